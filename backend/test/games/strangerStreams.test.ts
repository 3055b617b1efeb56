// A live friend game's grids are its players' until it ends: someone without a seat (a shared link, the SSE
// stream of a stranger, a watcher) sees the round and the letters called, never a grid, word or score. The
// REST read and the watchers held that line; the SSE stream must too, live, on a reconnect answered from
// memory or from the log, and for a stranger who names credentials that hold no seat.
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinRest, newIdentity, seatStreamUrl } from './support/players';
import { makePlan, playPlan } from './support/gamePlan';
import { freshIp } from './support/http';
import { openSse, type SseClient } from './support/sseClient';

const ctx = useGameServer();

/** Whether an event shows anything of a grid: a letter in a cell, a word or a score. */
function showsGrid(event: ServerEvent): boolean {
  if (!('game' in event) || !event.game) return false;
  const { player1Grid, player2Grid, player1Words, player2Words, player1Score, player2Score } = event.game;
  return (
    [...player1Grid.flat(), ...player2Grid.flat()].some((cell) => cell !== null) ||
    player1Words.length + player2Words.length > 0 ||
    player1Score + player2Score > 0
  );
}

function strangerStream(gameId: string, query: Record<string, string> = {}, headers = {}) {
  const params = new URLSearchParams({ gameId, ...query });
  return openSse(`${ctx.url}/api/events?${params.toString()}`, { 'x-forwarded-for': freshIp(), ...headers });
}

const liveEvents = (client: SseClient): ServerEvent[] =>
  client.messages.map((m) => m.event).filter((e) => !('game' in e) || e.game.status !== 'completed');

describe("a stranger's event stream of a live friend game", () => {
  it('carries no grid, word or score until the game is over, then the whole result', async () => {
    const gameId = await createGame(ctx.url);
    const bare = await strangerStream(gameId);
    // Credentials that hold no seat of this game are a stranger's too.
    const posing = await strangerStream(gameId, {
      clientId: newIdentity().clientId,
      playerUUID: newIdentity().playerUUID,
      playerId: '1',
    });
    const one = newIdentity();
    const two = newIdentity();
    // A player's own stream opened before their join is a stranger's until the join seats them.
    const early = await openSse(seatStreamUrl(ctx.url, gameId, one, 1), { 'x-forwarded-for': one.ip });
    await Promise.all([bare, posing, early].map((s) => s.waitFor('STATE_SYNC')));
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    const plan = makePlan(5);
    await playPlan(p1, p2, plan, 1, 3);
    await Promise.all([bare, posing].map((s) => s.waitFor('ROUND_COMPLETE', (e) => e.round === 3)));

    // A reconnect after the first event, answered from this node's recent events of the game.
    const fromMemory = await strangerStream(gameId, {}, { 'Last-Event-ID': '1' });
    await fromMemory.waitFor('STATE_SYNC');
    // A game no stream here followed has no recent events: a reconnect to it is answered from the log.
    const unwatched = await createGame(ctx.url);
    const q1 = await joinRest(ctx.url, unwatched, 1, newIdentity());
    const q2 = await joinRest(ctx.url, unwatched, 2, newIdentity());
    await playPlan(q1, q2, plan, 1, 2);
    // Every event of it in the log: a log with a hole (records still in the recorder's batch) is answered
    // with STATE_SYNC alone, which would leave nothing here to check.
    await ctx.server.settled();
    const { lastEventId } = (await ctx.server.models.games.findOne({ gameId: unwatched }).lean()) ?? {};
    expect(await ctx.server.models.gameEvents.countDocuments({ gameId: unwatched })).toBe(lastEventId);
    const fromLog = await strangerStream(unwatched, { lastEventId: '1' });
    await fromLog.waitFor('STATE_SYNC');

    for (const stream of [bare, posing, fromMemory, fromLog]) {
      const seen = liveEvents(stream);
      expect(seen.some((e) => e.type === 'PLAYER_PLACED_LETTER')).toBe(true);
      expect(seen.filter(showsGrid).map((e) => e.type)).toEqual([]);
    }

    // The players' own streams still carry their grids.
    const own = await openSse(
      `${ctx.url}/api/events?gameId=${gameId}&clientId=${one.clientId}&playerUUID=${one.playerUUID}&playerId=1`,
      { 'x-forwarded-for': one.ip },
    );
    expect(showsGrid(await own.waitFor('STATE_SYNC'))).toBe(true);
    await early.waitFor('ROUND_COMPLETE', (e) => e.round === 3);
    const lastPlaced = early.messages.map((m) => m.event).findLast((e) => e.type === 'PLAYER_PLACED_LETTER');
    expect(lastPlaced && showsGrid(lastPlaced)).toBe(true);

    await playPlan(p1, p2, plan, 4);
    const end = await bare.waitFor('GAME_COMPLETE');
    expect(showsGrid(end)).toBe(true);
    for (const stream of [bare, posing, fromMemory, fromLog, own, early]) stream.close();
  });
});

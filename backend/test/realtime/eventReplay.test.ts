// Last-Event-ID replay from the lean event log: every missed event exactly as it was sent live, or nothing
// (the STATE_SYNC that follows covers it) when the log cannot give them all.
import { BSON } from 'bson';
import { describe, expect, it, vi } from 'vitest';
import { TOTAL_ROUNDS, type RematchResponse, type ServerEvent } from '@gridable/common';
import { createGameStore } from '../../src/db/stores/gameStore';
import { LIVE_GAME_EVENTS_TTL_SECONDS } from '../../src/db/models/gameEventModel';
import { createEventReplay } from '../../src/games/eventReplay';
import { useGameServer } from '../games/support/suite';
import {
  createGame,
  joinRest,
  newIdentity,
  restPlayer,
  seatStreamUrl,
  watchedRestGame,
  type Identity,
} from '../games/support/players';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { post } from '../games/support/http';
import { openSse, type SseClient } from '../games/support/sseClient';

const ctx = useGameServer();

const streamUrl = (gameId: string) => `${ctx.url}/api/events?gameId=${gameId}`;
const sequenced = (client: SseClient): ServerEvent[] =>
  client.messages.filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC').map((m) => m.event);

/**
 * A game played to its last round with seat changes between the moves (presence, status, a player taking
 * a new tab), still in play; `finish` chooses the last letter, which completes it.
 */
async function playWatchedGame(): Promise<{
  gameId: string;
  live: ServerEvent[];
  one: Identity;
  finish: () => Promise<ServerEvent[]>;
}> {
  const { gameId, watcher, one, two, p1, p2 } = await watchedRestGame(ctx.url);
  const plan = makePlan(11);
  await playPlan(p1, p2, plan, 1, 4);
  const base = `${ctx.url}/api/games/${gameId}`;
  expect(
    (await post(`${base}/status`, { clientId: two.clientId, status: 'Away' }, { ip: two.ip })).status,
  ).toBe(200);
  expect(
    (await post(`${ctx.url}/api/presence/update`, { clientId: one.clientId, status: 'away' }, { ip: one.ip }))
      .status,
  ).toBe(200);
  await playPlan(p1, p2, plan, 5, 9);
  // Player 2 comes back in a new tab: a new clientId for the same seat.
  const tab = { ...two, clientId: `${two.clientId}-tab` };
  const reset = await post(
    `${base}/reset-player/2`,
    { clientId: tab.clientId, playerUUID: two.playerUUID },
    { ip: two.ip },
  );
  expect(reset.status).toBe(200);
  const p2tab = restPlayer(ctx.url, gameId, 2, tab);
  await playPlan(p1, p2tab, plan, 10, TOTAL_ROUNDS - 1);
  const lastRound = await watcher.waitFor('ROUND_COMPLETE', (e) => e.round === TOTAL_ROUNDS - 1);
  const live = sequenced(watcher);
  expect(live.map((e) => e.eventId)).toEqual(Array.from({ length: lastRound.eventId }, (_, i) => i + 1));
  const finish = async (): Promise<ServerEvent[]> => {
    await playPlan(p1, p2tab, plan, TOTAL_ROUNDS);
    await watcher.waitFor('GAME_COMPLETE');
    watcher.close();
    return sequenced(watcher);
  };
  return { gameId, live, one, finish };
}

/**
 * The log is written in batches beside the live events, and a move's ack does not wait for it: reads of
 * the log wait until it holds `count` records of the game (0: a finished game's log was dropped).
 */
async function logHolds(gameId: string, count: number): Promise<void> {
  await vi.waitFor(
    async () => expect(await ctx.server.models.gameEvents.countDocuments({ gameId })).toBe(count),
    { timeout: 5_000, interval: 20 },
  );
}

describe('event log replay', () => {
  it('rebuilds, after every id of a game in play, exactly the events that were sent live', async () => {
    const { gameId, live, finish } = await playWatchedGame();
    expect(new Set(live.map((e) => e.type))).toEqual(
      new Set([
        'GAME_JOINED',
        'GAME_STARTED',
        'LETTER_SELECTED',
        'PLAYER_PLACED_LETTER',
        'ROUND_COMPLETE',
        'STATUS_UPDATED',
        'PRESENCE_UPDATE',
        'PLAYER_RETURNED',
      ]),
    );
    await logHolds(gameId, live.length);
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (let after = 0; after <= live.length; after++) {
      expect(await replayAfter(gameId, after)).toEqual(live.slice(after));
    }
    await finish();
  });

  it('rebuilds the names players gave, and a rename, as the events carried them live', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const watcher = await openSse(seatStreamUrl(ctx.url, gameId, one, 1), { 'x-forwarded-for': one.ip });
    await watcher.waitFor('STATE_SYNC');
    const join = (who: Identity, name: string) =>
      post(`${ctx.url}/api/games/${gameId}/join`, { ...who, name }, { ip: who.ip });
    expect((await join(one, 'Ana')).status).toBe(200);
    await watcher.waitFor('STATE_SYNC', (sync) => sync.playerInfo !== null);
    expect((await join(two, 'Ben')).status).toBe(200);
    const p1 = restPlayer(ctx.url, gameId, 1, one);
    const p2 = restPlayer(ctx.url, gameId, 2, two);
    const plan = makePlan(3);
    await playPlan(p1, p2, plan, 1, 2);
    expect((await join(two, 'Benny')).status).toBe(200);
    await playPlan(p1, p2, plan, 3, 3);
    await watcher.waitFor('ROUND_COMPLETE', (e) => e.round === 3);
    watcher.close();

    const live = sequenced(watcher);
    const named = live.flatMap((e) => ('game' in e ? [`${e.game.player1Name} ${e.game.player2Name}`] : []));
    expect(new Set(named)).toEqual(new Set(['Ana null', 'Ana Ben', 'Ana Benny']));
    await logHolds(gameId, live.length);
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (let after = 0; after <= live.length; after++) {
      expect(await replayAfter(gameId, after)).toEqual(live.slice(after));
    }
  });

  it('drops a finished game’s log: a client catching up on it gets the final state instead', async () => {
    const { gameId, finish } = await playWatchedGame();
    const live = await finish();
    const end = live.at(-1);
    expect(end?.type).toBe('GAME_COMPLETE');
    await logHolds(gameId, 0);
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (const after of [0, 10, live.length - 1]) expect(await replayAfter(gameId, after)).toBeNull();
    expect(await replayAfter(gameId, live.length)).toEqual([]);

    const stream = await openSse(streamUrl(gameId), { 'Last-Event-ID': '10' });
    const sync = await stream.waitFor('STATE_SYNC');
    expect(sync.eventId).toBe(live.length);
    expect(sync.game).toEqual(end && 'game' in end ? end.game : undefined);
    expect(sequenced(stream)).toEqual([]);
    stream.close();
  });

  it('keeps no log for a finished game’s rematch offers, and replays the rematch game as it was sent', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    // Seat 1's stream, opened before its join: once seated it is sent the events as every seat is.
    const watcher = await openSse(seatStreamUrl(ctx.url, gameId, one, 1), { 'x-forwarded-for': one.ip });
    await watcher.waitFor('STATE_SYNC');
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    await watcher.waitFor('STATE_SYNC', (sync) => sync.playerInfo !== null);
    await playPlan(p1, await joinRest(ctx.url, gameId, 2, two), makePlan(12));
    const offer = (who: typeof one) =>
      post<RematchResponse>(
        `${ctx.url}/api/games/${gameId}/rematch`,
        { clientId: who.clientId },
        { ip: who.ip },
      );
    expect((await offer(one)).status).toBe(200);
    const accepted = await offer(two);
    const rematchId = accepted.body.rematch.rematchGameId;
    if (!rematchId) throw new Error('no rematch game');
    await watcher.waitFor('REMATCH_STARTED');
    const live = sequenced(watcher);
    expect(live.filter((e) => e.type.startsWith('REMATCH_')).map((e) => e.type)).toEqual([
      'REMATCH_OFFERED',
      'REMATCH_OFFERED',
      'REMATCH_STARTED',
    ]);
    await logHolds(gameId, 0);
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    expect(await replayAfter(gameId, live.length - 2)).toBeNull();
    expect(await replayAfter(gameId, live.length)).toEqual([]);
    watcher.close();

    // The rematch starts with both seats taken: its players come back to it and play on.
    const next = await openSse(seatStreamUrl(ctx.url, rematchId, one), { 'x-forwarded-for': one.ip });
    await next.waitFor('STATE_SYNC', (sync) => sync.playerInfo !== null);
    const seated = await Promise.all([
      joinRest(ctx.url, rematchId, 1, one),
      joinRest(ctx.url, rematchId, 2, two),
    ]);
    const [first, second] = seated.sort((a, b) => a.seat - b.seat);
    if (!first || !second) throw new Error('rematch seats missing');
    await playPlan(first, second, makePlan(13), 1, 3);
    await next.waitFor('ROUND_COMPLETE', (e) => e.round === 3);
    const rematchLive = sequenced(next);
    await logHolds(rematchId, rematchLive.length);
    for (let after = 0; after <= rematchLive.length; after++) {
      expect(await replayAfter(rematchId, after)).toEqual(rematchLive.slice(after));
    }
    next.close();
  });

  it('stores what happened, not the game: small records, kept while the game may still be played', async () => {
    const before = Date.now();
    const { gameId, live, finish } = await playWatchedGame();
    await logHolds(gameId, live.length);
    const records = await ctx.server.models.gameEvents.find({ gameId }).sort({ eventId: 1 }).lean();
    expect(records.map((r) => r.eventId)).toEqual(live.map((e) => e.eventId));
    for (const record of records) {
      expect(record.eventData).not.toHaveProperty('game');
      expect(BSON.calculateObjectSize(record)).toBeLessThan(256);
    }
    const live1 = BSON.calculateObjectSize(live.find((e) => e.type === 'PLAYER_PLACED_LETTER') ?? {});
    expect(live1).toBeGreaterThan(700);
    for (const record of records) {
      expect(record.expireAt?.getTime()).toBeGreaterThanOrEqual(before + LIVE_GAME_EVENTS_TTL_SECONDS * 1000);
      expect(record.expireAt?.getTime()).toBeLessThanOrEqual(
        Date.now() + LIVE_GAME_EVENTS_TTL_SECONDS * 1000,
      );
    }
    await finish();
  });

  it('answers a hole in the log with the state alone, never with events around the hole', async () => {
    const { gameId, live, one, finish } = await playWatchedGame();
    await logHolds(gameId, live.length);
    await ctx.server.models.gameEvents.deleteOne({ gameId, eventId: 20 });
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (const after of [0, 10, 19, 20, 30]) expect(await replayAfter(gameId, after)).toBeNull();
    // Up to date already: nothing to replay, whatever the log holds.
    expect(await replayAfter(gameId, live.length)).toEqual([]);

    // The node that delivered every event itself still holds them (recentEvents.ts): its reconnecting
    // client gets exactly what was sent live, the hole in the log notwithstanding. (A node without them,
    // after a restart, reads the log: killNineReplay.test.ts.)
    const stream = await openSse(seatStreamUrl(ctx.url, gameId, one, 1), {
      'Last-Event-ID': '10',
      'x-forwarded-for': one.ip,
    });
    const sync = await stream.waitFor('STATE_SYNC');
    expect(sync.eventId).toBe(live.length);
    expect(sequenced(stream)).toEqual(live.slice(10));
    stream.close();
    await finish();
  });
});

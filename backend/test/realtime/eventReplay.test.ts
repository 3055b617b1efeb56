// Last-Event-ID replay from the lean event log: every missed event exactly as it was sent live, or nothing
// (the STATE_SYNC that follows covers it) when the log cannot give them all.
import { BSON } from 'bson';
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { createGameStore } from '../../src/db/stores/gameStore';
import { COMPLETED_GAME_EVENTS_TTL_SECONDS } from '../../src/db/models/gameEventModel';
import { createEventReplay } from '../../src/games/eventReplay';
import { useGameServer } from '../games/support/suite';
import { createGame, joinRest, newIdentity, restPlayer } from '../games/support/players';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { post } from '../games/support/http';
import { openSse, type SseClient } from '../games/support/sseClient';

const ctx = useGameServer();

const streamUrl = (gameId: string) => `${ctx.url}/api/events?gameId=${gameId}`;
const sequenced = (client: SseClient): ServerEvent[] =>
  client.messages.filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC').map((m) => m.event);

/** A whole game with seat changes between the moves: presence, status, a player taking a new tab. */
async function playWatchedGame(): Promise<{ gameId: string; live: ServerEvent[] }> {
  const gameId = await createGame(ctx.url);
  const watcher = await openSse(streamUrl(gameId));
  await watcher.waitFor('STATE_SYNC');
  const one = newIdentity();
  const two = newIdentity();
  const p1 = await joinRest(ctx.url, gameId, 1, one);
  const p2 = await joinRest(ctx.url, gameId, 2, two);
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
  await playPlan(p1, restPlayer(ctx.url, gameId, 2, tab), plan, 10);
  const end = await watcher.waitFor('GAME_COMPLETE');
  const live = sequenced(watcher);
  expect(live.map((e) => e.eventId)).toEqual(Array.from({ length: end.eventId }, (_, i) => i + 1));
  watcher.close();
  return { gameId, live };
}

describe('event log replay', () => {
  it('rebuilds, after every id of a whole game, exactly the events that were sent live', async () => {
    const { gameId, live } = await playWatchedGame();
    expect(new Set(live.map((e) => e.type))).toEqual(
      new Set([
        'GAME_JOINED',
        'GAME_STARTED',
        'LETTER_SELECTED',
        'PLAYER_PLACED_LETTER',
        'ROUND_COMPLETE',
        'GAME_COMPLETE',
        'STATUS_UPDATED',
        'PRESENCE_UPDATE',
        'PLAYER_RETURNED',
      ]),
    );
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (let after = 0; after <= live.length; after++) {
      expect(await replayAfter(gameId, after)).toEqual(live.slice(after));
    }
  });

  it('stores what happened, not the game: small records, dropped minutes after the game completes', async () => {
    const before = Date.now();
    const { gameId, live } = await playWatchedGame();
    const records = await ctx.server.models.gameEvents.find({ gameId }).sort({ eventId: 1 }).lean();
    expect(records.map((r) => r.eventId)).toEqual(live.map((e) => e.eventId));
    for (const record of records) {
      expect(record.eventData).not.toHaveProperty('game');
      expect(BSON.calculateObjectSize(record)).toBeLessThan(256);
    }
    const live1 = BSON.calculateObjectSize(live.find((e) => e.type === 'PLAYER_PLACED_LETTER') ?? {});
    expect(live1).toBeGreaterThan(700);
    for (const record of records) {
      expect(record.expireAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(record.expireAt?.getTime()).toBeLessThanOrEqual(
        Date.now() + COMPLETED_GAME_EVENTS_TTL_SECONDS * 1000,
      );
    }
  });

  it('answers a hole in the log with the state alone, never with events around the hole', async () => {
    const { gameId, live } = await playWatchedGame();
    await ctx.server.models.gameEvents.deleteOne({ gameId, eventId: 20 });
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (const after of [0, 10, 19, 20, 30]) expect(await replayAfter(gameId, after)).toBeNull();
    // Up to date already: nothing to replay, whatever the log holds.
    expect(await replayAfter(gameId, live.length)).toEqual([]);

    const stream = await openSse(streamUrl(gameId), { 'Last-Event-ID': '10' });
    const sync = await stream.waitFor('STATE_SYNC');
    expect(sync.eventId).toBe(live.length);
    expect(sequenced(stream)).toEqual([]);
    stream.close();
  });
});

// A reconnect answered from the node's recent events (realtime/recentEvents.ts) gets exactly what the log
// replay rebuilds and the very bytes that were sent live: checked over random games, seat changes and
// Last-Event-IDs, with the log taken away first, so every event that arrives came from memory.
import { describe, expect, it, vi } from 'vitest';
import { TOTAL_ROUNDS, type ServerEvent } from '@gridable/common';
import { createGameStore } from '../../src/db/stores/gameStore';
import { createEventReplay } from '../../src/games/eventReplay';
import { useGameServer } from '../games/support/suite';
import { seatStreamUrl, watchedRestGame, type Identity } from '../games/support/players';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { freshIp, post } from '../games/support/http';
import { openSse, type SseClient, type SseMessage } from '../games/support/sseClient';

const ctx = useGameServer();

const streamUrl = (gameId: string) => `${ctx.url}/api/events?gameId=${gameId}`;
const sequenced = (client: SseClient): SseMessage[] =>
  client.messages.filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC');

/** A seeded stream of numbers in [0, 1), so a failure names the game it happened in. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Plays the game of `seed` to a random round with seat changes between moves, watched live from the start. */
async function playWatched(seed: number): Promise<{ gameId: string; live: SseMessage[]; one: Identity }> {
  const random = seeded(seed);
  const { gameId, watcher, one, two, p1, p2 } = await watchedRestGame(ctx.url);
  const plan = makePlan(seed);
  const lastRound = 1 + Math.floor(random() * (TOTAL_ROUNDS - 2));
  for (let round = 1; round <= lastRound; round++) {
    await playPlan(p1, p2, plan, round, round);
    if (random() < 0.3) {
      const who = random() < 0.5 ? one : two;
      const status = random() < 0.5 ? 'Away' : 'Available';
      await post(`${ctx.url}/api/games/${gameId}/status`, { clientId: who.clientId, status }, { ip: who.ip });
    }
  }
  await watcher.waitFor('ROUND_COMPLETE', (e) => e.round === lastRound);
  // Let any seat change after the last round arrive too.
  const sync = await openSse(streamUrl(gameId), { 'x-forwarded-for': freshIp() });
  const { eventId: newest } = await sync.waitFor('STATE_SYNC');
  sync.close();
  await expect.poll(() => sequenced(watcher).at(-1)?.id).toBe(newest);
  watcher.close();
  return { gameId, live: sequenced(watcher), one };
}

describe('replay from recent events', () => {
  it('answers any Last-Event-ID of a game in play as the log would and as it was sent, without the log', async () => {
    const replayAfter = createEventReplay(createGameStore(ctx.server.models));
    for (const seed of [21, 22, 23, 24]) {
      const { gameId, live, one } = await playWatched(seed);
      const newest = live.length;
      expect(live.map((m) => m.id)).toEqual(Array.from({ length: newest }, (_, i) => i + 1));
      // The per-game stream budget allows 20 new streams in 10 s: a sample of ids, the ends included.
      const random = seeded(seed * 7);
      const afters = [
        1,
        newest - 1,
        newest,
        ...Array.from({ length: 8 }, () => 1 + Math.floor(random() * newest)),
      ];
      // The log is written in batches that a move's ack does not wait for: read it once it holds them all.
      await vi.waitFor(
        async () => expect(await ctx.server.models.gameEvents.countDocuments({ gameId })).toBe(newest),
        { timeout: 5_000, interval: 20 },
      );
      const fromLog = new Map<number, ServerEvent[] | null>();
      for (const after of afters) {
        const events = await replayAfter(gameId, after);
        expect(events, `the log answers game ${seed} after ${after}`).not.toBeNull();
        fromLog.set(after, events);
      }
      await ctx.server.models.gameEvents.deleteMany({ gameId });

      for (const after of afters) {
        // The watcher's seat reconnecting: a seat's stream is sent the events as they were sent live.
        const stream = await openSse(seatStreamUrl(ctx.url, gameId, one, 1), {
          'Last-Event-ID': String(after),
          'x-forwarded-for': freshIp(),
        });
        const sync = await stream.waitFor('STATE_SYNC');
        const replayed = sequenced(stream);
        stream.close();
        expect(sync.eventId, `game ${seed} after ${after}`).toBe(newest);
        expect(replayed.map((m) => m.event)).toEqual(fromLog.get(after));
        expect(replayed.map((m) => m.data)).toEqual(live.slice(after).map((m) => m.data));
      }
    }
  });
});

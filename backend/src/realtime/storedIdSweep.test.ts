import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameStore } from '../db/stores/gameStore';
import { createLogger } from '../logger';
import { createLocalBus } from './gameBus';
import { createGameChannel, type GameChannel } from './gameChannel';
import { startStoredIdSweep } from './storedIdSweep';

afterEach(() => vi.useRealTimers());

/** A store whose games stand at the given last event ids; every lastEventIds query is kept. */
function fakeStore(stored: Record<string, number>) {
  const queries: string[][] = [];
  const store = {
    lastEventIds: (gameIds: string[]) => {
      queries.push(gameIds);
      return Promise.resolve(
        gameIds.filter((id) => id in stored).map((gameId) => ({ gameId, lastEventId: stored[gameId] })),
      );
    },
    recordEvents: () => Promise.resolve(),
    dropEvents: () => Promise.resolve(),
  };
  return { queries, store: store as unknown as GameStore };
}

/** A channel over `store` whose viewers watch `watched`; what it resyncs is collected. */
function channelOver(store: GameStore, watched: string[], sweepStoredIdsMs?: number) {
  const resyncs: string[] = [];
  const channel: GameChannel = createGameChannel({
    bus: createLocalBus(() => {}),
    store,
    log: createLogger('silent'),
    // The completed game's log is gone: what is missed comes back as a STATE_SYNC.
    replay: () => Promise.resolve(null),
    holdMs: 50,
    ...(sweepStoredIdsMs === undefined ? {} : { sweepStoredIdsMs }),
  });
  channel.onResync((gameId) => resyncs.push(gameId));
  channel.watch(() => watched);
  return { channel, resyncs };
}

describe('stored event id sweep', () => {
  it('resyncs the viewers of a watched game whose stored id is past what this node delivered', async () => {
    vi.useFakeTimers();
    const { queries, store } = fakeStore({ watched: 9, level: 4, other: 30 });
    const { channel, resyncs } = channelOver(store, ['watched', 'level'], 2_000);
    // The viewers were sent each game's STATE_SYNC as of these ids.
    channel.seen('watched', 7);
    channel.seen('level', 4);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(queries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 50);
    // One query for every watched game, none for a game nobody here watches.
    expect(queries).toEqual([['watched', 'level']]);
    expect(resyncs).toEqual(['watched']);

    // Covered now: the next sweep finds nothing new.
    await vi.advanceTimersByTimeAsync(2_050);
    expect(queries).toHaveLength(2);
    expect(resyncs).toEqual(['watched']);
    channel.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queries).toHaveLength(2);
  });

  it('reads nothing when the node is alone (no sweep interval given)', async () => {
    vi.useFakeTimers();
    const { queries, store } = fakeStore({ watched: 9 });
    const { channel, resyncs } = channelOver(store, ['watched']);
    channel.seen('watched', 7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queries).toEqual([]);
    expect(resyncs).toEqual([]);
    channel.close();
  });

  it('reads many watched games in bounded chunks, each game once', async () => {
    const reads: string[][] = [];
    const seen: string[] = [];
    const gameIds = Array.from({ length: 1_201 }, (_, i) => `g${i}`);
    const sweep = startStoredIdSweep({
      read: (ids) => {
        reads.push(ids);
        return Promise.resolve(ids.map((gameId) => ({ gameId, lastEventId: 3 })));
      },
      watched: () => [...gameIds, 'g0'],
      seen: (gameId, eventId) => seen.push(`${gameId}#${eventId}`),
      onError: (err) => {
        throw err;
      },
      intervalMs: 60_000,
      chunk: 500,
    });
    await sweep.sweep();
    sweep.stop();
    expect(reads.map((ids) => ids.length)).toEqual([500, 500, 201]);
    expect(new Set(seen).size).toBe(1_201);
    expect(seen).toContain('g1200#3');
  });

  it('survives a failed read and sweeps again at the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const seen: string[] = [];
    const sweep = startStoredIdSweep({
      read: (ids) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('database down'));
        return Promise.resolve(ids.map((gameId) => ({ gameId, lastEventId: 5 })));
      },
      watched: () => ['abcde'],
      seen: (gameId, eventId) => seen.push(`${gameId}#${eventId}`),
      onError: (err) => errors.push(err),
      intervalMs: 1_000,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual(['abcde#5']);
    sweep.stop();
  });
});

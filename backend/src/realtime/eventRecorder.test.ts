import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewGameEvent } from '../db/stores/gameStore';
import { COMPLETED_GAME_EVENTS_TTL_SECONDS } from '../db/models/gameEventModel';
import { createLogger } from '../logger';
import { createEventRecorder } from './eventRecorder';

const record = (gameId: string, eventId: number, eventType = 'LETTER_SELECTED'): NewGameEvent => ({
  gameId,
  eventId,
  eventType,
  eventData: { first: eventId, version: eventId },
});

function fakeStore(fail = false) {
  const inserts: number[][] = [];
  const expired: { gameIds: string[]; at: Date }[] = [];
  return {
    inserts,
    expired,
    recordEvents: (events: NewGameEvent[]) => {
      if (fail) return Promise.reject(new Error('disk full'));
      inserts.push(events.map((e) => e.eventId));
      return Promise.resolve();
    },
    expireEvents: (gameIds: string[], at: Date) => {
      expired.push({ gameIds, at });
      return Promise.resolve();
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('event recorder', () => {
  it('writes the records of many moves in one insert per batch window, and answers each once stored', async () => {
    vi.useFakeTimers();
    const store = fakeStore();
    const recorder = createEventRecorder(store, createLogger('silent'), 8);
    let stored = 0;
    const moves = [1, 2, 3].map((id) => recorder.record([record('A', id)]).then(() => (stored += 1)));
    await vi.advanceTimersByTimeAsync(7);
    expect(store.inserts).toEqual([]);
    expect(stored).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(moves);
    expect(store.inserts).toEqual([[1, 2, 3]]);
    expect(stored).toBe(3);
  });

  it('brings forward the drop of a game’s records once it completes', async () => {
    const store = fakeStore();
    const recorder = createEventRecorder(store, createLogger('silent'), 1);
    const before = Date.now();
    await recorder.record([record('A', 40), record('A', 41, 'GAME_COMPLETE'), record('B', 7)]);
    expect(store.expired).toHaveLength(1);
    expect(store.expired[0]?.gameIds).toEqual(['A']);
    expect(store.expired[0]?.at.getTime()).toBeGreaterThanOrEqual(
      before + COMPLETED_GAME_EVENTS_TTL_SECONDS * 1000,
    );
  });

  it('writes what is pending when asked to settle, and a failed write still answers its movers', async () => {
    const store = fakeStore(true);
    const recorder = createEventRecorder(store, createLogger('silent'), 60_000);
    const pending = recorder.record([record('A', 1)]);
    await recorder.settled();
    await expect(pending).resolves.toBeUndefined();
  });
});

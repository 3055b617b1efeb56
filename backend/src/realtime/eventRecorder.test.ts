import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewGameEvent } from '../db/stores/gameStore';
import { createLogger } from '../logger';
import { createEventRecorder } from './eventRecorder';

const record = (gameId: string, eventId: number, eventType = 'LETTER_SELECTED'): NewGameEvent => ({
  gameId,
  eventId,
  eventType,
  eventData: { first: eventId, version: eventId },
});

function fakeStore(fail = false, insertMs = 0) {
  const inserts: number[][] = [];
  /** Every store call in the order it was made: `insert A1,A2` or `drop A`. */
  const calls: string[] = [];
  return {
    inserts,
    calls,
    recordEvents: async (events: NewGameEvent[]) => {
      if (fail) throw new Error('disk full');
      calls.push(`insert ${events.map((e) => `${e.gameId}${e.eventId}`).join(',')} begins`);
      if (insertMs > 0) await new Promise((resolve) => setTimeout(resolve, insertMs));
      inserts.push(events.map((e) => e.eventId));
      calls.push('insert ends');
    },
    dropEvents: (gameIds: string[]) => {
      calls.push(`drop ${gameIds.join(',')}`);
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

  it('drops a game’s whole log once it completes instead of storing its last records', async () => {
    const store = fakeStore();
    const recorder = createEventRecorder(store, createLogger('silent'), 1);
    await recorder.record([record('A', 40), record('A', 41, 'GAME_COMPLETE'), record('B', 7)]);
    expect(store.calls).toEqual(['insert B7 begins', 'insert ends', 'drop A']);
  });

  it('drops a completed game’s log only after an earlier batch holding its records is stored', async () => {
    const store = fakeStore(false, 20);
    const recorder = createEventRecorder(store, createLogger('silent'), 1);
    const earlier = recorder.record([record('A', 40)]);
    // The completion arrives while the earlier batch is being written.
    await vi.waitFor(() => expect(store.calls).toEqual(['insert A40 begins']), { interval: 1 });
    const completing = recorder.record([record('A', 41, 'GAME_COMPLETE')]);
    await Promise.all([earlier, completing]);
    expect(store.calls).toEqual(['insert A40 begins', 'insert ends', 'drop A']);
  });

  it('writes what is pending when asked to settle, and a failed write still answers its movers', async () => {
    const store = fakeStore(true);
    const recorder = createEventRecorder(store, createLogger('silent'), 60_000);
    const pending = recorder.record([record('A', 1)]);
    await recorder.settled();
    await expect(pending).resolves.toBeUndefined();
  });
});

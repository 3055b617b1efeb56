import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { createEventSequencer } from './eventSequencer';

const event = (gameId: string, eventId: number): ServerEvent => ({
  type: 'PLAYER_RETURNED',
  gameId,
  eventId,
  timestamp: new Date(0).toISOString(),
  playerId: 1,
});

afterEach(() => {
  vi.useRealTimers();
});

/** `log`: what the event log holds per game (null: nothing it can give). */
function collect(holdMs = 250, log: Record<string, number[] | null> = {}) {
  const delivered: string[] = [];
  const resyncs: string[] = [];
  const sequencer = createEventSequencer({
    deliver: (e) => delivered.push(`${e.gameId}#${e.eventId}`),
    fill: (gameId, after) => {
      const ids = log[gameId];
      return Promise.resolve(ids ? ids.filter((id) => id > after).map((id) => event(gameId, id)) : null);
    },
    resync: (gameId) => resyncs.push(gameId),
    holdMs,
  });
  return { delivered, resyncs, sequencer };
}

describe('event sequencer', () => {
  it('delivers a game’s events in id order when two publishers’ messages cross', () => {
    const { delivered, sequencer } = collect();
    sequencer.accept(event('A', 4));
    sequencer.accept(event('A', 6));
    sequencer.accept(event('B', 9));
    sequencer.accept(event('A', 5));
    sequencer.accept(event('A', 7));
    expect(delivered).toEqual(['A#4', 'B#9', 'A#5', 'A#6', 'A#7']);
    sequencer.close();
  });

  it('fills a gap that outlives its hold from the event log, in order', async () => {
    vi.useFakeTimers();
    const { delivered, resyncs, sequencer } = collect(100, { A: [1, 2, 3, 4] });
    sequencer.accept(event('A', 1));
    sequencer.accept(event('A', 4));
    expect(delivered).toEqual(['A#1']);
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual(['A#1', 'A#2', 'A#3', 'A#4']);
    expect(resyncs).toEqual([]);
    // The lost publisher's message turns up after all: receivers drop it by id.
    sequencer.accept(event('A', 2));
    sequencer.accept(event('A', 5));
    expect(delivered).toEqual(['A#1', 'A#2', 'A#3', 'A#4', 'A#2', 'A#5']);
    sequencer.close();
  });

  it('asks for a STATE_SYNC when the log cannot fill the gap, then carries on in order', async () => {
    vi.useFakeTimers();
    const { delivered, resyncs, sequencer } = collect(100, { A: null });
    sequencer.accept(event('A', 1));
    sequencer.accept(event('A', 4));
    sequencer.accept(event('A', 3));
    await vi.advanceTimersByTimeAsync(100);
    expect(resyncs).toEqual(['A']);
    expect(delivered).toEqual(['A#1', 'A#3', 'A#4']);
    sequencer.accept(event('A', 5));
    expect(delivered).toEqual(['A#1', 'A#3', 'A#4', 'A#5']);
    sequencer.close();
  });

  it('notices a gap right after a state this node sent, before it heard anything of the game', async () => {
    vi.useFakeTimers();
    const { delivered, resyncs, sequencer } = collect(100, { A: null });
    sequencer.seen('A', 5);
    sequencer.accept(event('A', 8));
    expect(delivered).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(resyncs).toEqual(['A']);
    expect(delivered).toEqual(['A#8']);
    // Once heard, a later STATE_SYNC changes nothing: the line already knows where the game is.
    sequencer.seen('A', 3);
    sequencer.accept(event('A', 9));
    expect(delivered).toEqual(['A#8', 'A#9']);
    sequencer.close();
  });

  it('notices ids a stored game shows that this node never heard, though no later event comes', async () => {
    vi.useFakeTimers();
    const { delivered, resyncs, sequencer } = collect(100, { A: [1, 2, 3, 4], B: null });
    // Events 3 and 4 were stored by a node that died before publishing them; a rejoin here reads the game.
    sequencer.accept(event('A', 1));
    sequencer.accept(event('A', 2));
    sequencer.seen('A', 4);
    sequencer.accept(event('B', 7));
    sequencer.seen('B', 9);
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual(['A#1', 'A#2', 'B#7', 'A#3', 'A#4']);
    // B's log cannot give 8 and 9: its viewers get a STATE_SYNC, and delivery goes on after 9.
    expect(resyncs).toEqual(['B']);
    sequencer.accept(event('B', 10));
    expect(delivered.at(-1)).toBe('B#10');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resyncs).toEqual(['B']);
    sequencer.close();
  });

  it('waits out a stored id whose event is only slow to arrive, without a resync', async () => {
    vi.useFakeTimers();
    const { delivered, resyncs, sequencer } = collect(100, { A: null });
    sequencer.accept(event('A', 1));
    sequencer.seen('A', 3);
    sequencer.accept(event('A', 2));
    sequencer.accept(event('A', 3));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(delivered).toEqual(['A#1', 'A#2', 'A#3']);
    expect(resyncs).toEqual([]);
    sequencer.close();
  });

  it('passes events outside the sequence (id 0) straight through', () => {
    const { delivered, sequencer } = collect();
    sequencer.accept(event('A', 3));
    sequencer.accept(event('A', 0));
    expect(delivered).toEqual(['A#3', 'A#0']);
    sequencer.close();
  });
});

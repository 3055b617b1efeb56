import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { createEventSequencer } from './eventSequencer';

const event = (gameId: string, eventId: number): { event: ServerEvent } => ({
  event: { type: 'PLAYER_RETURNED', gameId, eventId, timestamp: new Date(0).toISOString(), playerId: 1 },
});

afterEach(() => {
  vi.useRealTimers();
});

function collect(holdMs = 250) {
  const delivered: string[] = [];
  const sequencer = createEventSequencer<{ event: ServerEvent }>(
    ({ event: e }) => delivered.push(`${e.gameId}#${e.eventId}`),
    holdMs,
  );
  return { delivered, sequencer };
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
  });

  it('gives up on a missing id after its hold and carries on in order', () => {
    vi.useFakeTimers();
    const { delivered, sequencer } = collect(100);
    sequencer.accept(event('A', 1));
    sequencer.accept(event('A', 4));
    sequencer.accept(event('A', 3));
    expect(delivered).toEqual(['A#1']);
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual(['A#1', 'A#3', 'A#4']);
    sequencer.accept(event('A', 5));
    sequencer.accept(event('A', 2));
    expect(delivered).toEqual(['A#1', 'A#3', 'A#4', 'A#5', 'A#2']);
    sequencer.close();
  });

  it('passes events outside the sequence (id 0) straight through', () => {
    const { delivered, sequencer } = collect();
    sequencer.accept(event('A', 3));
    sequencer.accept(event('A', 0));
    expect(delivered).toEqual(['A#3', 'A#0']);
  });
});

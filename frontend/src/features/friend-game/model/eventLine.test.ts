import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { EMPTY_LINE, admitEvent, hasGap, type EventLine } from './eventLine';
import { gameViewFixture } from './gameViewFixture';

const envelope = { gameId: 'ABCDE', timestamp: '2025-06-14T18:30:00.000Z' };

function placed(eventId: number): ServerEvent {
  return {
    type: 'PLAYER_PLACED_LETTER',
    eventId,
    ...envelope,
    version: eventId,
    playerId: 2,
    round: 1,
    game: gameViewFixture({ version: eventId }),
  };
}

function sync(eventId: number): ServerEvent {
  return {
    type: 'STATE_SYNC',
    eventId,
    ...envelope,
    version: eventId,
    game: gameViewFixture({ version: eventId }),
    playerInfo: null,
  };
}

/** Feeds events in order; returns the line and the ids applied, in the order they were applied. */
function feed(events: ServerEvent[], line: EventLine = EMPTY_LINE): { line: EventLine; applied: string[] } {
  const applied: string[] = [];
  for (const event of events) {
    const admission = admitEvent(line, event);
    line = admission.line;
    applied.push(...admission.apply.map((e) => `${e.type === 'STATE_SYNC' ? 'sync' : 'event'} ${e.eventId}`));
  }
  return { line, applied };
}

describe('a socket client’s event line', () => {
  it('applies events that follow on, one id after another', () => {
    const { line, applied } = feed([sync(3), placed(4), placed(5)]);
    expect(applied).toEqual(['sync 3', 'event 4', 'event 5']);
    expect(line).toEqual({ last: 5, held: [] });
  });

  it('never applies an event across a missing id, and holds it until a STATE_SYNC covers the hole', () => {
    const gapped = feed([sync(3), placed(4), placed(6), placed(7)]);
    expect(gapped.applied).toEqual(['sync 3', 'event 4']);
    expect(hasGap(gapped.line)).toBe(true);
    // The sync stands at 6: event 6 is in it, 7 follows on.
    const covered = feed([sync(6)], gapped.line);
    expect(covered.applied).toEqual(['sync 6', 'event 7']);
    expect(covered.line).toEqual({ last: 7, held: [] });
  });

  it('lets the missing event itself close the gap when it arrives late', () => {
    const { line, applied } = feed([sync(3), placed(5), placed(4)]);
    expect(applied).toEqual(['sync 3', 'event 4', 'event 5']);
    expect(hasGap(line)).toBe(false);
  });

  it('drops a sync that stands past the held events, and keeps waiting past a second hole', () => {
    const past = feed([sync(3), placed(5), sync(8)]);
    expect(past.applied).toEqual(['sync 3', 'sync 8']);
    expect(past.line).toEqual({ last: 8, held: [] });
    const twoHoles = feed([sync(3), placed(5), placed(8), sync(5)]);
    expect(twoHoles.applied).toEqual(['sync 3', 'sync 5']);
    expect(twoHoles.line.held.map((e) => e.eventId)).toEqual([8]);
  });

  it('drops repeats, older ids and a STATE_SYNC older than what was applied', () => {
    const { line, applied } = feed([sync(3), placed(4), placed(4), placed(2), placed(6), placed(6), sync(2)]);
    expect(applied).toEqual(['sync 3', 'event 4']);
    expect(line.held.map((e) => e.eventId)).toEqual([6]);
  });

  it('applies failures and heartbeats at once: they have no place in the sequence', () => {
    const error: ServerEvent = { type: 'ERROR', eventId: 0, ...envelope, message: 'Too many requests' };
    const { line, applied } = feed([sync(3), placed(5), error]);
    expect(applied).toEqual(['sync 3', 'event 0']);
    expect(line.last).toBe(3);
  });
});

// A socket client's place in its game's event sequence. Every write reserves consecutive event ids in the
// same atomic update that raises the game's version, so ids, not versions, say whether anything is missing
// (one write may bring several events at one version, and a write without events raises the version
// alone). An event that does not follow the last one held is kept back, never applied across the hole,
// until a STATE_SYNC (which stands at an id) covers it; repeats and older ids are dropped.
import type { ServerEvent } from '@gridable/common';

export interface EventLine {
  /** The id of the last event applied, or the id the last STATE_SYNC stood at; 0 before either. */
  last: number;
  /** Events that came after a missing id, oldest first, waiting for the STATE_SYNC that covers the hole. */
  held: ServerEvent[];
}

export const EMPTY_LINE: EventLine = { last: 0, held: [] };

/** More than a whole game sends (about 70 events): past it the STATE_SYNC alone brings the game back. */
const MAX_HELD = 128;

export interface Admission {
  line: EventLine;
  /** What to apply now, in order: nothing, the event, or a STATE_SYNC and the held events it unblocks. */
  apply: ServerEvent[];
}

/** Failures told to one socket, heartbeats and greetings carry no place in the game's sequence. */
function isOutOfSequence(event: ServerEvent): boolean {
  return event.eventId <= 0 || event.type === 'HEARTBEAT' || event.type === 'CONNECTION_ESTABLISHED';
}

/** Applies, after `line.last`, every held event that now follows on; drops the ones already passed. */
function release(line: EventLine, apply: ServerEvent[]): Admission {
  let last = line.last;
  const held: ServerEvent[] = [];
  for (const event of line.held) {
    if (event.eventId <= last) continue;
    if (event.eventId === last + 1) {
      apply.push(event);
      last = event.eventId;
    } else {
      held.push(event);
    }
  }
  return { line: { last, held }, apply };
}

export function admitEvent(line: EventLine, event: ServerEvent): Admission {
  if (isOutOfSequence(event)) return { line, apply: [event] };
  if (event.type === 'STATE_SYNC') {
    // A sync read before an event already applied is older news: its view and seat flag would step back.
    if (event.eventId < line.last) return { line, apply: [] };
    return release({ last: event.eventId, held: line.held }, [event]);
  }
  if (event.eventId <= line.last || line.held.some((held) => held.eventId === event.eventId))
    return { line, apply: [] };
  if (event.eventId === line.last + 1) return release({ last: event.eventId, held: line.held }, [event]);
  const held = [...line.held, event].sort((a, b) => a.eventId - b.eventId).slice(-MAX_HELD);
  return { line: { last: line.last, held }, apply: [] };
}

/** Whether events are waiting behind a missing id: the client must ask for the state (and not guess). */
export function hasGap(line: EventLine): boolean {
  return line.held.length > 0;
}

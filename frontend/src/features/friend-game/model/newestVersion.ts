// Which socket events a client applies. Every game event carries the whole view after its write and that
// write's `version`, so the newest version wins: a newer one is applied at once, whatever was missed before
// it (a gap needs no waiting and no asking, the view is already whole), and an older one is dropped, its news
// already in the view an ack, a read or a later event brought. The events of one write share its version and
// follow one another by id, so at the same version only an id not yet applied is news.
import type { ServerEvent } from '@gridable/common';

/** What a client holds of the game: its view's version (none yet) and the last game event id it applied. */
export interface Held {
  version: number | undefined;
  lastEventId: number;
}

/** Failures told to one socket, heartbeats and greetings have no place in the game's sequence. */
export function isSequenced(event: ServerEvent): boolean {
  return event.eventId > 0 && event.type !== 'HEARTBEAT' && event.type !== 'CONNECTION_ESTABLISHED';
}

export function isNews(held: Held, event: ServerEvent): boolean {
  if (!isSequenced(event)) return true;
  if (held.version === undefined || event.version === undefined) return event.eventId > held.lastEventId;
  if (event.version !== held.version) return event.version > held.version;
  // A STATE_SYNC at the version held (a rejoin with nothing new) still brings the seat's own flags.
  return event.type === 'STATE_SYNC' || event.eventId > held.lastEventId;
}

// Rematch rules (issue 15): who does what next from the stored offers, and the seat each player takes.
import type { RematchState } from '../protocol/rematchState';
import { otherSeat } from './turns';
import type { Seat } from './types';

/** Who has to do what next, from the viewer's seat. */
export type RematchStage =
  'none' | 'offered-by-you' | 'offered-to-you' | 'declined-by-you' | 'declined-by-opponent' | 'started';

export function rematchStageFor(rematch: RematchState | undefined, viewer: Seat): RematchStage {
  if (!rematch) return 'none';
  if (rematch.rematchGameId) return 'started';
  if (rematch.offeredBy.includes(viewer)) return 'offered-by-you';
  if (rematch.offeredBy.length > 0) return 'offered-to-you';
  if (rematch.declinedBy === viewer) return 'declined-by-you';
  if (rematch.declinedBy !== undefined) return 'declined-by-opponent';
  return 'none';
}

/**
 * A decline from `seat`: the opponent's standing offer turned down (remembered, so the offerer is told), or the
 * seat's own offer taken back. Null when there is nothing for this seat to answer (a retry changes nothing).
 */
export function rematchAfterDecline(
  rematch: RematchState,
  seat: Seat,
): { offeredBy: Seat[]; declinedBy: Seat | null } | null {
  if (rematch.rematchGameId) return null;
  if (rematch.offeredBy.includes(seat)) return { offeredBy: [], declinedBy: null };
  if (rematch.offeredBy.length > 0) return { offeredBy: [], declinedBy: seat };
  return null;
}

/** The new game swaps who chooses first: player 2 of the finished game is player 1 of the rematch. */
export function rematchSeatOf(seat: Seat): Seat {
  return otherSeat(seat);
}

// Rematch rules (issue 15): who does what next from the stored offers, and the seat each player takes.
import type { RematchState } from '../protocol/rematchState';
import { otherSeat } from './turns';
import type { Seat } from './types';

/** Who has to do what next, from the viewer's seat. */
export type RematchStage = 'none' | 'offered-by-you' | 'offered-to-you' | 'started';

export function rematchStageFor(rematch: RematchState | undefined, viewer: Seat): RematchStage {
  if (!rematch) return 'none';
  if (rematch.rematchGameId) return 'started';
  if (rematch.offeredBy.includes(viewer)) return 'offered-by-you';
  if (rematch.offeredBy.length > 0) return 'offered-to-you';
  return 'none';
}

/** The new game swaps who chooses first: player 2 of the finished game is player 1 of the rematch. */
export function rematchSeatOf(seat: Seat): Seat {
  return otherSeat(seat);
}

// The rematch state a finished friend game carries (its own module: the game view and the rematch events both need it).
import { z } from 'zod';
import { FriendGameId, Seat } from './primitives';

/**
 * What a finished game says about its rematch, stored on the game so a reloaded end screen shows it:
 * the seats that asked for one, the new game once both did, and the seat that last turned an offer down
 * (absent when nobody has, or once a new offer is made) so the offerer is told rather than left waiting.
 */
export const RematchState = z.object({
  offeredBy: z.array(Seat).max(2),
  rematchGameId: FriendGameId.nullable(),
  declinedBy: Seat.optional(),
});
export type RematchState = z.infer<typeof RematchState>;

// The rematch state a finished friend game carries (its own module: the game view and the rematch events both need it).
import { z } from 'zod';
import { FriendGameId, Seat } from './primitives';

/**
 * What a finished game says about its rematch, stored on the game so a reloaded end screen shows it:
 * the seats that asked for one, and the new game once both did.
 */
export const RematchState = z.object({
  offeredBy: z.array(Seat).max(2),
  rematchGameId: FriendGameId.nullable(),
});
export type RematchState = z.infer<typeof RematchState>;

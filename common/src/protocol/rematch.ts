// Rematch of a finished friend game (issue 15): the offer, the accept, and the one new game they lead to.
import { z } from 'zod';
import { GameView } from './gameView';
import { ClientId, FriendGameId, PlayerUUID, Seat } from './primitives';
import { RematchState } from './rematchState';

/** POST /api/games/:id/rematch: offering and accepting are the same call (the second seat to ask accepts). */
export const RematchRequest = z.object({ clientId: ClientId, playerUUID: PlayerUUID.optional() });
export type RematchRequest = z.infer<typeof RematchRequest>;

/** The finished game's rematch state and, once it exists, the caller's seat in the new game. */
export const RematchResponse = z.object({
  gameId: z.string(),
  rematch: RematchState,
  rematchPlayerId: Seat.nullable(),
});
export type RematchResponse = z.infer<typeof RematchResponse>;

/** The socket `rematch` event carries nothing: the socket's seat is the one offering. */
export const SocketRematch = z.object({}).nullish();
export type SocketRematch = z.infer<typeof SocketRematch>;

/**
 * The two rematch events, told to the finished game's room (Socket.IO and SSE) with the same envelope as every
 * room event; their game view carries the new `rematch` state.
 */
export function rematchEvents<E extends z.ZodRawShape>(envelope: E) {
  return [
    z.object({ type: z.literal('REMATCH_OFFERED'), ...envelope, playerId: Seat, game: GameView }),
    z.object({
      type: z.literal('REMATCH_STARTED'),
      ...envelope,
      rematchGameId: FriendGameId,
      game: GameView,
    }),
  ] as const;
}

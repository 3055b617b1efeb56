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
  /**
   * The finished game's version after this call: a client holds the reply only until it sees the game at this
   * version or later, so a decline or withdrawal that comes after is never hidden behind an older reply.
   */
  version: z.number().int().nonnegative(),
});
export type RematchResponse = z.infer<typeof RematchResponse>;

/**
 * POST /api/games/:id/rematch/decline: the seat offered a rematch turns it down, or the offering seat takes its
 * own offer back (same call: whichever offer stands that this seat can answer).
 */
export const RematchDeclineRequest = RematchRequest;
export type RematchDeclineRequest = z.infer<typeof RematchDeclineRequest>;

/** The socket `rematch` event carries nothing: the socket's seat is the one offering. */
export const SocketRematch = z.object({}).nullish();
export type SocketRematch = z.infer<typeof SocketRematch>;

/**
 * The rematch events, told to the finished game's room (Socket.IO and SSE) with the same envelope as every
 * room event; their game view carries the new `rematch` state.
 */
export function rematchEvents<E extends z.ZodRawShape>(envelope: E) {
  return [
    z.object({ type: z.literal('REMATCH_OFFERED'), ...envelope, playerId: Seat, game: GameView }),
    // `playerId` turned the offer down, or took back their own (the game's rematch state says which).
    z.object({ type: z.literal('REMATCH_DECLINED'), ...envelope, playerId: Seat, game: GameView }),
    z.object({
      type: z.literal('REMATCH_STARTED'),
      ...envelope,
      rematchGameId: FriendGameId,
      game: GameView,
    }),
  ] as const;
}

// Rematch of a finished friend game (issue 15): the offer, the accept, and the one new game they lead to.
import { z } from 'zod';
import { GameView } from './gameView';
import { ClientId, FriendGameId, PlayerUUID, Seat } from './primitives';
import { RematchState } from './rematchState';

export const NO_REMATCH: RematchState = Object.freeze({ offeredBy: [], rematchGameId: null }) as RematchState;

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
    z.object({ type: z.literal('REMATCH_STARTED'), ...envelope, rematchGameId: FriendGameId, game: GameView }),
  ] as const;
}

/** Player-facing sentences of the rematch, shown by the client and sent by the server. */
export const REMATCH_MESSAGES = Object.freeze({
  offer: 'Rematch',
  accept: 'Accept',
  offering: 'Offering...',
  offered: 'Rematch offered. Waiting for your opponent...',
  starting: 'Starting the rematch...',
  notFinished: 'A rematch can be offered only once the game is over',
  dailyGame: 'Daily games have no rematch',
  failed: 'Rematch Failed',
});

/** SPEC-style '{Opponent} wants a rematch'. */
export function rematchOfferedText(opponent: string): string {
  return `${opponent} wants a rematch`;
}

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
  return seat === 1 ? 2 : 1;
}

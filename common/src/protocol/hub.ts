// Home's hub: the player's friend games, found by the identity sent in the body (never in a URL or a log line).
import { z } from 'zod';
import { FriendGameId, PlayerUUID, Score, Seat } from './primitives';

/** POST /api/my-games. */
export const MyGamesRequest = z.object({ playerUUID: PlayerUUID });
export type MyGamesRequest = z.infer<typeof MyGamesRequest>;

export const HubGame = z.object({
  gameId: FriendGameId,
  status: z.enum(['waiting', 'active', 'completed']),
  /** The caller's seat. */
  playerId: Seat,
  round: z.number().int().min(1).max(17),
  /** Whether the caller must choose or place now. */
  yourTurn: z.boolean(),
  /** Whether the opponent must act now (both can, while a letter is being placed). */
  theirTurn: z.boolean(),
  opponentJoined: z.boolean(),
  /** The name the opponent goes by, null while they have none (or nobody has joined). */
  opponentName: z.string().nullable(),
  /** The opponent has the game open now. */
  opponentPresent: z.boolean(),
  yourScore: Score,
  opponentScore: Score,
  /** Finished games: won, lost or tied, and how it ended. */
  result: z.enum(['won', 'lost', 'tied']).nullable(),
  ending: z.enum(['completed', 'resigned', 'claimed']).nullable(),
  lastMoveAt: z.string(),
  /** When the game was created: what a game still waiting for a friend shows instead of a last move. */
  createdAt: z.string(),
  /** Whether anyone has chosen a letter yet: a game started but not moved in has no "last move". */
  moved: z.boolean(),
  /** In-progress games: when the caller may claim the win if the opponent stays silent. */
  claimableAt: z.string().nullable(),
  /** Finished games: the opponent offered a rematch the caller has not answered. */
  rematchOffered: z.boolean(),
  /** Finished games: the caller offered a rematch the opponent has not answered. */
  rematchAsked: z.boolean(),
  /** Finished games: the opponent turned the caller's offer down (until either offers again). */
  rematchDeclined: z.boolean(),
  rematchGameId: FriendGameId.nullable(),
});
export type HubGame = z.infer<typeof HubGame>;

export const MyGamesResponse = z.object({
  inProgress: z.array(HubGame),
  finished: z.array(HubGame),
});
export type MyGamesResponse = z.infer<typeof MyGamesResponse>;

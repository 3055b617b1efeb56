// The post-game review's REST call and the watcher's socket messages.
import { z } from 'zod';
import { ErrorCode } from './errorCodes';
import {
  AnyGameId,
  CellIndex,
  FriendGameId,
  GridSchema,
  Letter,
  PlayerUUID,
  Score,
  Seat,
} from './primitives';
import { GameStatus } from './gameView';

/** GET /api/review/{gameId}?playerUUID=…: the caller proves which player they are. */
export const ReviewMovesQuery = z.object({ playerUUID: PlayerUUID.optional() });
export type ReviewMovesQuery = z.infer<typeof ReviewMovesQuery>;
export const ReviewGamePath = z.object({ gameId: AnyGameId });

/** One placement of a finished game: the round, its letter and the cell it went into. */
export const PlayedMoveSchema = z.object({
  round: z.number().int().min(1).max(16),
  letter: Letter,
  cell: CellIndex,
});

export const ReviewMovesResponse = z.object({
  gameId: z.string(),
  kind: z.enum(['daily', 'friend']),
  /** The seat whose moves are reviewed: the caller's own (daily: 2; a visitor after the day: the owner's). */
  seat: Seat,
  /** The caller played this game (else a visitor, allowed once the day is over everywhere). */
  isOwner: z.boolean(),
  moves: z.array(PlayedMoveSchema).length(16),
  score: Score,
  /** The other player's placements in a friend game, for the replay's second grid; null in a daily. */
  opponentMoves: z.array(PlayedMoveSchema).length(16).nullable(),
  opponentScore: Score.nullable(),
  /** The name the other player went by in a friend game (null without one, and in a daily). */
  opponentName: z.string().nullable().optional(),
  /** The daily's number and day, for its title; null in a friend game. */
  gameNumber: z.number().int().positive().nullable(),
  date: z.string().nullable(),
  archive: z.boolean(),
});
export type ReviewMovesResponse = z.infer<typeof ReviewMovesResponse>;

/** Socket `watch`: a stranger follows a full game. */
export const SocketWatch = z.object({ gameId: FriendGameId });
export type SocketWatch = z.infer<typeof SocketWatch>;

/**
 * What a watcher is told: the round, the letters called, both players' presence and, only once the game is
 * over, the grids and scores. Before the end `grids` is null, so no player's grid can reach anyone through it.
 */
export const WatchState = z.object({
  type: z.literal('WATCH_STATE'),
  gameId: z.string(),
  status: GameStatus,
  currentRound: z.number().int().min(1).max(17),
  currentLetter: z.string().nullable(),
  lettersCalled: z.array(Letter),
  player1Present: z.boolean(),
  player2Present: z.boolean(),
  player1Placed: z.boolean(),
  player2Placed: z.boolean(),
  /** The names the players go by, null for one without a name ("Player 1"). */
  player1Name: z.string().nullable().optional(),
  player2Name: z.string().nullable().optional(),
  watchers: z.number().int().nonnegative(),
  final: z
    .object({ player1Grid: GridSchema, player2Grid: GridSchema, player1Score: Score, player2Score: Score })
    .nullable(),
});
export type WatchState = z.infer<typeof WatchState>;

/** Sent to the players' room: how many are watching now. */
export const WatchersCount = z.object({
  type: z.literal('WATCHERS'),
  gameId: z.string(),
  watchers: z.number().int().nonnegative(),
});
export type WatchersCount = z.infer<typeof WatchersCount>;

export const WatchAck = z.union([
  z.object({ ok: z.literal(true), state: WatchState }),
  z.object({ ok: z.literal(false), error: z.string(), code: ErrorCode.optional() }),
]);
export type WatchAck = z.infer<typeof WatchAck>;

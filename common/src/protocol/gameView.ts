// The game as a client sees it (docs/PROTOCOL.md §3 "Game"): friend games, and daily games presented with the AI as player 1.
import { z } from 'zod';
import { GridSchema, ScoredWordSchema, Score, Seat, StateVersion } from './primitives';
import { RematchState } from './rematchState';

export const GameStatus = z.enum(['waiting', 'active', 'completed']);
export type GameStatus = z.infer<typeof GameStatus>;
export const RoundState = z.enum(['AWAITING_LETTER', 'LETTER_PROVIDED']);
export type RoundState = z.infer<typeof RoundState>;
export const GameMode = z.enum(['multiplayer', 'daily']);
export type GameMode = z.infer<typeof GameMode>;

/** 'Available' means present; anything else (the server sends 'Away') means away. */
export const PlayerStatus = z.string().max(32);

export const GameView = z.object({
  gameId: z.string(),
  gameMode: GameMode,
  status: GameStatus,
  currentRound: z.number().int().min(1).max(17),
  currentLetter: z.string().nullable(),
  currentTurn: Seat,
  roundState: RoundState,
  // Seat occupants: the viewer's own clientId and UUID; the opponent's are credentials and arrive redacted.
  player1: z.string().nullable(),
  player2: z.string().nullable(),
  player1UUID: z.string().nullable(),
  player2UUID: z.string().nullable(),
  // The names the seats' players go by (null until one is given): public, unlike the credentials above.
  player1Name: z.string().nullable().optional(),
  player2Name: z.string().nullable().optional(),
  player1Grid: GridSchema,
  player2Grid: GridSchema,
  player1Words: z.array(ScoredWordSchema),
  player2Words: z.array(ScoredWordSchema),
  player1Score: Score,
  player2Score: Score,
  player1Submitted: z.boolean(),
  player2Submitted: z.boolean(),
  player1Status: PlayerStatus,
  player2Status: PlayerStatus,
  identityVersion: z.number().default(1.0),
  lastActivityAt: z.string(),
  challengeId: z.string().nullable().optional(),
  dailyChallengeDate: z.string().nullable().optional(),
  gameNumber: z.number().int().positive().optional(),
  /** The state id: a client keeps the view with the highest (an added field; older clients ignore it). */
  version: StateVersion,
  // A finished friend game's rematch offers and the game they led to.
  rematch: RematchState.optional(),
  // A game that ended early: who won, and whether by resignation or a claim after long silence.
  ending: z.object({ ending: z.enum(['resigned', 'claimed']), winner: Seat }).optional(),
  /** When the viewer may claim the win if the opponent stays silent (only while the opponent must act). */
  claimableAt: z.string().nullable().optional(),
});
export type GameView = z.infer<typeof GameView>;

/** Who the viewer is in this game; null when the viewer holds no seat. */
export const PlayerInfo = z.object({ playerId: Seat, isYourTurn: z.boolean() });
export type PlayerInfo = z.infer<typeof PlayerInfo>;

/** The marker standing in for the opponent's redacted clientId, so a client still sees the seat is taken. */
export const REDACTED = 'redacted';

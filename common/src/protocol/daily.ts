// REST bodies and replies for the Daily Challenge (SPEC §7).
import { z } from 'zod';
import { GameView } from './gameView';
import {
  CellIndex,
  DayParam,
  GridSchema,
  Letter,
  PlayerUUID,
  ScoredWordSchema,
  Score,
  TimeZoneName,
} from './primitives';

export const DailyCreateRequest = z.object({
  playerUUID: PlayerUUID,
  userTimezone: TimeZoneName.optional().default('UTC'),
});
export type DailyCreateRequest = z.infer<typeof DailyCreateRequest>;

/** The simplified daily game as the client sees it: the AI is player 1, the human player 2. */
export const DailyGameView = GameView.extend({
  gameMode: z.literal('daily'),
  gameNumber: z.number().int().positive(),
  dailyChallengeDate: z.string(),
  playerGrid: GridSchema,
  playerWords: z.array(ScoredWordSchema),
  playerScore: Score,
  completedRounds: z.number().int().min(0).max(16),
});
export type DailyGameView = z.infer<typeof DailyGameView>;

export const DailyGameResponse = z.object({ success: z.literal(true), game: DailyGameView });
export type DailyGameResponse = z.infer<typeof DailyGameResponse>;

export const DailyAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('PLACE_LETTER'), cellIndex: CellIndex, playerUUID: PlayerUUID.optional() }),
  z.object({ action: z.literal('SELECT_LETTER'), letter: Letter, playerUUID: PlayerUUID.optional() }),
]);
export type DailyAction = z.infer<typeof DailyAction>;

export const Completion = z.object({
  date: z.string(),
  gameNumber: z.number().int().positive(),
  finalScore: Score,
  gameId: z.string(),
});
export type Completion = z.infer<typeof Completion>;

/** A create for a day already played answers 409 with this. */
export const AlreadyCompletedResponse = z.object({ error: z.string(), completion: Completion });
export type AlreadyCompletedResponse = z.infer<typeof AlreadyCompletedResponse>;

export const CheckCompletionQuery = z.object({ date: DayParam, playerUUID: PlayerUUID });
export type CheckCompletionQuery = z.infer<typeof CheckCompletionQuery>;
export const CheckCompletionResponse = z.object({
  success: z.literal(true),
  hasCompleted: z.boolean(),
  completion: Completion.nullable(),
});
export type CheckCompletionResponse = z.infer<typeof CheckCompletionResponse>;

export const GameHighScoreQuery = z.object({ gameNumber: z.coerce.number().int().positive() });
export type GameHighScoreQuery = z.infer<typeof GameHighScoreQuery>;
export const HighScoreResponse = z.object({ success: z.literal(true), highScore: Score.nullable() });
export type HighScoreResponse = z.infer<typeof HighScoreResponse>;

export const TodayHighScoreQuery = z.object({ timezone: TimeZoneName.optional().default('UTC') });
export type TodayHighScoreQuery = z.infer<typeof TodayHighScoreQuery>;
export const TodayHighScoreResponse = z.object({
  success: z.literal(true),
  todaysHighScore: Score.nullable(),
});
export type TodayHighScoreResponse = z.infer<typeof TodayHighScoreResponse>;

/** Who asks: a player who has finished the day may see its letters while others still play it. */
export const SequenceQuery = z.object({ playerUUID: PlayerUUID.optional() });
export type SequenceQuery = z.infer<typeof SequenceQuery>;

/**
 * `sequence` is null while the day is still being played somewhere on Earth, unless the asking player
 * has completed it: the blind letters must stay blind.
 */
export const SequenceResponse = z.object({
  success: z.literal(true),
  revealed: z.boolean(),
  sequence: z
    .array(z.string().regex(/^[A-Z]$/))
    .length(8)
    .nullable(),
  gameNumber: z.number().int().positive(),
  date: z.string(),
});
export type SequenceResponse = z.infer<typeof SequenceResponse>;

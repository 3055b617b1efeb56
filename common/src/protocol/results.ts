// Public results, feedback and the word check (docs/PROTOCOL.md §7).
import { z } from 'zod';
import { GridSchema, PlayerUUID, ScoredWordSchema, Score } from './primitives';
import { FEEDBACK_MAX_LENGTH, WORD_CHECK_MAX_LENGTH } from '../constants';
import { FEEDBACK_EMPTY_MESSAGE } from '../messages/feedbackMessages';
import { BotLevelSchema } from './computerGame';
import { RESULT_MESSAGES } from '../messages/resultMessages';
import { skillFromLoss } from '../review/skill';

/**
 * Where a shared game was played. 'daily' and 'friend' games live on the server, which builds the shared
 * result from its own finished copy (what the client sends is ignored); 'computer' (vs-computer) and
 * 'demo' games never reached the server, so their results are stored as sent and labelled unverified.
 * Absent: inferred from gameMode ('daily_challenge' → daily, 'multiplayer' → friend, 'demo' → demo).
 */
export const ResultKind = z.enum(['daily', 'friend', 'computer', 'demo']);
export type ResultKind = z.infer<typeof ResultKind>;

/**
 * A review's spoiler-free summary, shared with its result: the skill and the points the moves lost. The
 * skill must be the one the points give (common's skill mapping); no letter is ever in it.
 */
export const ResultReview = z
  .object({
    skill: z.number().int().min(0).max(99),
    pointsLost: z.number().min(0).max(1000),
  })
  .refine((review) => review.skill === skillFromLoss(review.pointsLost), {
    error: RESULT_MESSAGES.reviewMismatch,
  });
export type ResultReview = z.infer<typeof ResultReview>;

export const PublicResultRequest = z.object({
  gameId: z.string().trim().min(1).max(64),
  kind: ResultKind.optional(),
  /** The level a 'computer' game was played against, for 'vs Computer (Hard)' on its page. */
  computerLevel: BotLevelSchema.optional(),
  gameNumber: z.number().int().positive().nullable().optional(),
  gameMode: z.enum(['daily_challenge', 'multiplayer', 'demo']).default('daily_challenge'),
  playerGrid: GridSchema,
  playerWords: z.array(ScoredWordSchema).max(8),
  playerScore: Score,
  completedAt: z.iso.datetime({ error: 'completedAt must be an ISO time' }),
  /**
   * Shared from the game's review: its summary is shown with the result. On a daily or friend game this only
   * asks for the line; the server stores its own review of the player's moves, whatever numbers are sent.
   */
  review: ResultReview.optional(),
  /**
   * Who shares. With `review` on a daily or friend game it must be that game's player (403 otherwise);
   * only the one who first shared a computer game's result may change its review line (anyone else's
   * review gets a result of their own). Never shown.
   */
  playerUUID: PlayerUUID.optional(),
});
export type PublicResultRequest = z.infer<typeof PublicResultRequest>;
export const PublicResultCreated = z.object({
  success: z.literal(true),
  shareId: z.string(),
  shareUrl: z.string(),
});
export type PublicResultCreated = z.infer<typeof PublicResultCreated>;

export const PublicResult = z.object({
  gameId: z.string(),
  gameMode: z.string(),
  gameNumber: z.number().int().positive().nullable(),
  playerScore: Score,
  playerGrid: GridSchema,
  playerWords: z.array(ScoredWordSchema),
  completedAt: z.string(),
  /** Results stored before kinds existed read as unverified. */
  kind: ResultKind.optional(),
  computerLevel: BotLevelSchema.optional(),
  /** True only when the server built the result from a game it stored and saw finish. */
  verified: z.boolean().optional(),
  /**
   * False while a daily result's letters would spoil the day for this viewer (they have not finished it and
   * it is still being played somewhere): then playerGrid is all empty cells and playerWords is empty.
   */
  revealed: z.boolean().optional(),
  /** The grid as the share text's emoji picture, a line per row: never any letters. */
  pattern: z.string().optional(),
  /** A daily result's par (the computer's score that day), when the day has one. */
  par: Score.nullable().optional(),
  /** The review's summary when the result was shared from it: spoiler-free, so shown to everyone. */
  review: ResultReview.optional(),
});
export type PublicResult = z.infer<typeof PublicResult>;
/** Who is looking: a viewer who has finished the day may see its letters before it is over everywhere. */
export const PublicResultQuery = z.object({ playerUUID: PlayerUUID.optional() });
export type PublicResultQuery = z.infer<typeof PublicResultQuery>;
export const PublicResultResponse = z.object({ success: z.literal(true), result: PublicResult });
export type PublicResultResponse = z.infer<typeof PublicResultResponse>;

export const FeedbackRequest = z.object({
  message: z
    .string({ error: FEEDBACK_EMPTY_MESSAGE })
    .trim()
    .min(1, FEEDBACK_EMPTY_MESSAGE)
    .max(FEEDBACK_MAX_LENGTH, `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters`),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const ValidateWordRequest = z.object({
  word: z
    .string({ error: 'word is required' })
    .trim()
    .toUpperCase()
    .min(1, 'word is required')
    .max(WORD_CHECK_MAX_LENGTH, `word must be at most ${WORD_CHECK_MAX_LENGTH} letters`)
    .regex(/^[A-Z]+$/, 'word must contain only letters A-Z'),
});
export type ValidateWordRequest = z.infer<typeof ValidateWordRequest>;
export const ValidateWordResponse = z.object({
  success: z.literal(true),
  isValid: z.boolean(),
  word: z.string(),
});
export type ValidateWordResponse = z.infer<typeof ValidateWordResponse>;

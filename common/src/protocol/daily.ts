// REST bodies and replies for the Daily Challenge (docs/PROTOCOL.md §7).
import { z } from 'zod';
import { GameView } from './gameView';
import { MOVE_ERROR_MESSAGES } from '../messages/moveErrors';
import { MAX_BANKED_FREEZES, TOTAL_ROUNDS } from '../constants';
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
import { ErrorResponse } from './errors';

export const DailyCreateRequest = z.object({
  playerUUID: PlayerUUID,
  userTimezone: TimeZoneName.optional().default('UTC'),
  /** A past day to play from the archive; without it, the player's today. */
  date: DayParam.optional(),
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
  /** Played from the archive after its day: never counts for streaks or the day's high score. */
  archive: z.boolean(),
  /** Set when a visitor may not see the day's letters yet: grid, words and letter are blanked, scores kept. */
  lettersHidden: z.boolean().optional(),
  /**
   * False for a live game that does not count toward its day's high score (its player's identity is new that
   * day, backend highScoreEligibility.ts), so the end screen can say why; absent when it counts.
   */
  countsForHighScore: z.literal(false).optional(),
});
export type DailyGameView = z.infer<typeof DailyGameView>;

/** `isOwner`: whether the asking playerUUID is the game's player; views never carry the owner's UUID. */
export const DailyGameResponse = z.object({
  success: z.literal(true),
  game: DailyGameView,
  isOwner: z.boolean(),
});
export type DailyGameResponse = z.infer<typeof DailyGameResponse>;

/** Who asks for a daily game, so the reply can say whether it is theirs. */
export const DailyGameQuery = z.object({ playerUUID: PlayerUUID.optional() });
export type DailyGameQuery = z.infer<typeof DailyGameQuery>;

/**
 * The round the player's screen showed when they moved. Another tab or device of the same player may have
 * moved the game on since, and a placement sent for round 2 must not drop into round 3 with that round's
 * blind letter, unseen: a move for another round is refused as stale. Optional for the spec's clients.
 */
const SeenRound = z.number().int().min(1).max(TOTAL_ROUNDS).optional();

/**
 * A daily game belongs to its player and the server refuses anyone else. The player proves it either with
 * `playerUUID` here (the web app sends it) or with the HttpOnly cookie issued when they created or resumed
 * the game, so a client that sends only the spec's `{ action, cellIndex | letter }` can still play.
 */
export const DailyAction = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('PLACE_LETTER'),
      cellIndex: CellIndex,
      playerUUID: PlayerUUID.optional(),
      round: SeenRound,
    }),
    z.object({
      action: z.literal('SELECT_LETTER'),
      letter: Letter,
      playerUUID: PlayerUUID.optional(),
      round: SeenRound,
    }),
  ],
  { error: MOVE_ERROR_MESSAGES.invalidMove },
);
export type DailyAction = z.infer<typeof DailyAction>;

export const Completion = z.object({
  date: z.string(),
  gameNumber: z.number().int().positive(),
  finalScore: Score,
  gameId: z.string(),
});
export type Completion = z.infer<typeof Completion>;

/** A create for a day already played answers 409 with this. */
export const AlreadyCompletedResponse = ErrorResponse.extend({
  code: z.literal('ALREADY_COMPLETED'),
  completion: Completion,
});
export type AlreadyCompletedResponse = z.infer<typeof AlreadyCompletedResponse>;

export const CheckCompletionQuery = z.object({ date: DayParam, playerUUID: PlayerUUID });
export type CheckCompletionQuery = z.infer<typeof CheckCompletionQuery>;
export const CheckCompletionResponse = z.object({
  success: z.literal(true),
  hasCompleted: z.boolean(),
  completion: Completion.nullable(),
});
export type CheckCompletionResponse = z.infer<typeof CheckCompletionResponse>;

const GAME_NUMBER_ERROR = 'gameNumber must be a whole number from 1';
export const GameHighScoreQuery = z.object({
  gameNumber: z.coerce
    .number({ error: GAME_NUMBER_ERROR })
    .int(GAME_NUMBER_ERROR)
    .positive(GAME_NUMBER_ERROR),
});
export type GameHighScoreQuery = z.infer<typeof GameHighScoreQuery>;
/**
 * The day's scores of established players (counts by score, 0..32): the distribution behind
 * "better than N% of players". Absent from servers that predate it.
 */
export const ScoreDistribution = z.array(z.number().int().nonnegative()).max(64);
export const HighScoreResponse = z.object({
  success: z.literal(true),
  highScore: Score.nullable(),
  distribution: ScoreDistribution.optional(),
});
export type HighScoreResponse = z.infer<typeof HighScoreResponse>;

/** `playerUUID`: whose game today to say whether it counts (`countsForHighScore` in the reply). */
export const TodayHighScoreQuery = z.object({
  timezone: TimeZoneName.optional().default('UTC'),
  playerUUID: PlayerUUID.optional(),
});
export type TodayHighScoreQuery = z.infer<typeof TodayHighScoreQuery>;
export const TodayHighScoreResponse = z.object({
  success: z.literal(true),
  todaysHighScore: Score.nullable(),
  distribution: ScoreDistribution.optional(),
  /** Asked with a playerUUID whose live game today does not count toward the high score (a new identity). */
  countsForHighScore: z.literal(false).optional(),
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
  /** The computer's score on the day, revealed with the letters; null for days stored before par existed. */
  par: Score.nullable(),
  /** The computer's grid that scored par, revealed with the letters; null when hidden or not kept for the day. */
  parGrid: GridSchema.nullable(),
  /** The words of parGrid, scored; null with it. */
  parWords: z.array(ScoredWordSchema).nullable(),
  sequence: z
    .array(z.string().regex(/^[A-Z]$/))
    .length(8)
    .nullable(),
  gameNumber: z.number().int().positive(),
  date: z.string(),
});
export type SequenceResponse = z.infer<typeof SequenceResponse>;

export const StatsQuery = z.object({ playerUUID: PlayerUUID, date: DayParam });
export type StatsQuery = z.infer<typeof StatsQuery>;

export const PlayerCompletion = Completion.extend({ archive: z.boolean(), completedAt: z.string() });
export type PlayerCompletion = z.infer<typeof PlayerCompletion>;

export const DailyStatsSchema = z.object({
  played: z.number().int().min(0),
  average: z.number().min(0),
  best: Score.nullable(),
  /** The spec's daily streak, which freezes never touch: the "perfect streak". */
  currentStreak: z.number().int().min(0),
  /** The streak with streak freezes spent on missed days. */
  streakWithFreezes: z.number().int().min(0),
  freezesBanked: z.number().int().min(0).max(MAX_BANKED_FREEZES),
  frozenDays: z.array(z.string()),
  longestStreak: z.number().int().min(0),
  twentyPlusStreak: z.number().int().min(0),
  histogram: z.array(z.object({ label: z.string(), from: Score, to: Score, count: z.number().int().min(0) })),
});

/**
 * The server's record of a player's finished daily games, newest first (archive plays included and marked),
 * and the stats of the live ones as of `date`, the player's today.
 */
export const StatsResponse = z.object({
  success: z.literal(true),
  completions: z.array(PlayerCompletion),
  stats: DailyStatsSchema,
});
export type StatsResponse = z.infer<typeof StatsResponse>;

// daily_challenge_games: one simplified daily game per player per day (ids DCS-G{n}-...).
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { gridField, wordsField } from './shared';

export const dailyGameSchema = new Schema(
  {
    gameId: { type: String, required: true, unique: true },
    playerUUID: { type: String, required: true },
    currentRound: { type: Number, default: 1 },
    roundState: { type: String, enum: ['AWAITING_LETTER', 'LETTER_PROVIDED'], default: 'AWAITING_LETTER' },
    currentLetter: { type: String, default: null },
    playerGrid: gridField,
    playerWords: wordsField,
    playerScore: { type: Number, default: 0 },
    completedRounds: { type: Number, default: 0 },
    status: { type: String, enum: ['active', 'completed'], default: 'active' },
    /** The player's own calendar day, 'YYYY-MM-DD'. */
    dailyChallengeDate: { type: String, required: true },
    gameNumber: { type: Number, required: true },
    /** Played from the archive after its day: left out of streaks and the day's high score. */
    archive: { type: Boolean, default: false },
    /**
     * Whether this game may set the day's high score: its player's identity existed before the day began
     * (daily/highScoreEligibility.ts). Absent on games made before it, which count.
     */
    countsForHighScore: { type: Boolean, default: true },
    /** The secret in the owner's HttpOnly cookie (daily/ownerCookie.ts); null on games made before it. */
    ownerToken: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    lastActivityAt: { type: Date, default: () => new Date() },
    completedAt: { type: Date, default: null },
    /** Every placement in order, four characters each (daily/dailyMoveLog.ts): the review reads it. */
    moveLog: { type: String, default: undefined },
    version: { type: Number, default: 0 },
  },
  { collection: 'daily_challenge_games', versionKey: false, minimize: false },
);
// One game per player per challenge, even when two first requests race.
dailyGameSchema.index({ playerUUID: 1, gameNumber: 1 }, { unique: true });
dailyGameSchema.index({ playerUUID: 1, dailyChallengeDate: 1 });
dailyGameSchema.index({ gameNumber: 1, status: 1, playerScore: -1 });
dailyGameSchema.index({ dailyChallengeDate: 1, status: 1, playerScore: -1 });

export type DailyGameRecord = InferSchemaType<typeof dailyGameSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function dailyGameModel(connection: Connection) {
  return connection.model('DailyGame', dailyGameSchema);
}
export type DailyGameModel = ReturnType<typeof dailyGameModel>;

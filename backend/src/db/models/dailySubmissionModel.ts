// daily_challenge_submissions: an audit line for every letter chosen or placed in a daily game.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const dailySubmissionSchema = new Schema(
  {
    gameId: { type: String, required: true },
    playerUUID: { type: String, required: true },
    gameNumber: { type: Number, required: true },
    date: { type: String, required: true },
    round: { type: Number, required: true },
    letterSubmitted: { type: String, default: null },
    cellIndex: { type: Number, default: null },
    submissionType: { type: String, enum: ['SELECT_LETTER', 'PLACE_LETTER'], required: true },
    gridState: { type: Schema.Types.Mixed, default: null },
    timestamp: { type: Date, default: () => new Date() },
    /**
     * When the TTL monitor drops the line: DAILY_SUBMISSION_RETENTION_DAYS after it was written. Lines written
     * before it have none and stay, since the review of their games (which keep no moveLog) reads them.
     */
    expireAt: { type: Date },
  },
  { collection: 'daily_challenge_submissions', versionKey: false, minimize: false },
);
dailySubmissionSchema.index({ gameId: 1, timestamp: 1 });
dailySubmissionSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export type DailySubmissionRecord = InferSchemaType<typeof dailySubmissionSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function dailySubmissionModel(connection: Connection) {
  return connection.model('DailySubmission', dailySubmissionSchema);
}
export type DailySubmissionModel = ReturnType<typeof dailySubmissionModel>;

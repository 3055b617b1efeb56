// public_game_results: shared results behind unguessable share ids.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { gridField, wordsField } from './shared';

export const publicResultSchema = new Schema(
  {
    shareId: { type: String, required: true, unique: true },
    gameId: { type: String, required: true },
    gameNumber: { type: Number, default: null },
    gameMode: { type: String, default: 'daily_challenge' },
    /** daily | friend (built by the server from its finished game) | computer | demo (as sent); null: older. */
    kind: { type: String, default: null },
    /** A computer game's level (easy | medium | hard); null for every other kind. */
    computerLevel: { type: String, default: null },
    playerGrid: gridField,
    playerWords: wordsField,
    playerScore: { type: Number, required: true },
    completedAt: { type: Date, required: true },
    /** Shared from its review: { skill, pointsLost }, spoiler-free; null when shared from the end screen. */
    review: { type: { _id: false, skill: Number, pointsLost: Number }, default: null },
    /** Who first shared it (never shown): only they may change a computer game's review line. */
    sharerUUID: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'public_game_results', versionKey: false, minimize: false },
);
publicResultSchema.index({ gameId: 1 });

export type PublicResultRecord = InferSchemaType<typeof publicResultSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function publicResultModel(connection: Connection) {
  return connection.model('PublicResult', publicResultSchema);
}
export type PublicResultModel = ReturnType<typeof publicResultModel>;

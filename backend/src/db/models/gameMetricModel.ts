// game_metrics: counted facts about games (created, started, completed, move latency) for operators.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const gameMetricSchema = new Schema(
  {
    gameId: { type: String, default: null },
    metricType: { type: String, required: true },
    metricValue: { type: Number, default: 1 },
    timestamp: { type: Date, default: () => new Date() },
    additionalData: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'game_metrics', versionKey: false, minimize: false },
);
// Only the TTL: the app writes these and never queries them (operators read them ad hoc), and an index
// no query uses costs every write and, in the embedded database, every start (three index entries a
// game, a third of all a 100,000-game restart built).
gameMetricSchema.index({ timestamp: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

/** Indexes earlier versions declared and nothing uses any more: dropped at start-up (ensureIndexes). */
export const OBSOLETE_GAME_METRIC_INDEXES = ['metricType_1_timestamp_-1'];

export type GameMetricRecord = InferSchemaType<typeof gameMetricSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function gameMetricModel(connection: Connection) {
  return connection.model('GameMetric', gameMetricSchema);
}
export type GameMetricModel = ReturnType<typeof gameMetricModel>;

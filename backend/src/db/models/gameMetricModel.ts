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
gameMetricSchema.index({ metricType: 1, timestamp: -1 });
gameMetricSchema.index({ timestamp: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export type GameMetricRecord = InferSchemaType<typeof gameMetricSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function gameMetricModel(connection: Connection) {
  return connection.model('GameMetric', gameMetricSchema);
}
export type GameMetricModel = ReturnType<typeof gameMetricModel>;

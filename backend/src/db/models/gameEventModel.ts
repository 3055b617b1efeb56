// game_events: every event a game published, in order, for SSE Last-Event-ID replay and audit.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const gameEventSchema = new Schema(
  {
    gameId: { type: String, required: true },
    eventId: { type: Number, required: true },
    playerId: { type: Number, default: null },
    eventType: { type: String, required: true },
    eventData: { type: Schema.Types.Mixed, default: {} },
    timestamp: { type: Date, default: () => new Date() },
    roundNumber: { type: Number, default: null },
    serverInstance: { type: String, default: null },
    correlationId: { type: String, default: null },
  },
  { collection: 'game_events', versionKey: false, minimize: false },
);
gameEventSchema.index({ gameId: 1, eventId: 1 }, { unique: true });
gameEventSchema.index({ timestamp: 1 }, { expireAfterSeconds: 7 * 24 * 60 * 60 });

export type GameEventRecord = InferSchemaType<typeof gameEventSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function gameEventModel(connection: Connection) {
  return connection.model('GameEvent', gameEventSchema);
}
export type GameEventModel = ReturnType<typeof gameEventModel>;

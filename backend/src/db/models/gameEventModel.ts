// game_events: what each event of a game said, in order, for SSE Last-Event-ID replay. A record holds the
// facts of one event (a letter, a cell, a status), never the game view: replay rebuilds views by folding.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { GAME_IDLE_TTL_DAYS, MS_PER_DAY } from '@gridable/common/constants';

/**
 * A game still in play keeps its events as long as the game itself is kept while idle. A finished game's
 * log is dropped when it completes (realtime/eventRecorder.ts): late clients get its final state instead.
 */
export const LIVE_GAME_EVENTS_TTL_SECONDS = (GAME_IDLE_TTL_DAYS * MS_PER_DAY) / 1000;

export const gameEventSchema = new Schema(
  {
    gameId: { type: String, required: true },
    eventId: { type: Number, required: true },
    playerId: { type: Number },
    eventType: { type: String, required: true },
    /** The event's own facts (see games/gameEvents.ts LoggedFacts), and where its write began. */
    eventData: { type: Schema.Types.Mixed, default: {} },
    timestamp: { type: Date, default: () => new Date() },
    roundNumber: { type: Number },
    serverInstance: { type: String },
    correlationId: { type: String },
    /** When the TTL monitor drops the record of a game left unfinished: the game's own idle TTL ahead. */
    expireAt: { type: Date },
  },
  { collection: 'game_events', versionKey: false, minimize: false },
);
gameEventSchema.index({ gameId: 1, eventId: 1 }, { unique: true });
gameEventSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export type GameEventRecord = InferSchemaType<typeof gameEventSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function gameEventModel(connection: Connection) {
  return connection.model('GameEvent', gameEventSchema);
}
export type GameEventModel = ReturnType<typeof gameEventModel>;

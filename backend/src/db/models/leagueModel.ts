// leagues: a named group of players comparing their dailies; joined by link, no accounts.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const leagueSchema = new Schema(
  {
    leagueId: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    /** The player who may rename the league and remove members; passes to the longest member when they leave. */
    creatorUUID: { type: String, required: true },
    /** The zone whose midnight starts the league's day and whose Monday starts its week. */
    timeZone: { type: String, required: true },
    /** The league's first day in its zone: "all time" counts from here. */
    createdDay: { type: String, required: true },
    /** Seats taken, raised before a member is inserted so that two joins cannot both take the 50th. */
    memberCount: { type: Number, default: 0 },
    /** Closed to new members by its creator (members stay): joins are refused until it is opened again. */
    closed: { type: Boolean, default: false },
    createdAt: { type: Date, default: () => new Date() },
    /** Last day a member opened it (refreshed at most daily); LEAGUE_IDLE_DAYS later an idle league is swept. */
    lastActiveAt: { type: Date, default: () => new Date() },
  },
  { collection: 'leagues', versionKey: false },
);
leagueSchema.index({ lastActiveAt: 1 });

export type LeagueRecord = InferSchemaType<typeof leagueSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function leagueModel(connection: Connection) {
  return connection.model('League', leagueSchema);
}
export type LeagueModel = ReturnType<typeof leagueModel>;

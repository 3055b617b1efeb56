// league_members: one player's seat in one league, under a nickname; members are shown by memberId, never by
// playerUUID, which is the player's credential.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const leagueMemberSchema = new Schema(
  {
    leagueId: { type: String, required: true },
    memberId: { type: String, required: true },
    playerUUID: { type: String, required: true },
    nickname: { type: String, required: true },
    /** The nickname as compared: two members of a league may not be told apart by case alone. */
    nicknameKey: { type: String, required: true },
    joinedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'league_members', versionKey: false },
);
// The league page lists a league's members (oldest first); a join finds the player's own seat.
leagueMemberSchema.index({ leagueId: 1, playerUUID: 1 }, { unique: true });
leagueMemberSchema.index({ leagueId: 1, memberId: 1 }, { unique: true });
leagueMemberSchema.index({ leagueId: 1, nicknameKey: 1 }, { unique: true });
// Home lists a player's leagues.
leagueMemberSchema.index({ playerUUID: 1, joinedAt: 1 });

export type LeagueMemberRecord = InferSchemaType<typeof leagueMemberSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function leagueMemberModel(connection: Connection) {
  return connection.model('LeagueMember', leagueMemberSchema);
}
export type LeagueMemberModel = ReturnType<typeof leagueMemberModel>;

// push_subscriptions: one browser's Web Push subscription, owned by a player, with an optional daily reminder.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { MS_PER_DAY, PUSH_SUBSCRIPTION_IDLE_DAYS } from '@gridable/common/constants';

export const PUSH_SUBSCRIPTION_TTL_SECONDS = (PUSH_SUBSCRIPTION_IDLE_DAYS * MS_PER_DAY) / 1000;

export const pushSubscriptionSchema = new Schema(
  {
    endpoint: { type: String, required: true, unique: true },
    playerUUID: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    // Opt-in: "HH:MM" in the player's own time zone; the day it was last sent, so each day sends once.
    reminderTime: { type: String, default: null },
    reminderTimeZone: { type: String, default: null },
    reminderSentDay: { type: String, default: null },
    /** When its next reminder is due: the minute check reads only these (dailyReminders.ts). */
    reminderDueAt: { type: Date, default: null },
    /**
     * The turn (`turnKey`) a tab of this browser told the player of itself, per game, newest last, for the last
     * `TOLD_GAMES_KEPT` games (push/toldTurns.ts): that turn's push skips this browser.
     */
    toldTurns: {
      type: [
        { _id: false, gameId: { type: String, required: true }, turn: { type: String, required: true } },
      ],
      default: undefined,
    },
    /**
     * Earlier builds kept one told turn in these: still read, and folded into `toldTurns` at the record's next
     * told turn.
     */
    toldGameId: { type: String, default: undefined },
    toldTurn: { type: String, default: undefined },
    createdAt: { type: Date, default: () => new Date() },
    /** Last time its browser registered it or a push service took a push for it; the TTL counts from here. */
    lastSeenAt: { type: Date, default: () => new Date() },
  },
  { collection: 'push_subscriptions', versionKey: false },
);
pushSubscriptionSchema.index({ playerUUID: 1 });
pushSubscriptionSchema.index({ lastSeenAt: 1 }, { expireAfterSeconds: PUSH_SUBSCRIPTION_TTL_SECONDS });
pushSubscriptionSchema.index({ reminderTime: 1 }, { sparse: true });
pushSubscriptionSchema.index({ reminderDueAt: 1 }, { sparse: true });

export type PushSubscriptionRecord = InferSchemaType<typeof pushSubscriptionSchema>;
export function pushSubscriptionModel(connection: Connection) {
  return connection.model('PushSubscription', pushSubscriptionSchema);
}

/** server_keys: keys every node must share (the VAPID pair generated at first start). */
export const serverKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'server_keys', versionKey: false },
);
export function serverKeyModel(connection: Connection) {
  return connection.model('ServerKey', serverKeySchema);
}

/**
 * pending_pushes: a "your turn" push waiting for its player to stay away 30 s. Stored so a restart sends it
 * when due instead of forgetting it; whoever deletes it sends it, so one node sends each.
 */
export const pendingPushSchema = new Schema(
  {
    gameId: { type: String, required: true },
    seat: { type: Number, enum: [1, 2], required: true },
    playerUUID: { type: String, required: true },
    movedAtVersion: { type: Number, required: true },
    dueAt: { type: Date, required: true },
  },
  { collection: 'pending_pushes', versionKey: false },
);
// One pending turn push per seat: a newer turn replaces the older.
pendingPushSchema.index({ gameId: 1, seat: 1 }, { unique: true });
export function pendingPushModel(connection: Connection) {
  return connection.model('PendingPush', pendingPushSchema);
}

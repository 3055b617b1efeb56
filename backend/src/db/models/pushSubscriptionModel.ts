// push_subscriptions: one browser's Web Push subscription, owned by a player, with an optional daily reminder.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

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
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'push_subscriptions', versionKey: false },
);
pushSubscriptionSchema.index({ playerUUID: 1 });
pushSubscriptionSchema.index({ reminderTime: 1 }, { sparse: true });

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

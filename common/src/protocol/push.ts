// Web push: the VAPID key, per-player subscriptions, the daily reminder, and what a push carries.
import { z } from 'zod';
import { FriendGameId, PlayerUUID, TimeZoneName } from './primitives';

export const VapidKeyResponse = z.object({ publicKey: z.string() });
export type VapidKeyResponse = z.infer<typeof VapidKeyResponse>;

/** base64url as PushSubscription.toJSON() gives it. */
const Base64Url = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** What PushSubscription.toJSON() gives; the endpoint is checked against the server's allow-list too. */
export const PushSubscriptionJson = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url, auth: Base64Url }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** "HH:MM", 24-hour, in the player's own time zone. */
export const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM');

export const DailyReminder = z.object({ localTime: LocalTime, timeZone: TimeZoneName });
export type DailyReminder = z.infer<typeof DailyReminder>;

/** POST /api/push/subscribe: replaces this endpoint's subscription (reminder null: none; left out: kept as stored). */
export const PushSubscribeRequest = z.object({
  playerUUID: PlayerUUID,
  subscription: PushSubscriptionJson,
  reminder: DailyReminder.nullable().optional(),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>;

/**
 * GET /api/push/reminder?playerUUID=…&endpoint=…: the daily reminder stored for this browser's subscription,
 * so its checkbox shows what the server will do. Only the owner's own subscription answers; any other
 * (unknown endpoint, another player's) reads as no reminder.
 */
export const PushReminderQuery = z.object({
  playerUUID: PlayerUUID,
  endpoint: z.string().max(1024),
});
export type PushReminderQuery = z.infer<typeof PushReminderQuery>;
export const PushReminderResponse = z.object({ reminder: DailyReminder.nullable() });
export type PushReminderResponse = z.infer<typeof PushReminderResponse>;

/** POST /api/push/unsubscribe. */
export const PushUnsubscribeRequest = z.object({
  playerUUID: PlayerUUID,
  endpoint: z.string().max(1024),
});
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

/**
 * POST /api/push/told: this browser's hidden game tab showed its own notification of `turn` (`turnKey`) in
 * `gameId`. The turn's push skips this subscription (the device has been told); the player's others still get it.
 * The subscription keeps the told turn of each of its last 8 games; a client network may tell 60 a minute.
 */
export const PushToldRequest = z.object({
  playerUUID: PlayerUUID,
  endpoint: z.string().max(1024),
  gameId: FriendGameId,
  turn: z.string().min(1).max(32),
});
export type PushToldRequest = z.infer<typeof PushToldRequest>;

/**
 * POST /api/push/resubscribe: the push service replaced this browser's subscription (the worker's
 * pushsubscriptionchange). The old one's auth secret, known only to that browser and the server, proves the
 * renewal is the owner's; the new subscription takes over its player and reminder.
 */
export const PushResubscribeRequest = z.object({
  oldEndpoint: z.string().max(1024),
  oldAuth: Base64Url,
  subscription: PushSubscriptionJson,
});
export type PushResubscribeRequest = z.infer<typeof PushResubscribeRequest>;

/** The decrypted push message the service worker shows. Never a letter of a day not yet finished. */
export const PushMessage = z.object({
  kind: z.enum(['your-turn', 'rematch', 'nudge', 'daily-reminder']),
  title: z.string(),
  body: z.string(),
  /** The app path the notification opens. */
  url: z.string().startsWith('/'),
  gameId: FriendGameId.optional(),
  /** A turn push: which turn of whose (`turnKey`), so a tab that told the player of it already can say so. */
  turn: z.string().max(32).optional(),
});
export type PushMessage = z.infer<typeof PushMessage>;

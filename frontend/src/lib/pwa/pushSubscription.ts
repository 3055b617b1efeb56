// Subscribes this browser to web push for the player (and, opt-in, a daily reminder at a local time).
import type {
  DailyReminder,
  PushReminderResponse,
  PushToldRequest,
  VapidKeyResponse,
} from '@gridable/common';
import { PUSH_MESSAGES } from '@gridable/common/messages';
import { jsonReply, postJson } from '../http/postJson';
import { clockedFetch } from '../clock/clockedFetch';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  // A refusal (rate limit, storage down) says why in its sentence; read as a key, the player saw a script error.
  const { publicKey } = await jsonReply<VapidKeyResponse>(await clockedFetch('/api/push/vapid-public-key'));
  return keyBytes(publicKey);
}

function subscribeFor(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Whether the subscription was made for `key` (a browser that does not say is taken at its word). */
function madeFor(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return true;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Says this browser's subscription to the server again as `playerUUID`'s (Home does on each visit: the server's
 * record can fall behind the browser). A subscription made for a key the server no longer signs with (its key pair
 * was replaced, its data restored) is refused by the push service on every send and would be handed back for ever:
 * it is replaced by one for the current key, which keeps the old one's reminder.
 */
export async function refreshPushSubscription(playerUUID: string): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const existing = (await registration?.pushManager.getSubscription()) ?? null;
  if (!registration || !existing) return;
  const key = await serverKey();
  if (madeFor(existing, key)) {
    await rebindPushSubscription(playerUUID, existing);
    return;
  }
  const old = existing.toJSON();
  await existing.unsubscribe();
  const renewed = await subscribeFor(registration, key);
  // The reminder moves with the renewal when the server still knows the old subscription; then it is the player's.
  await postJson('/api/push/resubscribe', {
    oldEndpoint: old.endpoint,
    oldAuth: old.keys?.auth,
    subscription: renewed.toJSON(),
  }).catch(() => undefined);
  await rebindPushSubscription(playerUUID, renewed);
}

/** Asks permission, subscribes with the server's VAPID key and registers the subscription for the player. */
export async function subscribeToPush(playerUUID: string, reminder: DailyReminder | null): Promise<void> {
  const permission = await Notification.requestPermission();
  // "denied" is the browser's lasting answer (asking again shows nothing); "default", a question closed.
  if (permission === 'denied') throw new Error(PUSH_MESSAGES.permissionBlocked);
  if (permission !== 'granted') throw new Error(PUSH_MESSAGES.permissionDismissed);
  const registration = await navigator.serviceWorker.ready;
  const key = await serverKey();
  const existing = await registration.pushManager.getSubscription();
  const usable = existing && madeFor(existing, key) ? existing : null;
  // One made for a key the server has since replaced would never deliver: a new one for the current key.
  if (existing && !usable) await existing.unsubscribe();
  const subscription = usable ?? (await subscribeFor(registration, key));
  await postJson('/api/push/subscribe', { playerUUID, subscription: subscription.toJSON(), reminder });
}

/**
 * This browser now plays as `playerUUID` (it adopted another device's identity): its subscription is told to the
 * server again under that player, so their turns reach it rather than those of the identity it had before. No
 * reminder is sent, so the daily reminder set on this device stays as it was.
 */
export async function rebindPushSubscription(playerUUID: string, known?: PushSubscription): Promise<void> {
  const subscription = known ?? (await currentSubscription());
  if (!subscription) return;
  await postJson('/api/push/subscribe', { playerUUID, subscription: subscription.toJSON() });
}

/** The daily reminder the server keeps for this browser's subscription as `playerUUID`'s, or null for none. */
export async function storedReminder(playerUUID: string): Promise<DailyReminder | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const query = new URLSearchParams({ playerUUID, endpoint: subscription.endpoint });
  const res = await clockedFetch(`/api/push/reminder?${query.toString()}`);
  if (!res.ok) return null;
  return ((await res.json()) as PushReminderResponse).reminder;
}

export async function unsubscribeFromPush(playerUUID: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await postJson('/api/push/unsubscribe', { playerUUID, endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * This tab told `playerUUID` of `turn` in `gameId` with its own notification: the server's push of that turn
 * then skips this browser (it would flash a second banner). Best effort: unsaid, the worker's ask still quiets it.
 */
export async function tellServerTurnShown(playerUUID: string, gameId: string, turn: string): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    const told: PushToldRequest = { playerUUID, endpoint: subscription.endpoint, gameId, turn };
    await postJson('/api/push/told', told);
  } catch {
    // Offline or refused: the push arrives, and the worker asks this tab before it shows it.
  }
}

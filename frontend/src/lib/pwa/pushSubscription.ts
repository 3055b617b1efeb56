// Subscribes this browser to web push for the player (and, opt-in, a daily reminder at a local time).
import type { DailyReminder, VapidKeyResponse } from '@gridable/common';
import { postJson } from '../http/postJson';
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

/** Asks permission, subscribes with the server's VAPID key and registers the subscription for the player. */
export async function subscribeToPush(playerUUID: string, reminder: DailyReminder | null): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked');
  const registration = await navigator.serviceWorker.ready;
  const res = await clockedFetch('/api/push/vapid-public-key');
  const { publicKey } = (await res.json()) as VapidKeyResponse;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
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

export async function unsubscribeFromPush(playerUUID: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await postJson('/api/push/unsubscribe', { playerUUID, endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

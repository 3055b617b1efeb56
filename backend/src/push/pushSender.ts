// Sends Web Push messages off the move path: a bounded queue drained by a few concurrent senders, so a slow
// push service never holds up a move and a flood of triggers cannot grow memory without bound.
import type https from 'node:https';
import webPush from 'web-push';
import type { PushMessage } from '@gridable/common';
import type { Logger } from '../logger';
import type { VapidKeys } from './vapidKeys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSenderDeps {
  keys: VapidKeys;
  log: Logger;
  /** The push service answered that this subscription is gone (404/410): forget it. */
  onGone: (endpoint: string) => Promise<void>;
  /** The push service took a push for this subscription: it is alive. */
  onDelivered?: (endpoint: string) => Promise<void>;
  /** Tests trust their loopback push service's certificate through this. */
  agent?: https.Agent | undefined;
  maxQueued?: number;
  concurrency?: number;
}

/** A push the service has not taken within this long is given up (the next turn sends another). */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered message: a turn is news for a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function createPushSender({
  keys,
  log,
  onGone,
  onDelivered,
  agent,
  maxQueued = 1_000,
  concurrency = 4,
}: PushSenderDeps) {
  const queue: { target: PushTarget; message: PushMessage }[] = [];
  let running = 0;
  let dropped = 0;
  let sent = 0;
  const idleWaiters: (() => void)[] = [];

  async function sendOne(target: PushTarget, message: PushMessage): Promise<void> {
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          urgency: message.kind === 'daily-reminder' ? 'normal' : 'high',
          ...(agent ? { agent } : {}),
        },
      );
      sent += 1;
      await onDelivered?.(target.endpoint).catch((e: unknown) =>
        log.warn('marking a push subscription alive failed', { err: e }),
      );
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await onGone(target.endpoint).catch((e: unknown) =>
          log.warn('removing a gone push subscription failed', { err: e }),
        );
      } else {
        // The endpoint names a person's browser: log the service's host only.
        log.warn('push not delivered', { status, host: hostOf(target.endpoint) });
      }
    }
  }

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      running += 1;
      void sendOne(next.target, next.message).finally(() => {
        running -= 1;
        pump();
      });
    }
    if (running === 0 && queue.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
  }

  return {
    /** Queues a push; never waits. A full queue drops the push (counted) rather than delay anything. */
    enqueue(target: PushTarget, message: PushMessage): boolean {
      if (queue.length >= maxQueued) {
        dropped += 1;
        return false;
      }
      queue.push({ target, message });
      pump();
      return true;
    },
    counts: () => ({ queued: queue.length, running, sent, dropped }),
    /** Resolves when nothing is queued or in flight (shutdown, tests). */
    idle(): Promise<void> {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}

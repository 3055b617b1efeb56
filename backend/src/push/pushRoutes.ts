// REST for web push: the public VAPID key, and subscribing or unsubscribing one browser of a player.
import { Router } from 'express';
import {
  PushResubscribeRequest,
  PushSubscribeRequest,
  PUSH_MESSAGES,
  PushUnsubscribeRequest,
  PushToldRequest,
  PushReminderQuery,
  type PushReminderResponse,
  type OkResponse,
  type VapidKeyResponse,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import { forbidden, notFound } from '../http/errors';
import { isDuplicateKeyError } from '../db/versionedUpdate';
import type { Models } from '../db/models';
import { checkEndpoint, type EndpointPolicy } from './endpointPolicy';
import { firstReminder } from './dailyReminders';
import { limitRequests, type LimitOptions } from '../http/rateLimit';
import { rememberToldTurn } from './toldTurns';

/**
 * Subscriptions one client address may register: a browser registers when its player turns pushes on, sets
 * a reminder or moves device. Only the shared write budget (300 a minute) stood in front before, and every
 * stored subscription is kept, and pushed to daily when it names a reminder: one address with fresh UUIDs
 * and made-up endpoints stored ~430,000 a day and had the server send that many pushes for nobody.
 */
export const PUSH_SUBSCRIBE_LIMIT: LimitOptions = {
  name: 'push-subscribes',
  limit: 20,
  windowMs: 10 * 60_000,
};

/**
 * Told turns one client network may report: a tab tells once per turn of a game hidden in it, a few a minute
 * at most even with two players of a household on one address. Each is a write to a subscription; without
 * its own budget only the shared write budget (300 a minute) stood in front.
 */
export const PUSH_TOLD_LIMIT: LimitOptions = {
  name: 'push-told',
  limit: 60,
  windowMs: 60_000,
};

export interface PushRouteDeps {
  models: Models;
  publicKey: string;
  policy: EndpointPolicy;
  now: () => Date;
}

export function pushRoutes({ models, publicKey, policy, now }: PushRouteDeps): Router {
  const router = Router();

  router.get('/push/vapid-public-key', (_req, res) => {
    res.json({ publicKey } satisfies VapidKeyResponse);
  });

  router.post('/push/subscribe', limitRequests(PUSH_SUBSCRIBE_LIMIT), async (req, res) => {
    const { playerUUID, subscription, reminder } = parseInput(PushSubscribeRequest, req.body);
    checkEndpoint(subscription.endpoint, policy);
    const at = now();
    const reminderFields = {
      reminderTime: reminder?.localTime ?? null,
      reminderTimeZone: reminder?.timeZone ?? null,
      ...(reminder
        ? firstReminder(at, reminder.localTime, reminder.timeZone)
        : { reminderSentDay: null, reminderDueAt: null }),
    };
    // No reminder in the request (a browser handing its subscription to the identity it adopted) leaves the
    // one this browser set as it is.
    const keepReminder = reminder === undefined;
    await models.pushSubscriptions
      .updateOne(
        // The browser's own auth secret proves it is the browser: the endpoint alone may be known to others
        // (unsubscribe and told turns ask for the owner too). Other keys for a stored endpoint meet its unique
        // index on the upsert, and are refused rather than taking the subscription over.
        { endpoint: subscription.endpoint, auth: subscription.keys.auth },
        {
          $set: {
            playerUUID,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            lastSeenAt: at,
            ...(keepReminder ? {} : reminderFields),
          },
          $setOnInsert: { createdAt: at, ...(keepReminder ? reminderFields : {}) },
        },
        { upsert: true },
      )
      .catch(refuseAnotherBrowsers);
    res.status(201).json({ ok: true } satisfies OkResponse);
  });

  router.post('/push/resubscribe', limitRequests(PUSH_SUBSCRIBE_LIMIT), async (req, res) => {
    const { oldEndpoint, oldAuth, subscription } = parseInput(PushResubscribeRequest, req.body);
    checkEndpoint(subscription.endpoint, policy);
    const old = await models.pushSubscriptions.findOne({ endpoint: oldEndpoint, auth: oldAuth }).lean();
    if (!old) throw notFound(PUSH_MESSAGES.unknownSubscription, 'PUSH_SUBSCRIPTION_UNKNOWN');
    // The new endpoint carries on as the old one: same player, same reminder, same day already reminded.
    // The old subscription's secret proved the caller is its browser, not that the new endpoint is theirs: a
    // stored endpoint goes on only under its own keys (as in subscribe), unless it is the same subscription.
    const renewed =
      oldEndpoint === subscription.endpoint
        ? { _id: old._id }
        : { endpoint: subscription.endpoint, auth: subscription.keys.auth };
    await models.pushSubscriptions
      .updateOne(
        renewed,
        {
          $set: {
            playerUUID: old.playerUUID,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            reminderTime: old.reminderTime ?? null,
            reminderTimeZone: old.reminderTimeZone ?? null,
            reminderSentDay: old.reminderSentDay ?? null,
            reminderDueAt: old.reminderDueAt ?? null,
            // The browser just proved it is alive: the idle expiry counts from now.
            lastSeenAt: now(),
          },
          $setOnInsert: { createdAt: now() },
        },
        { upsert: true },
      )
      .catch(refuseAnotherBrowsers);
    if (oldEndpoint !== subscription.endpoint) await models.pushSubscriptions.deleteOne({ _id: old._id });
    res.status(201).json({ ok: true } satisfies OkResponse);
  });

  router.get('/push/reminder', async (req, res) => {
    const { playerUUID, endpoint } = parseInput(PushReminderQuery, req.query);
    // The owner's own subscription only: knowing an endpoint is not enough to read its reminder.
    const stored = await models.pushSubscriptions
      .findOne({ endpoint, playerUUID }, { reminderTime: 1, reminderTimeZone: 1 })
      .lean();
    const reminder =
      stored?.reminderTime && stored.reminderTimeZone
        ? { localTime: stored.reminderTime, timeZone: stored.reminderTimeZone }
        : null;
    res.json({ reminder } satisfies PushReminderResponse);
  });

  router.post('/push/told', limitRequests(PUSH_TOLD_LIMIT), async (req, res) => {
    const { playerUUID, endpoint, gameId, turn } = parseInput(PushToldRequest, req.body);
    // The owner's own subscription only: knowing an endpoint must not silence another player's pushes.
    await models.pushSubscriptions.updateOne({ endpoint, playerUUID }, rememberToldTurn(gameId, turn), {
      updatePipeline: true,
    });
    res.json({ ok: true } satisfies OkResponse);
  });

  router.post('/push/unsubscribe', async (req, res) => {
    const { playerUUID, endpoint } = parseInput(PushUnsubscribeRequest, req.body);
    // Only the owner's own subscription goes: knowing an endpoint is not enough.
    await models.pushSubscriptions.deleteOne({ endpoint, playerUUID });
    res.json({ ok: true } satisfies OkResponse);
  });

  return router;
}

/** An upsert that met another browser's stored endpoint (its unique index): refused, never taken over. */
function refuseAnotherBrowsers(err: unknown): never {
  if (isDuplicateKeyError(err)) throw forbidden(PUSH_MESSAGES.notYourSubscription, 'NOT_YOUR_SUBSCRIPTION');
  throw err;
}

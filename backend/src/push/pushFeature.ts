// Web push as one feature: keys, subscriptions, the sender, and the triggers the games feature feeds it.
import type https from 'node:https';
import type { Feature, FeatureContext } from '../feature';
import type { WrittenGame } from '../games/gameService';
import { MS_PER_DAY, type PushMessage } from '@gridable/common';
import { loadVapidKeys } from './vapidKeys';
import { createPushSender } from './pushSender';
import { pushRoutes } from './pushRoutes';
import { pushesFor, turnPushTiming, yourTurnMessage, type PushIntent } from './turnPushes';
import { startDailyReminders } from './dailyReminders';
import { turnWasTold } from './toldTurns';
import type { StoredGame } from '../db/stores/gameStore';

export interface PushOptions {
  /** Tests only: a loopback push service's host name, and an agent that trusts its certificate. */
  loopbackHosts?: string[];
  agent?: https.Agent;
}

export interface PushFeature extends Feature {
  /** The games feature calls this after each stored write; it returns at once. */
  onGameWritten(written: WrittenGame): void;
  /** Resolves once every push triggered so far has been sent or given up (tests). */
  idle(): Promise<void>;
  /** Runs the daily reminder check now (tests; a timer runs it every minute). */
  remindNow(): Promise<number>;
}

export async function createPushFeature(
  { config, log, models, metrics, now = () => new Date() }: FeatureContext,
  options: PushOptions = {},
): Promise<PushFeature> {
  const pushLog = log.child({ feature: 'push' });
  const keys = await loadVapidKeys(models, config.vapid);
  const sender = createPushSender({
    keys,
    log: pushLog,
    agent: options.agent,
    onGone: async (endpoint) => {
      await models.pushSubscriptions.deleteOne({ endpoint });
    },
    // At most one write a day per subscription, however many turns it is told of.
    onDelivered: async (endpoint) => {
      const at = now();
      await models.pushSubscriptions.updateOne(
        { endpoint, lastSeenAt: { $lt: new Date(at.getTime() - MS_PER_DAY) } },
        { $set: { lastSeenAt: at } },
      );
    },
  });
  metrics.gauge('gridable_push_queued', 'Web pushes waiting to be sent', () => sender.counts().queued);
  metrics.gauge('gridable_push_dropped', 'Web pushes dropped at a full queue', () => sender.counts().dropped);

  const lookups = new Set<Promise<unknown>>();
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  const readGame = (gameId: string) => models.games.findOne({ gameId }).lean<StoredGame>();

  function track<T>(work: Promise<T>): void {
    lookups.add(work);
    void work.finally(() => lookups.delete(work));
  }

  async function sendTo(playerUUID: string, message: PushMessage): Promise<void> {
    const subs = await models.pushSubscriptions.find({ playerUUID }).lean();
    for (const sub of subs) {
      // A tab on this device told the player of this very turn already (POST /api/push/told).
      if (message.turn && message.gameId && turnWasTold(sub, message.gameId, message.turn)) continue;
      sender.enqueue(sub, message);
    }
  }

  /** A turn push that had to wait: still their turn, and still no socket of theirs? */
  async function turnDue(turn: NonNullable<PushIntent['turn']>, playerUUID: string): Promise<void> {
    const game = await readGame(turn.gameId);
    if (!game || (game.movedAtVersion ?? 0) !== turn.movedAtVersion) return;
    const timing = turnPushTiming(game, turn.seat, now());
    if (timing?.at === 'now') await sendTo(playerUUID, yourTurnMessage(game, turn.seat));
  }

  const failed = (err: unknown) => pushLog.warn('push trigger failed', { err });

  type Pending = NonNullable<PushIntent['turn']> & { playerUUID: string };

  /** Waits until the push is due, then sends it if this node is the one to take it from the store. */
  function schedule(pending: Pending, dueAt: Date): void {
    // Stored already: after close the next run sends it.
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        track(
          (async () => {
            const taken = await models.pendingPushes.findOneAndDelete({
              gameId: pending.gameId,
              seat: pending.seat,
              movedAtVersion: pending.movedAtVersion,
            });
            if (taken) await turnDue(pending, pending.playerUUID);
          })().catch(failed),
        );
      },
      Math.max(0, dueAt.getTime() - now().getTime()),
    );
    timer.unref();
    timers.add(timer);
  }

  /** A turn push that must wait is stored first, so a restart before it is due still sends it. */
  async function persistAndSchedule(pending: Pending): Promise<void> {
    const dueAt = new Date(now().getTime() + pending.delayMs);
    await models.pendingPushes.updateOne(
      { gameId: pending.gameId, seat: pending.seat },
      { $set: { playerUUID: pending.playerUUID, movedAtVersion: pending.movedAtVersion, dueAt } },
      { upsert: true },
    );
    schedule(pending, dueAt);
  }

  /** At start: every push a previous run stored and did not send, sent when due (at once if overdue). */
  async function resumePending(): Promise<void> {
    const stored = await models.pendingPushes.find({}).lean();
    for (const p of stored) {
      const seat = p.seat === 2 ? 2 : 1;
      schedule(
        {
          gameId: p.gameId,
          seat,
          playerUUID: p.playerUUID,
          movedAtVersion: p.movedAtVersion,
          delayMs: 0,
        },
        p.dueAt,
      );
    }
  }

  function handle(intent: PushIntent): void {
    if (!intent.turn || intent.turn.delayMs === 0) {
      track(sendTo(intent.playerUUID, intent.message).catch(failed));
      return;
    }
    track(persistAndSchedule({ ...intent.turn, playerUUID: intent.playerUUID }).catch(failed));
  }

  const reminders = startDailyReminders({
    models,
    log: pushLog,
    now,
    send: (target, message) => sender.enqueue(target, message),
  });

  await resumePending();

  return {
    name: 'push',
    router: pushRoutes({
      models,
      publicKey: keys.publicKey,
      policy: { hosts: config.pushHosts, loopbackHosts: options.loopbackHosts ?? [] },
      now,
    }),
    onGameWritten(written) {
      try {
        for (const intent of pushesFor(written)) handle(intent);
      } catch (err) {
        pushLog.warn('push trigger failed', { err });
      }
    },
    async idle() {
      while (lookups.size > 0) await Promise.allSettled([...lookups]);
      await sender.idle();
    },
    remindNow: () => reminders.tick(),
    async close() {
      closed = true;
      reminders.stop();
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...lookups]);
      await Promise.race([sender.idle(), new Promise((r) => setTimeout(r, 2_000).unref())]);
    },
  };
}

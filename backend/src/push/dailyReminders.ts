// The opt-in daily reminder: once a minute, subscriptions whose local reminder time has come today are
// claimed for today (one guarded update each, so one node sends it) and sent a letter-free reminder, unless
// the player has already finished that day's daily.
import { PUSH_MESSAGES, dayKeyInZone, gameNumberForDay, type PushMessage } from '@gridable/common';
import type { Models } from '../db/models';
import type { Logger } from '../logger';

const TICK_MS = 60_000;

/** "HH:MM" now in `timeZone`. */
export function localTimeIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

export const REMINDER_MESSAGE: PushMessage = {
  kind: 'daily-reminder',
  title: PUSH_MESSAGES.reminderTitle,
  body: PUSH_MESSAGES.reminderBody,
  url: '/daily-challenge',
};

export interface ReminderDeps {
  models: Models;
  log: Logger;
  now: () => Date;
  send: (target: { endpoint: string; p256dh: string; auth: string }, message: PushMessage) => void;
}

export function startDailyReminders({ models, log, now, send }: ReminderDeps) {
  async function tick(): Promise<number> {
    const at = now();
    const due = await models.pushSubscriptions.find({ reminderTime: { $ne: null } }).lean();
    let sentCount = 0;
    for (const sub of due) {
      if (!sub.reminderTime || !sub.reminderTimeZone) continue;
      const day = dayKeyInZone(at, sub.reminderTimeZone);
      if (!day || sub.reminderSentDay === day || localTimeIn(at, sub.reminderTimeZone) < sub.reminderTime)
        continue;
      const claimed = await models.pushSubscriptions.updateOne(
        { _id: sub._id, reminderSentDay: sub.reminderSentDay ?? null },
        { $set: { reminderSentDay: day } },
      );
      if (claimed.modifiedCount !== 1) continue;
      // Claimed either way: a player who has played is not looked up again until tomorrow.
      const played = await models.dailyGames.exists({
        playerUUID: sub.playerUUID,
        gameNumber: gameNumberForDay(day),
        status: 'completed',
      });
      if (played) continue;
      send(sub, REMINDER_MESSAGE);
      sentCount += 1;
    }
    return sentCount;
  }
  const timer = setInterval(() => {
    tick().catch((err: unknown) => log.warn('daily reminders failed', { err }));
  }, TICK_MS);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

// The opt-in daily reminder: each subscription with a reminder keeps the instant its next reminder is due
// (reminderDueAt, indexed), so the once-a-minute check reads only the reminders due now, not every one. Each
// due one is claimed for its local day (one guarded update, so one node sends it) and sent a letter-free
// reminder unless the player has already finished that day's daily; either way it is due again the next day.
import {
  PUSH_MESSAGES,
  addDays,
  dayKeyInZone,
  gameNumberForDay,
  wallClockInZone,
  type DayKey,
  type PushMessage,
  type WallClock,
} from '@gridable/common';
import type { Models } from '../db/models';
import type { Logger } from '../logger';

const TICK_MS = 60_000;
/** Stored reminders that predate reminderDueAt are due at once: the check then files each under its day. */
const LONG_AGO = new Date(0);
/**
 * How often reminders without a due instant are looked for again. During a rolling upgrade a node of the
 * previous release still stores reminders without one, after this node's start-up filing: they are filed
 * within this long, and sent that day (late by at most this) instead of never.
 */
export const REFILE_EVERY_MS = 15 * TICK_MS;

/** The clocks in `timeZone` at `at`; an unknown zone is an error (zones are checked when stored). */
function wallClock(at: Date, timeZone: string): WallClock {
  const clock = wallClockInZone(at, timeZone);
  if (!clock) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return clock;
}

/** "HH:MM" now in `timeZone`. */
export function localTimeIn(now: Date, timeZone: string): string {
  const { hour, minute } = wallClock(now, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms (to the minute). */
function offsetAt(at: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClock(new Date(at), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at / 60_000) * 60_000;
}

/**
 * When the clock in `timeZone` reads `localTime` on `day` (a time a spring-forward skips comes out an hour
 * off; the check never sends before the local time, see tick).
 */
export function localInstant(day: DayKey, localTime: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/**
 * A new reminder's first due instant: today at its time, or tomorrow when that has passed (a time already
 * past today starts tomorrow, not a minute from now). `sentDay` is the day it counts as reminded.
 */
export function firstReminder(
  at: Date,
  localTime: string,
  timeZone: string,
): { reminderSentDay: DayKey | null; reminderDueAt: Date } {
  const today = dayKeyInZone(at, timeZone) ?? '1970-01-01';
  return localTimeIn(at, timeZone) >= localTime
    ? { reminderSentDay: today, reminderDueAt: localInstant(addDays(today, 1), localTime, timeZone) }
    : { reminderSentDay: null, reminderDueAt: localInstant(today, localTime, timeZone) };
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
  let filedAt = -Infinity;
  /** At start and every REFILE_EVERY_MS: reminders stored without a due instant join the schedule. */
  async function fileUnscheduled(at: Date): Promise<void> {
    if (at.getTime() - filedAt < REFILE_EVERY_MS) return;
    await models.pushSubscriptions.updateMany(
      { reminderTime: { $ne: null }, reminderDueAt: null },
      { $set: { reminderDueAt: LONG_AGO } },
    );
    filedAt = at.getTime();
  }

  async function tick(): Promise<number> {
    const at = now();
    await fileUnscheduled(at);
    const due = await models.pushSubscriptions.find({ reminderDueAt: { $lte: at } }).lean();
    let sentCount = 0;
    for (const sub of due) {
      const zone = sub.reminderTimeZone;
      const time = sub.reminderTime;
      const day = zone ? dayKeyInZone(at, zone) : null;
      if (!time || !zone || !day) {
        await models.pushSubscriptions.updateOne({ _id: sub._id }, { $set: { reminderDueAt: null } });
        continue;
      }
      // Never early: before today's local time (a day the server missed, a skipped DST hour) it waits.
      const early = localTimeIn(at, zone) < time;
      const nextDue = early
        ? new Date(Math.max(localInstant(day, time, zone).getTime(), at.getTime() + TICK_MS))
        : localInstant(addDays(day, 1), time, zone);
      const sends = !early && sub.reminderSentDay !== day;
      // The day's claim also matches the sent day read: a node of the previous release, still running in a
      // rolling upgrade, claims a day by setting only that, and would otherwise send the same reminder.
      const claimed = await models.pushSubscriptions.updateOne(
        {
          _id: sub._id,
          reminderDueAt: sub.reminderDueAt,
          ...(sends ? { reminderSentDay: sub.reminderSentDay ?? null } : {}),
        },
        { $set: { reminderDueAt: nextDue, ...(sends ? { reminderSentDay: day } : {}) } },
      );
      if (!sends || claimed.modifiedCount !== 1) continue;
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

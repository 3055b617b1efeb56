// When a day's letters and grids may be shown to someone: the one spoiler rule that the share page, the review and
// league tables all follow, so a link opened in a group chat never gives the day away.
import { addDays, isDayKey, type DayKey } from './dates';

/** The latest civil time zone is UTC−12, so a day is still being played somewhere until 12:00 UTC the day after. */
const LATEST_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

/** The instant the day `dayKey` has ended in every time zone on Earth. */
export function dayOverEverywhereAt(dayKey: DayKey): Date {
  if (!isDayKey(dayKey)) throw new RangeError(`"${String(dayKey)}" is not a calendar day as YYYY-MM-DD.`);
  return new Date(Date.parse(`${addDays(dayKey, 1)}T00:00:00Z`) + LATEST_ZONE_OFFSET_MS);
}

/** Whether no one anywhere can still be playing `dayKey`'s daily at `now`. */
export function isDayOverEverywhere(dayKey: DayKey, now: Date): boolean {
  return now.getTime() >= dayOverEverywhereAt(dayKey).getTime();
}

/**
 * Whether a viewer may see the letters and words of `dayKey`'s daily: once they have finished that day themselves,
 * or once the day is over everywhere. Scores and emoji patterns spoil nothing and are always shown.
 */
export function mayRevealDay(dayKey: DayKey, viewerHasFinishedDay: boolean, now: Date): boolean {
  return viewerHasFinishedDay || isDayOverEverywhere(dayKey, now);
}

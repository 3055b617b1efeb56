// The league's calendar: weeks start on Monday, counted in the league's own time zone.
import { addDays, isDayKey, type DayKey } from '../daily/dates';

/** The Monday on or before `day`. */
export function weekStartOf(day: DayKey): DayKey {
  if (!isDayKey(day)) throw new RangeError(`"${String(day)}" is not a calendar day as YYYY-MM-DD.`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

// Who may set a day's high score. A player UUID costs nothing to make, so one person with many could play
// the day once to learn its letters and again with a solved grid: "Today's high score" would be theirs to
// write for everyone. The day's high score and its score distribution therefore count only players whose
// identity existed before the day began (it had a daily game made before the day's first moment anywhere,
// UTC+14), who play the day live (not from the archive) and from its first round (every server-side daily
// game does). A farmer must now grow an identity a day ahead for each try, at the daily-creation budget's
// pace, and the percentile line ("better than N% of players"), which one outlier barely moves, is what the
// end screen leads with. New players still play, score and see their percentile; they set no high score
// on their first day.
import type { DayKey } from '@gridable/common';
import type { DailyStore } from '../db/stores/dailyStore';

/** The first moment `day` exists anywhere on Earth (it begins in UTC+14 first). */
export function dayBeganAt(day: DayKey): Date {
  return new Date(`${day}T00:00:00+14:00`);
}

/** Whether a new live game of `playerUUID` on `day` counts for the day's high score and distribution. */
export function countsForHighScore(store: DailyStore, playerUUID: string, day: DayKey): Promise<boolean> {
  return store.hadGameBefore(playerUUID, dayBeganAt(day));
}

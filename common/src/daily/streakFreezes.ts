// Streaks that survive real life: a run of seven days played earns a freeze (at most two banked), and a missed
// day spends one instead of breaking the streak. The spec's daily streak (streaks.ts) is left as it is: it is
// the "perfect streak", which freezes never touch.
import { MAX_BANKED_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '../constants';
import { addDays, isDayKey, type DayKey } from './dates';

export interface FrozenStreak {
  /** Days played in the current streak; a day a freeze covered keeps the streak but adds nothing to it. */
  streak: number;
  /** Freezes in the bank now, 0 to MAX_BANKED_FREEZES. */
  freezesBanked: number;
  /** The missed days of the current streak that a freeze covered, oldest first. */
  frozenDays: DayKey[];
}

/**
 * Replays every day from the first one played up to `today`. Today is never "missed": it may still be played.
 * Days played after `today` (another time zone's tomorrow) are ignored.
 */
export function frozenStreak(completions: readonly { date: string }[], today: DayKey): FrozenStreak {
  const played = new Set(
    completions.map((c) => c.date).filter((d): d is DayKey => isDayKey(d) && d <= today),
  );
  const first = [...played].sort()[0];
  let streak = 0;
  let run = 0;
  let freezesBanked = 0;
  let frozenDays: DayKey[] = [];
  for (let day = first; day !== undefined && day <= today; day = addDays(day, 1)) {
    if (played.has(day)) {
      streak++;
      run++;
      if (run % STREAK_FREEZE_EVERY_DAYS === 0)
        freezesBanked = Math.min(MAX_BANKED_FREEZES, freezesBanked + 1);
    } else if (day !== today) {
      // Earning needs days actually played in a row, so any miss starts the next seven afresh.
      run = 0;
      if (streak === 0) continue;
      if (freezesBanked > 0) {
        freezesBanked--;
        frozenDays.push(day);
      } else {
        streak = 0;
        frozenDays = [];
      }
    }
  }
  return { streak, freezesBanked, frozenDays };
}

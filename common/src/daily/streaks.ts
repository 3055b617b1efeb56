// Daily completion records and the two streaks of docs/PROTOCOL.md §5 (daily streak and 20+ points streak).
import { COMPLETION_RETENTION_DAYS, STREAK_WINDOW_DAYS, TWENTY_PLUS_THRESHOLD } from '../constants';
import { addDays, daysBetween, isDayKey, type DayKey } from './dates';

/** One finished daily game, as the browser keeps it per date. */
export interface DailyCompletion {
  date: DayKey;
  gameNumber: number;
  finalScore: number;
  gameId: string;
  /** ISO time. */
  completedAt: string;
}

/** Consecutive days played, ending today or, since today may still be unplayed, yesterday. */
export function dailyStreak(completions: readonly Pick<DailyCompletion, 'date'>[], today: DayKey): number {
  const played = new Set(completions.map((c) => c.date));
  let day = played.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (played.has(day) && streak < STREAK_WINDOW_DAYS) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * `dailyStreak` counted on game numbers, which run one a day: the same answer with no calendar arithmetic, for
 * tables that count the streaks of many players at once.
 */
export function gameNumberStreak(played: ReadonlySet<number>, todayNumber: number): number {
  let n = played.has(todayNumber) ? todayNumber : todayNumber - 1;
  let streak = 0;
  while (played.has(n) && streak < STREAK_WINDOW_DAYS) {
    streak++;
    n--;
  }
  return streak;
}

/** How many of the most recent completions in a row scored at least 20; days between them do not matter. */
export function twentyPlusStreak(
  completions: readonly Pick<DailyCompletion, 'date' | 'finalScore'>[],
): number {
  const newestFirst = completions
    .filter((c) => isDayKey(c.date))
    .sort((a, b) => b.date.localeCompare(a.date));
  const broken = newestFirst.findIndex((c) => c.finalScore < TWENTY_PLUS_THRESHOLD);
  return broken === -1 ? newestFirst.length : broken;
}

/** Drops records older than 90 days, and any whose date is not a calendar day. */
export function pruneCompletions<C extends Pick<DailyCompletion, 'date'>>(
  completions: readonly C[],
  today: DayKey,
): C[] {
  return completions.filter(
    (c) => isDayKey(c.date) && daysBetween(c.date, today) <= COMPLETION_RETENTION_DAYS,
  );
}

export function completionForDay<C extends Pick<DailyCompletion, 'date'>>(
  completions: readonly C[],
  day: DayKey,
): C | null {
  return completions.find((c) => c.date === day) ?? null;
}

// A player's daily statistics (played, average, best, streaks, score histogram) from their live completions.
import { MAX_SCORE } from '../constants';
import { addDays, isDayKey, type DayKey } from './dates';
import { dailyStreak, twentyPlusStreak } from './streaks';
import { frozenStreak } from './streakFreezes';

/** Histogram buckets of four points (0–3 … 28–31) and one for a perfect 32: nine bars fit a phone. */
export const STATS_BUCKET_SIZE = 4;

export interface StatsCompletion {
  date: DayKey;
  finalScore: number;
}

export interface HistogramBar {
  label: string;
  from: number;
  to: number;
  count: number;
}

export interface DailyStats {
  played: number;
  /** Rounded to one decimal; 0 before the first game. */
  average: number;
  best: number | null;
  /** The spec's daily streak: days played in a row. Freezes never touch it, so it is the "perfect streak". */
  currentStreak: number;
  /** The streak with freezes spent on missed days (streakFreezes.ts); at least `currentStreak`. */
  streakWithFreezes: number;
  /** Freezes banked now (0–2), and the missed days of the current streak they covered. */
  freezesBanked: number;
  frozenDays: string[];
  longestStreak: number;
  twentyPlusStreak: number;
  histogram: HistogramBar[];
}

function emptyHistogram(): HistogramBar[] {
  const bars: HistogramBar[] = [];
  for (let from = 0; from < MAX_SCORE; from += STATS_BUCKET_SIZE) {
    const to = Math.min(from + STATS_BUCKET_SIZE - 1, MAX_SCORE - 1);
    bars.push({ label: `${from}–${to}`, from, to, count: 0 });
  }
  bars.push({ label: String(MAX_SCORE), from: MAX_SCORE, to: MAX_SCORE, count: 0 });
  return bars;
}

/** The bar a score falls in, e.g. to highlight today's. */
export function histogramIndex(score: number): number {
  return score >= MAX_SCORE
    ? Math.ceil(MAX_SCORE / STATS_BUCKET_SIZE)
    : Math.floor(Math.max(0, score) / STATS_BUCKET_SIZE);
}

/** The longest run of consecutive calendar days played. */
export function longestDailyStreak(completions: readonly Pick<StatsCompletion, 'date'>[]): number {
  const days = [...new Set(completions.map((c) => c.date).filter(isDayKey))].sort();
  let longest = 0;
  let run = 0;
  let previous: DayKey | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** One completion per day (the first, as the server keeps only one) in; archive plays must be left out by the caller. */
export function dailyStats(completions: readonly StatsCompletion[], today: DayKey): DailyStats {
  const histogram = emptyHistogram();
  let total = 0;
  let best: number | null = null;
  for (const { finalScore } of completions) {
    total += finalScore;
    best = best === null ? finalScore : Math.max(best, finalScore);
    const bar = histogram[histogramIndex(finalScore)];
    if (bar) bar.count++;
  }
  const played = completions.length;
  const frozen = frozenStreak(completions, today);
  return {
    played,
    average: played === 0 ? 0 : Math.round((total / played) * 10) / 10,
    best,
    currentStreak: dailyStreak(completions, today),
    streakWithFreezes: frozen.streak,
    freezesBanked: frozen.freezesBanked,
    frozenDays: frozen.frozenDays,
    longestStreak: longestDailyStreak(completions),
    twentyPlusStreak: twentyPlusStreak(completions),
    histogram,
  };
}

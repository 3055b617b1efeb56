// The day's scores as a distribution, and where one score stands in it: "better than 73% of players".
// One outlier (or a handful of made-up players) moves a percentile by a point or two; it can set a
// maximum by itself, which is why the day's high score counts established players only (see
// backend/src/daily/highScoreEligibility.ts).
import { MAX_SCORE } from '../constants';

/** Fewer counted players than this and a percentile says more than it knows: none is shown. */
export const MIN_PLAYERS_FOR_PERCENTILE = 5;

/** counts[s] is how many counted players finished the day with score s (0..MAX_SCORE). */
export function distributionOf(scores: readonly number[]): number[] {
  const counts = Array.from({ length: MAX_SCORE + 1 }, () => 0);
  for (const score of scores) {
    if (Number.isInteger(score) && score >= 0 && score <= MAX_SCORE) counts[score] = (counts[score] ?? 0) + 1;
  }
  return counts;
}

/** The whole percent of counted players who scored less than `score`; null when too few played. */
export function betterThanPercent(distribution: readonly number[], score: number): number | null {
  const total = distribution.reduce((sum, n) => sum + n, 0);
  if (total < MIN_PLAYERS_FOR_PERCENTILE) return null;
  const below = distribution.slice(0, Math.max(0, score)).reduce((sum, n) => sum + n, 0);
  return Math.floor((below / total) * 100);
}

/** 'Better than 73% of today's players' (or of that day's, for a past day). */
export function betterThanSentence(percent: number, archive = false): string {
  return `Better than ${percent}% of ${archive ? "that day's" : "today's"} players`;
}

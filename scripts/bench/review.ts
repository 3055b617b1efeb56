// npm run bench:review: the daily of each of the next N days (default 365) played by each computer level,
// then reviewed as a player's game would be. Prints the mean skill per level (it must rise with the level)
// and the p95 time of one whole review (target under 1,000 ms).
// Options: --days N, --seed N. Run it under `flock /tmp/bench.lock` on a shared machine.
import {
  BOT_LEVELS,
  drawDailyLetters,
  mulberry32,
  playComputerGame,
  reviewGame,
  reviewSeed,
  type BotLevel,
} from '@gridable/common';
import { fixed, summarize } from './support/stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number.`);
  return value;
}

/** The same seeded stand-in for the coming days' letters as bench:bot (real days come from node:crypto). */
function upcomingDailyLetters(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => drawDailyLetters(mulberry32(i + 1)));
}

function main(): void {
  const days = option('days', 365);
  const seed = option('seed', 2026);
  const letters = upcomingDailyLetters(days);
  const skill: Record<BotLevel, number[]> = { easy: [], medium: [], hard: [] };
  const reviewMs: number[] = [];
  letters.forEach((blind, day) => {
    for (const level of BOT_LEVELS) {
      const game = playComputerGame('daily', 2, (round) => blind[(round - 1) / 2] ?? 'E', seed + day, level);
      const moves = game.letters.map((letter, i) => ({ round: i + 1, letter, cell: game.cells[i] ?? 0 }));
      const start = performance.now();
      const review = reviewGame({ kind: 'daily', seat: 2, moves, seed: reviewSeed(`bench-${day}-${level}`) });
      reviewMs.push(performance.now() - start);
      skill[level].push(review.skill);
    }
  });
  const mean = (level: BotLevel) => fixed(summarize(skill[level]).mean, 1);
  console.log(
    `review: easy ${mean('easy')} medium ${mean('medium')} hard ${mean('hard')} over ${days} days, ` +
      `p95 ${fixed(summarize(reviewMs).p95, 0)} ms`,
  );
}

main();

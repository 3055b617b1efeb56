// npm run bench:bot: each computer level as the daily player over the next 365 days' letters (mean and
// worst score, time per move), Hard against Medium in seeded friend games, the daily par, and the time the
// two solvers take on those days.
// Options: --days N (default 365), --games N friend games (default 100), --seed N.
import {
  BOT_LEVELS,
  bestArrangement,
  findPerfectGrid,
  drawDailyLetters,
  mulberry32,
  PAR_LEVEL,
  playBotMatch,
  playDailyAsComputer,
  scoresFor,
  type BotLevel,
} from '@gridable/common';
import { fixed, summarize } from './support/stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number.`);
  return value;
}

/**
 * `count` days of blind letters drawn by the server's rules from a seeded source: real days are drawn from
 * node:crypto when first used, so nothing can tell the next 365 days' letters in advance.
 */
function upcomingDailyLetters(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => drawDailyLetters(mulberry32(i + 1)));
}

/** One daily played as the par is, timing every decision the bot makes. */
function timedDaily(blind: readonly string[], level: BotLevel, seed: number, moveMs: number[]): number {
  const decide = <T>(decision: () => T): T => {
    const start = performance.now();
    const made = decision();
    moveMs.push(performance.now() - start);
    return made;
  };
  return playDailyAsComputer(blind, level, seed, { decide }).score;
}

function main(): void {
  const days = option('days', 365);
  const games = option('games', 100);
  const seed = option('seed', 2026);
  const letters = upcomingDailyLetters(days);

  for (const level of BOT_LEVELS) {
    const moveMs: number[] = [];
    const scores = letters.map((blind, day) => timedDaily(blind, level, seed + day, moveMs));
    const score = summarize(scores);
    const ms = summarize(moveMs);
    console.log(
      `level ${level}: mean ${fixed(score.mean, 2)} min ${Math.min(...scores)} over ${scores.length} games, ` +
        `move p50 ${fixed(ms.p50, 2)} ms p99 ${fixed(ms.p99, 2)} ms`,
    );
  }

  let won = 0;
  let lost = 0;
  let tied = 0;
  for (let game = 0; game < games; game++) {
    // Hard takes each seat in turn, so choosing first is no advantage to either side.
    const hardSeat = game % 2 === 0 ? 1 : 2;
    const result =
      hardSeat === 1
        ? playBotMatch('hard', 'medium', seed + game)
        : playBotMatch('medium', 'hard', seed + game);
    const { own: hard, opponent: medium } = scoresFor(result, hardSeat);
    if (hard > medium) won++;
    else if (hard < medium) lost++;
    else tied++;
  }
  console.log(`hard vs medium: won ${won} lost ${lost} tied ${tied} of ${games}`);

  const parGames = letters.map((blind, day) => playDailyAsComputer(blind, PAR_LEVEL, day));
  const pars = parGames.map((game) => game.score);
  console.log(
    `par: mean ${fixed(summarize(pars).mean, 2)} min ${Math.min(...pars)} over ${pars.length} days`,
  );

  // The solvers on the same days: the best grid of the par game's 16 letters, and a perfect grid for the 8.
  const bestMs: number[] = [];
  let proven = 0;
  for (const game of parGames) {
    const start = performance.now();
    if (bestArrangement(game.letters).exact) proven++;
    bestMs.push(performance.now() - start);
  }
  const best = summarize(bestMs);
  console.log(
    `best grid: proven best ${proven} of ${bestMs.length}, p50 ${fixed(best.p50)} ms p99 ${fixed(best.p99)} ms`,
  );
  const perfectMs: number[] = [];
  let found = 0;
  for (const blind of letters) {
    const start = performance.now();
    if (findPerfectGrid(blind)) found++;
    perfectMs.push(performance.now() - start);
  }
  const perfect = summarize(perfectMs);
  console.log(
    `perfect grid: found ${found} of ${perfectMs.length}, p50 ${fixed(perfect.p50)} ms p99 ${fixed(perfect.p99)} ms`,
  );
}

main();

// What the server asks of the computer player when it draws a day: is a perfect 32 possible, and what is par.
import { randomInt } from 'node:crypto';
import { drawDailyLetters, type Grid } from '@gridable/common';
import type { StoredDay } from '../db/stores/dailyStore';

export interface DayPlanner {
  /** Whether some grid of 8 words contains these 8 letters: a draw is only accepted if it does. */
  hasPerfectGrid?(letters: readonly string[]): boolean;
  /** The strongest computer player's game on the day, played as the daily player plays it: its score is par. */
  par?(letters: readonly string[], seed: number): ParPlay;
}

/** The computer's finished grid on the day and its score. */
export interface ParPlay {
  score: number;
  grid: Grid;
}

const RANDOM_RANGE = 2 ** 48 - 1;

/** Numbers in [0, 1) from node:crypto: nothing in the repository, or in any earlier draw, predicts the next. */
export function cryptoRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}

/** One day's draw: letters redrawn until `planner` vets them, then the par, each when the planner can. */
export function drawDay(planner: DayPlanner, random: () => number = cryptoRandom): StoredDay {
  const vet = planner.hasPerfectGrid?.bind(planner);
  const letters = drawDailyLetters(random, vet ? (draft) => vet(draft) : undefined);
  // The par's own seed comes from the same source, so the computer's play is no more predictable than the letters.
  const play = planner.par ? planner.par(letters, Math.floor(random() * 2 ** 32)) : null;
  return { letters, par: play?.score ?? null, parGrid: play?.grid ?? null };
}

// Luck: the par of the letters you were dealt against the mean par of random draws of them.
import { drawLetterCode, letterOfCode } from '../bot/letters';
import { mixSeed, mulberry32 } from '../bot/random';
import type { Seat } from '../game/types';
import { playComputerGame } from './computerGame';
import type { ReviewKind } from './types';

/**
 * The Hard computer's mean score over random draws of the dealt letters, by the seat that chooses (seat 1
 * chooses odd rounds as in a friend game, seat 2 even ones as in the daily). Measured with
 * meanParOverDraws(luckKind(seat), seat, 300, 12345); review.test.ts re-checks it against a fresh sample.
 */
export const MEAN_PAR_BY_SEAT: Readonly<Record<Seat, number>> = Object.freeze({ 1: 26.8, 2: 28.58 });

/** Seat 1 only ever plays friend games (or the computer); seat 2's yardstick is the daily's par. */
export function luckKind(seat: Seat): ReviewKind {
  return seat === 1 ? 'friend' : 'daily';
}

/** Mean Hard score over `draws` random draws of the dealt letters (daily distribution), seeded. */
export function meanParOverDraws(kind: ReviewKind, seat: Seat, draws: number, seed: number): number {
  let total = 0;
  for (let i = 0; i < draws; i++) {
    const random = mulberry32(mixSeed(seed, i));
    total += playComputerGame(
      kind,
      seat,
      () => letterOfCode(drawLetterCode(random)),
      mixSeed(seed, i, 1),
    ).score;
  }
  return total / draws;
}

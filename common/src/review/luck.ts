// Luck: what the letters you were dealt are worth against an average draw of them. The yardstick is the
// Medium computer (greedy, no randomness of its own) playing your dealt letters and choosing its own in
// your rounds: quick enough for every review, and a pure function of the letters, so it measures them alone.
import { drawLetterCode, letterOfCode } from '../bot/letters';
import type { BotLevel } from '../bot/levels';
import { mixSeed, mulberry32 } from '../bot/random';
import type { Seat } from '../game/types';
import { playComputerGame } from './computerGame';
import type { ReviewKind } from './types';

export const LUCK_LEVEL: BotLevel = 'medium';

/**
 * The yardstick's mean score over random draws of the dealt letters, by the seat that chooses (seat 1
 * chooses odd rounds as in a friend game, seat 2 even ones as in the daily). Measured with
 * meanParOverDraws(seat, 5000, 12345); review.test.ts re-checks it against a fresh sample.
 */
export const MEAN_PAR_BY_SEAT: Readonly<Record<Seat, number>> = Object.freeze({ 1: 25.78, 2: 26.6 });

/** Seat 1 only ever plays friend games (or the computer); seat 2's yardstick is the daily's. */
export function luckKind(seat: Seat): ReviewKind {
  return seat === 1 ? 'friend' : 'daily';
}

/** The yardstick's game on the letters `dealt(round)` gives in the rounds the seat does not choose. */
export function parOfDealt(seat: Seat, dealt: (round: number) => string, seed: number) {
  return playComputerGame(luckKind(seat), seat, dealt, seed, LUCK_LEVEL);
}

/** Mean yardstick score over `draws` random draws of the dealt letters (daily distribution), seeded. */
export function meanParOverDraws(seat: Seat, draws: number, seed: number): number {
  let total = 0;
  for (let i = 0; i < draws; i++) {
    const random = mulberry32(mixSeed(seed, i));
    total += parOfDealt(seat, () => letterOfCode(drawLetterCode(random)), mixSeed(seed, i, 1)).score;
  }
  return total / draws;
}

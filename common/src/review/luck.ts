// Luck: what the letters that came did for your grid, beyond what your moves deserved. From the first letter
// the computer expects a score; your moves give some of it up (points lost); the rest of the gap to your
// score is how the letters you could not choose fell. So score = expected at the start − points lost + luck,
// to the tenth the page shows, and a perfect 32 after risky moves reads as luck, not as a contradiction.
import type { BotLevel } from '../bot/levels';
import type { Seat } from '../game/types';
import { playComputerGame } from './computerGame';
import type { ReviewKind } from './types';

/** A figure as the page shows it, to a tenth, so the figures shown add up. */
export function tenths(value: number): number {
  return Number(value.toFixed(1));
}

/** The luck that closes the story: score − (expected at the start − points lost), in tenths. */
export function luckOf(score: number, expectedAtStart: number, pointsLost: number): number {
  return tenths(score - tenths(expectedAtStart) + tenths(pointsLost));
}

/** The computer whose own game on your letters the daily's replay shows beside yours: quick, no randomness. */
export const LETTERS_GAME_LEVEL: BotLevel = 'medium';

/** Seat 1 only ever plays friend games (or the computer); seat 2 plays as the daily player does. */
function modeOf(seat: Seat): ReviewKind {
  return seat === 1 ? 'friend' : 'daily';
}

/** The Medium computer's game on the letters `dealt(round)` gives in the rounds the seat does not choose. */
export function gameOnYourLetters(seat: Seat, dealt: (round: number) => string, seed: number) {
  return playComputerGame(modeOf(seat), seat, dealt, seed, LETTERS_GAME_LEVEL);
}

// Turn order (docs/PROTOCOL.md §4): who chooses each round's letter, and which daily rounds use blind letters.
import { DAILY_SEQUENCE_LENGTH, TOTAL_ROUNDS } from '../constants';
import type { Seat } from './types';

export function isSeat(value: unknown): value is Seat {
  return value === 1 || value === 2;
}

/** Player 1 chooses in odd rounds, player 2 in even rounds. */
export function chooserForRound(round: number): Seat {
  return round % 2 === 1 ? 1 : 2;
}

/** docs/PROTOCOL.md §9: the last round is any round >= 16 (a demo shows round 17). */
export function isFinalRound(round: number): boolean {
  return round >= TOTAL_ROUNDS;
}

export function otherSeat(seat: Seat): Seat {
  return seat === 1 ? 2 : 1;
}

/** In the daily game the odd rounds are the AI's (seat 1): their letters come from the day's sequence. */
export function isBlindRound(round: number): boolean {
  return Number.isInteger(round) && round >= 1 && round <= TOTAL_ROUNDS && round % 2 === 1;
}

/** Position in the day's sequence of a blind round's letter (round 1 → 0, …, round 15 → 7), else null. */
export function blindLetterIndexForRound(round: number): number | null {
  return isBlindRound(round) ? (round - 1) / 2 : null;
}

const BLIND_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'final'] as const;
export type BlindLetterOrdinal = (typeof BLIND_ORDINALS)[number];

/** The word for "Today's {ordinal} blind letter is..." in a blind round, else null. */
export function blindLetterOrdinal(round: number): BlindLetterOrdinal | null {
  const index = blindLetterIndexForRound(round);
  if (index === null || index >= DAILY_SEQUENCE_LENGTH) return null;
  return BLIND_ORDINALS[index] ?? null;
}

// The moves a replay marks: those that lost the most, worst first.
import type { MoveReview } from './types';

/** Moves losing at least this many expected points are worth a look; smaller ones are noise. */
export const NOTABLE_LOSS = 0.5;

/** Up to `count` rounds with the largest losses (at least NOTABLE_LOSS), worst first, earlier on ties. */
export function biggestLosses(moves: readonly MoveReview[], count = 3): number[] {
  return moves
    .filter((move) => move.lost >= NOTABLE_LOSS)
    .sort((a, b) => b.lost - a.lost || a.round - b.round)
    .slice(0, count)
    .map((move) => move.round);
}

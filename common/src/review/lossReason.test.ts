import { describe, expect, it } from 'vitest';
import { biggestLosses } from './biggestLosses';
import { lossReason, outlookAfter } from './lossReason';
import { reviewGame } from './reviewGame';
import type { MoveReview } from './types';

// A real daily (the Easy computer's game on E T A R S O N L, seed 3), cell = row * 4 + column:
//   S H A M
//   F E T A
//   R D E N
//   L O R N
const PLAYED = 'EHTEAFRASNORNMLD';
const CELLS = [5, 1, 6, 10, 7, 4, 14, 2, 0, 15, 13, 8, 11, 3, 12, 9];

/** The real game's moves, with the review's verdict for the rounds in `graded` (others matched the computer). */
function movesWith(graded: Record<number, Partial<MoveReview>>): MoveReview[] {
  return CELLS.map((cell, i) => {
    const round = i + 1;
    const letter = PLAYED[i] ?? 'E';
    return {
      round,
      letter,
      cell,
      chose: round % 2 === 0,
      computerCell: cell,
      computerLetter: round % 2 === 0 ? letter : null,
      expectedYours: 20,
      expectedComputer: 20,
      lost: 0,
      exact: false,
      ...graded[round],
    };
  });
}

describe('why a flagged move lost', () => {
  it('names the best words each move leaves in reach in its row and column', () => {
    // Round 12: R went to row 3, column 1, where the Hard computer put it in row 3, column 2 (3.6 lost).
    const moves = movesWith({ 12: { computerCell: 9, lost: 3.63 } });
    expect(lossReason(moves, 12)).toBe(
      "Your R leaves its row and column 7 points at most (row 3: REED, column 1: FRO); the Hard computer's R in row 3, column 2 leaves 8 (row 3: AREA, column 2: HERO).",
    );
  });

  it('says what the last letter made, not what is in reach', () => {
    const moves = movesWith({ 16: { computerLetter: 'M', lost: 1 } });
    expect(lossReason(moves, 16)).toBe(
      "Your D makes 5 points in its row and column (row 3: DEN, column 2: DO); the Hard computer's M in row 3, column 2 makes 6 (row 3: MEN, column 2: EMO).",
    );
  });

  it('falls back on how much room for words each move leaves when the best words tie', () => {
    const moves = movesWith({ 10: { computerLetter: 'E', lost: 0.83 } });
    const reason = lossReason(moves, 10);
    expect(reason).toMatch(
      /^Your N leaves (\d+) ways to fit a word in its row and column; the Hard computer's E in row 4, column 4 leaves (\d+), more room/,
    );
    const [, yours, theirs] = /leaves (\d+) ways.* leaves (\d+),/.exec(reason ?? '') ?? [];
    expect(Number(theirs)).toBeGreaterThan(Number(yours));
  });

  it('says nothing for a move it does not flag, or when the grid does not favour the computer move', () => {
    expect(lossReason(movesWith({ 12: { computerCell: 9, lost: 0.2 } }), 12)).toBeNull();
    // The same letter in the same cell: nothing in the grid tells the two apart.
    expect(lossReason(movesWith({ 12: { lost: 2 } }), 12)).toBeNull();
  });

  it('counts only the row and column through the cell, full lines at their made points', () => {
    const outlook = outlookAfter(
      [
        ['C', 'A', 'T', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
      ],
      3,
      'S',
    );
    expect(outlook.reach).toBe(8);
    expect(outlook.examples).toEqual(['row 1: CATS', expect.stringMatching(/^column 4: S[A-Z]{3}$/)]);
  });

  it('gives a reason for every move the review of this game flags', () => {
    const review = reviewGame({
      kind: 'daily',
      seat: 2,
      moves: CELLS.map((cell, i) => ({ round: i + 1, letter: PLAYED[i] ?? 'E', cell })),
      seed: 7,
    });
    const flagged = biggestLosses(review.moves);
    expect(flagged.length).toBeGreaterThan(0);
    for (const round of flagged) expect(lossReason(review.moves, round)).toMatch(/^Your [A-Z] /);
  });
});

import { describe, expect, it } from 'vitest';
import { moveNote } from './moveNote';
import type { MoveReview } from './types';

function move(overrides: Partial<MoveReview>): MoveReview {
  return {
    round: 4,
    letter: 'K',
    cell: 9,
    chose: true,
    computerCell: 9,
    computerLetter: 'K',
    expectedYours: 20,
    expectedComputer: 20,
    lost: 0,
    exact: false,
    ...overrides,
  };
}

describe('the replay note of a move', () => {
  it('says a loss the page would show as 0.0 is no loss', () => {
    const note = moveNote(move({ computerCell: 3, lost: 0.04, expectedComputer: 20.04 }));
    expect(note.verdict).toBe('Yours was as good.');
    expect(moveNote(move({ computerCell: 3, lost: 0.05 })).verdict).toBe('Lost 0.1 points.');
  });

  it('does not point at a dashed tile when the computer wanted your cell for another letter', () => {
    const note = moveNote(move({ computerLetter: 'A', lost: 4.1 }));
    expect(note.played).toBe('You chose K and put it in row 3, column 2.');
    expect(note.computer).toBe('The Hard computer would have chosen A instead, for the same cell.');
    expect(note.computer).not.toContain('dashed');
    expect(note.drawsComputerTile).toBe(false);
    expect(note.verdict).toBe('Lost 4.1 points.');
  });

  it('draws the computer tile in the empty cell it would have used', () => {
    const note = moveNote(move({ chose: false, computerLetter: null, computerCell: 0, lost: 1.26 }));
    expect(note.played).toBe('You were given K and put it in row 3, column 2.');
    expect(note.computer).toBe('The Hard computer would have put it in row 1, column 1 (shown dashed).');
    expect(note.drawsComputerTile).toBe(true);
    expect(note.verdict).toBe('Lost 1.3 points.');
    expect(moveNote(move({})).computer).toBeNull();
    expect(moveNote(move({})).verdict).toBe('Same as the Hard computer.');
  });
});

// What the replay says about one move in plain words: what you did, what the Hard computer would have done, and
// what the difference cost, worded from the same figures the page shows (a loss shown as 0.0 is no loss).
import { REVIEW_COMPARISON } from './comparison';
import type { MoveReview } from './types';

/** "row 2, column 3", as a person counts. */
export function cellName(cell: number): string {
  return `row ${(cell >> 2) + 1}, column ${(cell & 3) + 1}`;
}

export interface MoveNote {
  /** What the player did this round. */
  played: string;
  /** What the computer would have done instead; null when it would have played the same. */
  computer: string | null;
  /** The verdict in bold: the points lost, or why none were. */
  verdict: string;
  /** The computer's letter can be drawn as a pending tile: it would have gone into a cell you left empty. */
  drawsComputerTile: boolean;
}

/** A loss as the page shows it, to a tenth: "4.1". */
export function shownLoss(lost: number): string {
  return Math.max(0, lost).toFixed(1);
}

export function moveNote(move: MoveReview): MoveNote {
  const played = `${move.chose ? 'You chose' : 'You were given'} ${move.letter} and put it in ${cellName(move.cell)}.`;
  const computerLetter = move.computerLetter ?? move.letter;
  const otherLetter = computerLetter !== move.letter;
  const otherCell = move.computerCell !== move.cell;
  if (!otherLetter && !otherCell) {
    return {
      played,
      computer: null,
      verdict: `Same as ${REVIEW_COMPARISON.grader}.`,
      drawsComputerTile: false,
    };
  }
  // Your letter fills the cell in the replay's grid, so a different letter for the same cell has nowhere to be drawn.
  const computer = otherCell
    ? `${REVIEW_COMPARISON.graderStart} would have ${otherLetter ? `chosen ${computerLetter} and ` : ''}put it in ${cellName(move.computerCell)} (shown dashed).`
    : `${REVIEW_COMPARISON.graderStart} would have chosen ${computerLetter} instead, for the same cell.`;
  const verdict =
    shownLoss(move.lost) === '0.0' ? 'Yours was as good.' : `Lost ${shownLoss(move.lost)} points.`;
  return { played, computer, verdict, drawsComputerTile: otherCell };
}

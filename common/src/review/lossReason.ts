// Why a flagged move lost: what it left possible in its row and column, set against what the Hard computer's
// move left possible in its own, from the same position. Both figures are facts about the grid (the best
// points a line can still reach, how many listed words still fit it), not the grader's estimate, so the line
// is true whenever it is shown; when neither figure favours the computer's move it says nothing.
import { CELL_COUNT } from '../constants';
import { emptyGrid, placeLetterInGrid, type Grid } from '../game/grid';
import { pointsForWord } from '../game/scoring';
import { WORD_DATA } from '../words/wordData';
import { NOTABLE_LOSS } from './biggestLosses';
import { REVIEW_COMPARISON } from './comparison';
import { cellName } from './moveNote';
import type { MoveReview } from './types';

const WORDS = WORD_DATA.split(' ');

/** What one placement leaves possible in the row and the column through its cell. */
export interface LinesOutlook {
  /** Best points the two lines can still reach, summed. */
  reach: number;
  /** A best word still possible in each line that can still score, row first: "row 3: OVA". */
  examples: string[];
  /** How many (word, position) fits the two lines still have. */
  fits: number;
}

function lineLetters(grid: Grid, direction: 'row' | 'column', line: number): (string | null)[] {
  return [0, 1, 2, 3].map((i) => (direction === 'row' ? grid[line]?.[i] : grid[i]?.[line]) || null);
}

function fitsAt(word: string, letters: readonly (string | null)[], start: number): boolean {
  for (let i = 0; i < word.length; i++) {
    const there = letters[start + i];
    if (there && there !== word[i]) return false;
  }
  return true;
}

function lineOutlook(letters: readonly (string | null)[]) {
  let best: string | null = null;
  let fits = 0;
  for (const word of WORDS) {
    for (let start = 0; start + word.length <= letters.length; start++) {
      if (!fitsAt(word, letters, start)) continue;
      fits++;
      if (!best || pointsForWord(word) > pointsForWord(best)) best = word;
    }
  }
  return { best, fits };
}

/** The outlook of the row and column through `cell` once `letter` is in it. */
export function outlookAfter(grid: Grid, cell: number, letter: string): LinesOutlook {
  const after = placeLetterInGrid(grid, cell, letter);
  const lines = [
    { name: `row ${(cell >> 2) + 1}`, ...lineOutlook(lineLetters(after, 'row', cell >> 2)) },
    { name: `column ${(cell & 3) + 1}`, ...lineOutlook(lineLetters(after, 'column', cell & 3)) },
  ];
  return {
    reach: lines.reduce((sum, line) => sum + (line.best ? pointsForWord(line.best) : 0), 0),
    examples: lines.flatMap((line) => (line.best ? [`${line.name}: ${line.best}`] : [])),
    fits: lines.reduce((sum, line) => sum + line.fits, 0),
  };
}

function examples(outlook: LinesOutlook): string {
  return outlook.examples.length > 0 ? ` (${outlook.examples.join(', ')})` : '';
}

/**
 * One line on why the move of `round` lost, for a move the replay flags (a loss of NOTABLE_LOSS or more);
 * null for other moves, and when the grid alone does not show why.
 */
export function lossReason(moves: readonly MoveReview[], round: number): string | null {
  const move = moves[round - 1];
  if (!move || move.lost < NOTABLE_LOSS) return null;
  const before = moves
    .slice(0, round - 1)
    .reduce((grid, m) => placeLetterInGrid(grid, m.cell, m.letter), emptyGrid());
  const theirLetter = move.computerLetter ?? move.letter;
  const yours = outlookAfter(before, move.cell, move.letter);
  const theirs = outlookAfter(before, move.computerCell, theirLetter);
  const theirMove = `${REVIEW_COMPARISON.grader}'s ${theirLetter} in ${cellName(move.computerCell)}`;
  // After the last letter the lines are full: their points are made, not still in reach.
  const last = round === CELL_COUNT;
  if (theirs.reach > yours.reach) {
    return last
      ? `Your ${move.letter} makes ${yours.reach} points in its row and column${examples(yours)}; ${theirMove} makes ${theirs.reach}${examples(theirs)}.`
      : `Your ${move.letter} leaves its row and column ${yours.reach} points at most${examples(yours)}; ${theirMove} leaves ${theirs.reach}${examples(theirs)}.`;
  }
  if (!last && theirs.fits > yours.fits) {
    return `Your ${move.letter} leaves ${yours.fits} ways to fit a word in its row and column; ${theirMove} leaves ${theirs.fits}, more room for the letters to come.`;
  }
  return null;
}

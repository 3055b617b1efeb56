// Scoring (docs/PROTOCOL.md §5): the best word of each row and column, 2/3/4 points by length, summed to at most 32.
import { GRID_SIZE, MAX_WORD_LENGTH, MIN_WORD_LENGTH, WORD_POINTS } from '../constants';
import { isValidWord } from '../words';
import { rowColToCellIndex, type Grid } from './grid';

export type WordDirection = 'row' | 'column';

export interface ScoredWord {
  word: string;
  points: number;
  direction: WordDirection;
  /** Row number for 'row', column number for 'column' (0–3). */
  line: number;
  /** Position of the first letter along the line (0–3). */
  start: number;
  /** Cell indexes (row * 4 + col) the word covers, in reading order. */
  cells: number[];
}

export interface GridScore {
  total: number;
  /** Rows 0–3 first, then columns 0–3; lines without a word are absent. */
  words: ScoredWord[];
}

export type WordPredicate = (word: string) => boolean;

export function pointsForWord(word: string): number {
  return WORD_POINTS[word.length] ?? 0;
}

/** A cell's letter, upper-cased; anything that is not a single letter A–Z/a–z reads as empty and breaks a word. */
function letterOf(cell: unknown): string | null {
  if (typeof cell !== 'string' || cell.length !== 1) return null;
  const code = cell.charCodeAt(0) | 0x20; // ASCII lower case; anything else stays outside a–z
  return code >= 0x61 && code <= 0x7a ? String.fromCharCode(code - 0x20) : null;
}

/** The cell index of the `i`th cell along a line. */
function cellOf(direction: WordDirection, line: number, i: number): number {
  return direction === 'row' ? rowColToCellIndex(line, i) : rowColToCellIndex(i, line);
}

/**
 * The best word in one line: highest points, and on a tie the earliest start (leftmost or topmost).
 * Runs on every move on the server and on every render of a live score, so it builds candidate words by
 * concatenation and allocates a result only for a word that beats the best so far.
 */
export function scoreLine(
  grid: Grid,
  direction: WordDirection,
  line: number,
  isWord: WordPredicate = isValidWord,
): ScoredWord | null {
  const letters: (string | null)[] = [];
  for (let i = 0; i < GRID_SIZE; i++) {
    const index = cellOf(direction, line, i);
    letters.push(letterOf(grid[Math.floor(index / GRID_SIZE)]?.[index % GRID_SIZE]));
  }
  let best: ScoredWord | null = null;
  for (let start = 0; start < GRID_SIZE; start++) {
    let word = '';
    for (let end = start; end < GRID_SIZE && end - start < MAX_WORD_LENGTH; end++) {
      const letter = letters[end];
      // An empty cell ends the run: no longer word from this start can be contiguous either.
      if (letter === null || letter === undefined) break;
      word += letter;
      if (word.length < MIN_WORD_LENGTH) continue;
      const points = pointsForWord(word);
      if (points > (best?.points ?? 0) && isWord(word)) {
        const cells: number[] = [];
        for (let i = start; i <= end; i++) cells.push(cellOf(direction, line, i));
        best = { word, points, direction, line, start, cells };
      }
    }
  }
  return best;
}

/** Scores a grid: one best word per row and per column; the same word may count in several lines. */
export function scoreGrid(grid: Grid, isWord: WordPredicate = isValidWord): GridScore {
  const words: ScoredWord[] = [];
  for (const direction of ['row', 'column'] as const) {
    for (let line = 0; line < GRID_SIZE; line++) {
      const scored = scoreLine(grid, direction, line, isWord);
      if (scored) words.push(scored);
    }
  }
  return { total: words.reduce((sum, w) => sum + w.points, 0), words };
}

/** Every cell that belongs to a scored word, ascending and without repeats (for highlighting and share text). */
export function scoredCellIndexes(words: readonly ScoredWord[]): number[] {
  return [...new Set(words.flatMap((w) => w.cells))].sort((a, b) => a - b);
}

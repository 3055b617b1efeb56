// The best grid of a given 16 letters: the highest-scoring arrangement of exactly those letters, shown
// on the daily's end screen next to the player's own grid.
import { CELL_COUNT, MAX_SCORE } from '../constants';
import { isLetter, type Grid } from '../game/grid';
import { boardScore, emptyBoard, gridFromBoard, placeCode, type Board } from './board';
import { EMPTY, PLACE, lineTables } from './lineTables';
import { letterCode } from './letters';
import { greedyCell, lineValues } from './policy';
import { mixSeed, mulberry32 } from './random';

/** Search steps after which the best grid found so far is returned, marked not proven best. */
const NODE_BUDGET = 1_500_000;
/** Shuffled greedy fillings improved by swaps, for a strong first answer the exact search must beat. */
const STARTS = 12;

export interface BestArrangement {
  grid: Grid;
  score: number;
  /** True when the search finished, so no arrangement of these letters scores more. */
  exact: boolean;
}

/** Swaps pairs of different letters while any swap raises the score. */
function improveBySwaps(board: Board, score: Uint8Array): number {
  let best = boardScore(board, score);
  for (let improved = true; improved;) {
    improved = false;
    for (let a = 0; a < CELL_COUNT; a++) {
      for (let b = a + 1; b < CELL_COUNT; b++) {
        const x = board.cells[a] ?? 0;
        const y = board.cells[b] ?? 0;
        if (x === y) continue;
        swap(board, a, b, x, y);
        const total = boardScore(board, score);
        if (total > best) {
          best = total;
          improved = true;
        } else swap(board, a, b, y, x);
      }
    }
  }
  return best;
}

function swap(board: Board, a: number, b: number, x: number, y: number): void {
  unplace(board, a, x);
  unplace(board, b, y);
  placeCode(board, a, y);
  placeCode(board, b, x);
}

function unplace(board: Board, cell: number, code: number): void {
  const row = cell >> 2;
  const col = cell & 3;
  const delta = EMPTY - code;
  board.cells[cell] = EMPTY;
  board.lines[row] = (board.lines[row] ?? 0) + delta * (PLACE[col] ?? 0);
  board.lines[4 + col] = (board.lines[4 + col] ?? 0) + delta * (PLACE[row] ?? 0);
}

function heuristicStart(codes: readonly number[]): { board: Board; total: number } {
  const { score } = lineTables();
  const value = lineValues();
  let bestBoard = emptyBoard();
  let bestTotal = -1;
  for (let start = 0; start < STARTS; start++) {
    const random = mulberry32(mixSeed(0x5eed, start));
    const order = [...codes];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const board = emptyBoard();
    for (const code of order) placeCode(board, greedyCell(board, code, value), code);
    const total = improveBySwaps(board, score);
    if (total > bestTotal) {
      bestTotal = total;
      bestBoard = board;
    }
  }
  return { board: bestBoard, total: bestTotal };
}

/**
 * A grid already known for these letters (the player's own) as the answer to beat, when it beats the
 * heuristic: a search stopped at its budget must never offer less than the grid the player made.
 */
function betterStart(
  start: { board: Board; total: number },
  codes: readonly number[],
  known: Grid | undefined,
): { board: Board; total: number } {
  const cells = known?.flat() ?? [];
  if (cells.length !== CELL_COUNT || !cells.every((c): c is string => c !== null && isLetter(c)))
    return start;
  const sorted = (list: readonly number[]): string => [...list].sort((a, b) => a - b).join();
  if (sorted(cells.map(letterCode)) !== sorted(codes)) return start;
  const board = emptyBoard();
  cells.forEach((letter, cell) => placeCode(board, cell, letterCode(letter)));
  const total = improveBySwaps(board, lineTables().score);
  return total > start.total ? { board, total } : start;
}

/** Reading order (tried: alternating rows and columns proves fewer grids within the budget). */
const FILL_ORDER = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/**
 * Depth-first over cells in reading order. Lines are coded over just these letters (the k distinct ones,
 * and k for an empty cell), so each line's best reachable score can be tabulated for these letters only:
 * a far tighter bound than over the whole alphabet.
 */
class ArrangementSearch {
  readonly cells = new Uint8Array(CELL_COUNT);
  readonly lines: Int32Array;
  readonly counts: Int32Array;
  readonly bound: Uint8Array;
  readonly place: number[];
  readonly empty: number;
  best: number;
  bestCells: Uint8Array;
  nodes = 0;

  constructor(
    readonly distinct: readonly number[],
    codes: readonly number[],
    startCells: Uint8Array,
    startTotal: number,
    readonly budget: number,
  ) {
    const k = distinct.length;
    this.empty = k;
    const base = k + 1;
    this.place = [base ** 3, base ** 2, base, 1];
    this.counts = new Int32Array(k);
    for (const code of codes) {
      const local = distinct.indexOf(code);
      this.counts[local] = (this.counts[local] ?? 0) + 1;
    }
    this.lines = new Int32Array(8).fill(k * (base ** 3 + base ** 2 + base + 1));
    this.bound = localBounds(distinct, this.counts);
    this.best = startTotal;
    this.bestCells = startCells.slice();
  }

  set(cell: number, local: number, delta: number): void {
    const row = cell >> 2;
    const col = cell & 3;
    this.lines[row] = (this.lines[row] ?? 0) + delta * (this.place[col] ?? 0);
    this.lines[4 + col] = (this.lines[4 + col] ?? 0) + delta * (this.place[row] ?? 0);
    this.cells[cell] = local;
  }

  /** Fills from `depth` on; `reach` is the sum of the 8 lines' bounds now. */
  fill(depth: number, reach: number): void {
    if (this.best === MAX_SCORE || ++this.nodes > this.budget) return;
    if (depth === CELL_COUNT) {
      // Every line is full, so each bound is the line's score.
      if (reach > this.best) {
        this.best = reach;
        this.bestCells = Uint8Array.from(this.cells, (local) => this.distinct[local] ?? 0);
      }
      return;
    }
    const cell = FILL_ORDER[depth] ?? 0;
    const row = cell >> 2;
    const col = 4 + (cell & 3);
    const before = (this.bound[this.lines[row] ?? 0] ?? 0) + (this.bound[this.lines[col] ?? 0] ?? 0);
    // A grid and its transpose score the same, so only grids whose cell 4 is not below cell 1 are searched.
    const lowest = cell === 4 ? (this.cells[1] ?? 0) : 0;
    for (let local = lowest; local < this.empty; local++) {
      if ((this.counts[local] ?? 0) === 0) continue;
      this.counts[local] = (this.counts[local] ?? 0) - 1;
      this.set(cell, local, local - this.empty);
      const after =
        reach - before + (this.bound[this.lines[row] ?? 0] ?? 0) + (this.bound[this.lines[col] ?? 0] ?? 0);
      if (after > this.best) this.fill(depth + 1, after);
      this.set(cell, this.empty, this.empty - local);
      this.counts[local] = (this.counts[local] ?? 0) + 1;
    }
  }
}

/**
 * Best reachable line score for every line over the given letters (index k = empty), in increasing order,
 * counting only full lines that use no letter more often than the 16 hold.
 */
function localBounds(distinct: readonly number[], counts: Int32Array): Uint8Array {
  const { score } = lineTables();
  const k = distinct.length;
  const base = k + 1;
  const bound = new Uint8Array(base ** 4);
  const place = [base ** 3, base ** 2, base, 1];
  let state = 0;
  for (let a = 0; a < base; a++) {
    for (let b = 0; b < base; b++) {
      for (let c = 0; c < base; c++) {
        for (let d = 0; d < base; d++, state++) {
          const digits = [a, b, c, d];
          const firstEmpty = digits.indexOf(k);
          if (firstEmpty < 0) {
            // A line using some letter more often than the 16 hold never occurs, so it adds nothing to a bound.
            if (
              digits.some((digit) => digits.filter((other) => other === digit).length > (counts[digit] ?? 0))
            ) {
              continue;
            }
            let global = 0;
            digits.forEach((digit, p) => (global += (distinct[digit] ?? 0) * (PLACE[p] ?? 0)));
            bound[state] = score[global] ?? 0;
            continue;
          }
          const step = place[firstEmpty] ?? 0;
          let best = 0;
          for (let letter = 0, child = state - k * step; letter < k; letter++, child += step) {
            best = Math.max(best, bound[child] ?? 0);
          }
          bound[state] = best;
        }
      }
    }
  }
  return bound;
}

/**
 * The highest-scoring arrangement of exactly `letters16`. Exact: a branch-and-bound search over every
 * arrangement, pruned by each row's and column's best reachable score and started from a strong heuristic
 * answer; `exact` is false only if it stops at its step budget (then the grid is the best found).
 * `known` (the player's own grid of these letters) is an answer to beat, so the result never scores less.
 */
export function bestArrangement(
  letters16: readonly string[],
  { known, budget = NODE_BUDGET }: { known?: Grid; budget?: number } = {},
): BestArrangement {
  if (letters16.length !== CELL_COUNT || !letters16.every(isLetter)) {
    throw new RangeError(`The best arrangement needs exactly ${CELL_COUNT} letters A–Z.`);
  }
  const codes = letters16.map(letterCode);
  const start = betterStart(heuristicStart(codes), codes, known);
  const distinct = [...new Set(codes)].sort((a, b) => a - b);
  const search = new ArrangementSearch(distinct, codes, start.board.cells, start.total, budget);
  search.fill(0, 8 * (search.bound[search.lines[0] ?? 0] ?? 0));
  const board = emptyBoard();
  search.bestCells.forEach((code, cell) => placeCode(board, cell, code));
  return { grid: gridFromBoard(board), score: search.best, exact: search.nodes <= budget };
}

// Expected final score with perfect play from here, exactly: letters you choose are maximised over, letters
// you are dealt are averaged over the daily distribution (what you know of them, not what came).
import { CELL_COUNT, TOTAL_ROUNDS } from '../constants';
import { boardScore, cloneBoard, placeCode, type Board } from '../bot/board';
import { EMPTY, PLACE, lineTables } from '../bot/lineTables';
import { LETTER_COUNT, LETTER_PROBABILITIES } from '../bot/letters';
import type { OwnParity } from '../bot/playouts';

/** Positions with at most this many empty cells are solved exactly (about 100,000 leaves at most). */
export const EXACT_EMPTY_CELLS = 2;

export function emptyCellsOf(board: Board): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (board.cells[cell] === EMPTY) cells.push(cell);
  return cells;
}

export function isChoosingRound(round: number, own: OwnParity): boolean {
  return (round & 1) === own || round > TOTAL_ROUNDS;
}

export function after(board: Board, cell: number, code: number): Board {
  const next = cloneBoard(board);
  placeCode(next, cell, code);
  return next;
}

function shift(board: Board, cell: number, delta: number): void {
  const row = cell >> 2;
  const col = cell & 3;
  board.lines[row] = (board.lines[row] ?? 0) + delta * (PLACE[col] ?? 0);
  board.lines[4 + col] = (board.lines[4 + col] ?? 0) + delta * (PLACE[row] ?? 0);
}

function place(board: Board, cell: number, code: number): void {
  board.cells[cell] = code;
  shift(board, cell, code - EMPTY);
}

function unplace(board: Board, cell: number, code: number): void {
  board.cells[cell] = EMPTY;
  shift(board, cell, EMPTY - code);
}

/** The final score's expectation (or best, when chosen) with one empty cell left: no copies, one pass. */
function lastCellValue(board: Board, cell: number, choosing: boolean): number {
  const { score } = lineTables();
  const row = cell >> 2;
  const col = cell & 3;
  const rowState = board.lines[row] ?? 0;
  const colState = board.lines[4 + col] ?? 0;
  const rest = boardScore(board, score) - (score[rowState] ?? 0) - (score[colState] ?? 0);
  let rowAt = rowState - EMPTY * (PLACE[col] ?? 0);
  let colAt = colState - EMPTY * (PLACE[row] ?? 0);
  let best = 0;
  let expected = 0;
  for (let code = 0; code < LETTER_COUNT; code++) {
    const points = (score[rowAt] ?? 0) + (score[colAt] ?? 0);
    best = Math.max(best, points);
    expected += (LETTER_PROBABILITIES[code] ?? 0) * points;
    rowAt += PLACE[col] ?? 0;
    colAt += PLACE[row] ?? 0;
  }
  return rest + (choosing ? best : expected);
}

/** The best cell for `code` and the value it leaves, playing on exactly from `nextRound`. Leaves `board` as it was. */
export function bestCellExact(
  board: Board,
  code: number,
  nextRound: number,
  own: OwnParity,
): { cell: number; value: number } {
  let best = { cell: -1, value: -Infinity };
  for (const cell of emptyCellsOf(board)) {
    place(board, cell, code);
    const value = exactValue(board, nextRound, own);
    unplace(board, cell, code);
    if (value > best.value) best = { cell, value };
  }
  return best;
}

/** Expected final score of `board` with round `round` about to start; exponential, so keep it to few empties. */
export function exactValue(board: Board, round: number, own: OwnParity): number {
  const cells = emptyCellsOf(board);
  const choosing = isChoosingRound(round, own);
  if (cells.length === 0) return boardScore(board, lineTables().score);
  if (cells.length === 1) return lastCellValue(board, cells[0] ?? 0, choosing);
  let best = -Infinity;
  let expected = 0;
  for (let code = 0; code < LETTER_COUNT; code++) {
    const p = LETTER_PROBABILITIES[code] ?? 0;
    if (!choosing && p === 0) continue;
    const value = bestCellExact(board, code, round + 1, own).value;
    best = Math.max(best, value);
    expected += p * value;
  }
  return choosing ? best : expected;
}

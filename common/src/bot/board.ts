// The bot's own board: 16 letter codes and the 8 line states (rows 0–3, then columns 0–3), updated in place.
import { CELL_COUNT, GRID_SIZE } from '../constants';
import type { Grid } from '../game/grid';
import { EMPTY, EMPTY_LINE, PLACE } from './lineTables';
import { letterCode, letterOfCode } from './letters';

export const LINE_COUNT = 2 * GRID_SIZE;

export interface Board {
  cells: Uint8Array;
  lines: Int32Array;
}

export function emptyBoard(): Board {
  return {
    cells: new Uint8Array(CELL_COUNT).fill(EMPTY),
    lines: new Int32Array(LINE_COUNT).fill(EMPTY_LINE),
  };
}

/** Row line of a cell is cell >> 2 at position cell & 3; its column line is 4 + (cell & 3) at position cell >> 2. */
export function placeCode(board: Board, cell: number, code: number): void {
  const row = cell >> 2;
  const col = cell & 3;
  const delta = code - EMPTY;
  board.cells[cell] = code;
  board.lines[row] = (board.lines[row] ?? 0) + delta * (PLACE[col] ?? 0);
  board.lines[4 + col] = (board.lines[4 + col] ?? 0) + delta * (PLACE[row] ?? 0);
}

export function copyBoard(from: Board, to: Board): void {
  to.cells.set(from.cells);
  to.lines.set(from.lines);
}

export function cloneBoard(board: Board): Board {
  return { cells: board.cells.slice(), lines: board.lines.slice() };
}

/** A board from a rules grid; anything that is not a letter A–Z reads as an empty cell. */
export function boardFromGrid(grid: Grid): Board {
  const board = emptyBoard();
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = grid[cell >> 2]?.[cell & 3];
    if (typeof value === 'string' && /^[A-Za-z]$/.test(value)) placeCode(board, cell, letterCode(value));
  }
  return board;
}

export function gridFromBoard(board: Board): Grid {
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => {
      const code = board.cells[row * GRID_SIZE + col] ?? EMPTY;
      return code === EMPTY ? null : letterOfCode(code);
    }),
  );
}

export function emptyCount(board: Board): number {
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (board.cells[cell] === EMPTY) count++;
  return count;
}

/** Sum of the 8 lines' points from a score table. */
export function boardScore(board: Board, score: Uint8Array): number {
  let total = 0;
  for (let line = 0; line < LINE_COUNT; line++) total += score[board.lines[line] ?? 0] ?? 0;
  return total;
}

// The 4x4 grid model: cells, indexes and immutable placement shared by rules, server and UI.
import { CELL_COUNT, GRID_SIZE } from '../constants';

/** A letter 'A'–'Z', or null for an empty cell. */
export type Cell = string | null;
/** Four rows of four cells; cell index = row * 4 + col. */
export type Grid = Cell[][];

/** Whether `s` is exactly one upper-case letter A–Z. */
export function isLetter(s: unknown): s is string {
  return typeof s === 'string' && /^[A-Z]$/.test(s);
}

/** Upper-cases a single-letter input; anything else gives null. */
export function normalizeLetter(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const upper = input.toUpperCase();
  return isLetter(upper) ? upper : null;
}

export function emptyGrid(): Grid {
  return Array.from({ length: GRID_SIZE }, () => Array.from({ length: GRID_SIZE }, (): Cell => null));
}

export function isValidCellIndex(cellIndex: unknown): cellIndex is number {
  return Number.isInteger(cellIndex) && (cellIndex as number) >= 0 && (cellIndex as number) < CELL_COUNT;
}

export function cellIndexToRowCol(cellIndex: number): { row: number; col: number } {
  if (!isValidCellIndex(cellIndex))
    throw new RangeError(`Cell index ${String(cellIndex)} is outside 0–${CELL_COUNT - 1}.`);
  return { row: Math.floor(cellIndex / GRID_SIZE), col: cellIndex % GRID_SIZE };
}

export function rowColToCellIndex(row: number, col: number): number {
  return row * GRID_SIZE + col;
}

export function cellAt(grid: Grid, cellIndex: number): Cell {
  const { row, col } = cellIndexToRowCol(cellIndex);
  return grid[row]?.[col] ?? null;
}

/** A new grid with `letter` at `cellIndex`; the input grid is left untouched. */
export function placeLetterInGrid(grid: Grid, cellIndex: number, letter: string): Grid {
  const { row, col } = cellIndexToRowCol(cellIndex);
  return grid.map((cells, r) =>
    r === row ? cells.map((cell, c) => (c === col ? letter : cell)) : [...cells],
  );
}

/** Indexes of empty cells, ascending. */
export function emptyCellIndexes(grid: Grid): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) if (cellAt(grid, i) === null) indexes.push(i);
  return indexes;
}

export function isGridFull(grid: Grid): boolean {
  return emptyCellIndexes(grid).length === 0;
}

/** Whether a stored or posted value is a 4x4 array of single letters A–Z or null. */
export function isValidGridShape(value: unknown): value is Grid {
  return (
    Array.isArray(value) &&
    value.length === GRID_SIZE &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        row.length === GRID_SIZE &&
        row.every((cell) => cell === null || isLetter(cell)),
    )
  );
}

/** A deep copy, so callers can hold a grid without sharing rows. */
export function cloneGrid(grid: Grid): Grid {
  return grid.map((row) => [...row]);
}

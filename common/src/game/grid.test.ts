import { describe, expect, it } from 'vitest';
import {
  cellIndexToRowCol,
  emptyCellIndexes,
  emptyGrid,
  isGridFull,
  isLetter,
  isValidGridShape,
  normalizeLetter,
  placeLetterInGrid,
} from './grid';
import { gridOf } from './testWords';

describe('grid', () => {
  it('starts as four rows of four empty cells', () => {
    const grid = emptyGrid();
    expect(grid).toHaveLength(4);
    expect(grid.every((row) => row.length === 4 && row.every((cell) => cell === null))).toBe(true);
    expect(emptyCellIndexes(grid)).toHaveLength(16);
  });

  it('numbers cells row by row', () => {
    expect(cellIndexToRowCol(0)).toEqual({ row: 0, col: 0 });
    expect(cellIndexToRowCol(6)).toEqual({ row: 1, col: 2 });
    expect(cellIndexToRowCol(15)).toEqual({ row: 3, col: 3 });
    expect(() => cellIndexToRowCol(16)).toThrow(RangeError);
    expect(() => cellIndexToRowCol(1.5)).toThrow(RangeError);
  });

  it('places a letter in a new grid and leaves the old one alone', () => {
    const before = emptyGrid();
    const after = placeLetterInGrid(before, 6, 'Q');
    expect(after[1]?.[2]).toBe('Q');
    expect(before[1]?.[2]).toBeNull();
    expect(emptyCellIndexes(after)).not.toContain(6);
  });

  it('knows when a grid is full', () => {
    expect(isGridFull(gridOf(['ABCD', 'EFGH', 'IJKL', 'MNOP']))).toBe(true);
    expect(isGridFull(gridOf(['ABCD', 'EFGH', 'IJKL', 'MNO.']))).toBe(false);
    expect(emptyCellIndexes(gridOf(['ABCD', 'EFGH', 'IJKL', 'MNO.']))).toEqual([15]);
  });

  it('accepts only 4x4 grids of capital letters or null as a valid shape', () => {
    expect(isValidGridShape(emptyGrid())).toBe(true);
    expect(isValidGridShape(gridOf(['AB..', '....', '....', '...Z']))).toBe(true);
    expect(isValidGridShape(gridOf(['ab..', '....', '....', '....']))).toBe(false);
    expect(isValidGridShape([[null, null, null], [], [], []])).toBe(false);
    expect(isValidGridShape(emptyGrid().slice(1))).toBe(false);
    expect(isValidGridShape([['AB', null, null, null], ...emptyGrid().slice(1)])).toBe(false);
    expect(isValidGridShape([[undefined, null, null, null], ...emptyGrid().slice(1)])).toBe(false);
    expect(isValidGridShape('grid')).toBe(false);
    expect(isValidGridShape(null)).toBe(false);
  });

  it('recognises a letter as exactly one character A–Z', () => {
    expect(['A', 'Z'].every(isLetter)).toBe(true);
    expect(['a', '', 'AB', '1', 'É', ' ', null, 5].some(isLetter)).toBe(false);
    expect(normalizeLetter('q')).toBe('Q');
    expect(normalizeLetter('qq')).toBeNull();
    expect(normalizeLetter(7)).toBeNull();
  });
});

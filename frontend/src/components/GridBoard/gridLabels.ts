// The words a person hears for a grid cell and for a scored word, shared by the board and its tests.
import { GRID_SIZE } from '@gridable/common';
import type { ScoredWord } from '@gridable/common';

/** 'Row 2, column 3, empty' / 'Row 2, column 3, letter Q' (1-based, as a person counts). */
export function cellLabel(cellIndex: number, letter: string | null): string {
  const row = Math.floor(cellIndex / GRID_SIZE) + 1;
  const column = (cellIndex % GRID_SIZE) + 1;
  return `Row ${row}, column ${column}, ${letter === null ? 'empty' : `letter ${letter}`}`;
}

/**
 * What a screen reader adds after a scored cell's name, as the green fill and corner notch tell the eye:
 * 'In the scoring word CAT' / 'In the scoring words CAT and CARS'; null for a cell in no scored word.
 */
export function scoredCellDescription(cellIndex: number, words: readonly ScoredWord[]): string | null {
  const through = words.filter((word) => word.cells.includes(cellIndex)).map((word) => word.word);
  if (through.length === 0) return null;
  return `In the scoring word${through.length > 1 ? 's' : ''} ${through.join(' and ')}`;
}

/** Where focus goes for an arrow, Home or End key; null for any other key. Movement stops at the edges. */
export function nextCellIndex(cellIndex: number, key: string): number | null {
  const row = Math.floor(cellIndex / GRID_SIZE);
  const column = cellIndex % GRID_SIZE;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? cellIndex - GRID_SIZE : cellIndex;
    case 'ArrowDown':
      return row < GRID_SIZE - 1 ? cellIndex + GRID_SIZE : cellIndex;
    case 'ArrowLeft':
      return column > 0 ? cellIndex - 1 : cellIndex;
    case 'ArrowRight':
      return column < GRID_SIZE - 1 ? cellIndex + 1 : cellIndex;
    case 'Home':
      return row * GRID_SIZE;
    case 'End':
      return row * GRID_SIZE + GRID_SIZE - 1;
    default:
      return null;
  }
}

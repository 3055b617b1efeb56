// The one-ply policy: put a letter where its row and column gain the most line value. Medium plays it
// as is, Easy with mistakes, and Hard uses it for the letters of its simulated futures.
import { CELL_COUNT } from '../constants';
import type { Board } from './board';
import { EMPTY, LINE_STATES, PLACE, lineTables } from './lineTables';
import { LETTER_COUNT } from './letters';

/** Weight of the random-fill expectation against the best reachable score in a line's value. */
const EXPECTED_WEIGHT = 0.5;

let values: Float32Array | null = null;

/**
 * What a line is worth mid-game: a blend of the points a random filling gives (pessimistic: the player
 * chooses where letters go) and the best any filling could reach (optimistic). A full line is worth its points.
 */
export function lineValues(): Float32Array {
  if (!values) {
    const { expected, bound } = lineTables();
    values = new Float32Array(LINE_STATES);
    for (let s = 0; s < LINE_STATES; s++) {
      values[s] = EXPECTED_WEIGHT * (expected[s] ?? 0) + (1 - EXPECTED_WEIGHT) * (bound[s] ?? 0);
    }
  }
  return values;
}

/** Gain in line value from putting letter `code` in empty `cell`. */
export function placementGain(board: Board, cell: number, code: number, value: Float32Array): number {
  const row = cell >> 2;
  const col = cell & 3;
  const delta = code - EMPTY;
  const rowState = board.lines[row] ?? 0;
  const colState = board.lines[4 + col] ?? 0;
  return (
    (value[rowState + delta * (PLACE[col] ?? 0)] ?? 0) +
    (value[colState + delta * (PLACE[row] ?? 0)] ?? 0) -
    (value[rowState] ?? 0) -
    (value[colState] ?? 0)
  );
}

/** The empty cell with the largest gain for `code` (lowest index on ties), or -1 on a full board. */
export function greedyCell(board: Board, code: number, value: Float32Array): number {
  let bestCell = -1;
  let bestGain = -Infinity;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (board.cells[cell] !== EMPTY) continue;
    const gain = placementGain(board, cell, code, value);
    if (gain > bestGain) {
      bestGain = gain;
      bestCell = cell;
    }
  }
  return bestCell;
}

/** The letter whose best placement gains the most, as code * 16 + cell (-1 on a full board). */
export function greedyPair(board: Board, value: Float32Array): number {
  let best = -1;
  let bestGain = -Infinity;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (board.cells[cell] !== EMPTY) continue;
    // The hot loop of every playout: the row and column states step by a fixed place value per letter.
    const rowPlace = PLACE[cell & 3] ?? 0;
    const colPlace = PLACE[cell >> 2] ?? 0;
    const rowState = board.lines[cell >> 2] ?? 0;
    const colState = board.lines[4 + (cell & 3)] ?? 0;
    const before = (value[rowState] ?? 0) + (value[colState] ?? 0);
    let row = rowState - EMPTY * rowPlace;
    let col = colState - EMPTY * colPlace;
    for (let code = 0; code < LETTER_COUNT; code++) {
      const gain = (value[row] ?? 0) + (value[col] ?? 0) - before;
      if (gain > bestGain) {
        bestGain = gain;
        best = code * CELL_COUNT + cell;
      }
      row += rowPlace;
      col += colPlace;
    }
  }
  return best;
}

/** Each letter's best gain on this board (for weighing a letter's use to the opponent). */
export function bestGainByLetter(board: Board, value: Float32Array, out: Float64Array): void {
  out.fill(-Infinity);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (board.cells[cell] !== EMPTY) continue;
    for (let code = 0; code < LETTER_COUNT; code++) {
      const gain = placementGain(board, cell, code, value);
      if (gain > (out[code] ?? -Infinity)) out[code] = gain;
    }
  }
}

// Precomputed tables over every state of one 4-cell line, so scoring a line is one array read.
// A line state packs its four cells base 27 (0–25 = A–Z, 26 = empty), first cell most significant.
import { WORD_DATA } from '../words/wordData';
import { LETTER_COUNT, LETTER_PROBABILITIES } from './letters';

export const EMPTY = 26;
export const BASE = 27;
export const LINE_STATES = BASE ** 4;
/** Place values of positions 0–3 in a line state. */
export const PLACE = [BASE ** 3, BASE ** 2, BASE, 1] as const;
/** The state of a line whose four cells are empty. */
export const EMPTY_LINE = EMPTY * (PLACE[0] + PLACE[1] + PLACE[2] + PLACE[3]);

export interface LineTables {
  /** Points of the line's best word now, empties breaking words (what scoreLine gives). */
  score: Uint8Array;
  /** Best points any filling of the empty cells could reach: an admissible bound for the solvers. */
  bound: Uint8Array;
  /** Expected points if the empty cells were filled by independent letters of the daily distribution. */
  expected: Float32Array;
}

const POINTS_BY_LENGTH = [0, 0, 2, 3, 4];

function buildScores(): Uint8Array {
  const score = new Uint8Array(LINE_STATES);
  for (const word of WORD_DATA.split(' ')) {
    const codes = [...word].map((ch) => ch.charCodeAt(0) - 65);
    const points = POINTS_BY_LENGTH[codes.length] ?? 0;
    for (let start = 0; start + codes.length <= 4; start++) {
      // Every line containing the word at `start`: the other cells take any of the 27 values.
      const free = [0, 1, 2, 3].filter((p) => p < start || p >= start + codes.length);
      let fixed = 0;
      codes.forEach((code, i) => (fixed += code * (PLACE[start + i] ?? 0)));
      const combos = BASE ** free.length;
      for (let k = 0; k < combos; k++) {
        let index = fixed;
        let rest = k;
        for (const p of free) {
          index += (rest % BASE) * (PLACE[p] ?? 0);
          rest = Math.floor(rest / BASE);
        }
        if ((score[index] ?? 0) < points) score[index] = points;
      }
    }
  }
  return score;
}

/**
 * One pass in increasing state order: filling an empty cell (26) with a letter lowers the state, so a
 * state's children are always computed before it.
 */
function buildBoundAndExpected(score: Uint8Array): { bound: Uint8Array; expected: Float32Array } {
  const bound = new Uint8Array(LINE_STATES);
  const expected = new Float32Array(LINE_STATES);
  for (let state = 0; state < LINE_STATES; state++) {
    let emptyPlace = 0;
    for (const place of PLACE) {
      if (Math.floor(state / place) % BASE === EMPTY) {
        emptyPlace = place;
        break;
      }
    }
    if (emptyPlace === 0) {
      bound[state] = score[state] ?? 0;
      expected[state] = score[state] ?? 0;
      continue;
    }
    const base = state - EMPTY * emptyPlace;
    let best = 0;
    let mean = 0;
    for (let letter = 0; letter < LETTER_COUNT; letter++) {
      const child = base + letter * emptyPlace;
      const b = bound[child] ?? 0;
      if (b > best) best = b;
      mean += (LETTER_PROBABILITIES[letter] ?? 0) * (expected[child] ?? 0);
    }
    bound[state] = best;
    expected[state] = mean;
  }
  return { bound, expected };
}

let tables: LineTables | null = null;

/** The tables, built on first use (about 3 MB, tens of milliseconds) and shared afterwards. */
export function lineTables(): LineTables {
  if (!tables) {
    const score = buildScores();
    tables = { score, ...buildBoundAndExpected(score) };
  }
  return tables;
}

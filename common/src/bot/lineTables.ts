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
  const raise = (index: number, points: number) => {
    if ((score[index] ?? 0) < points) score[index] = points;
  };
  for (const word of WORD_DATA.split(' ')) {
    const points = POINTS_BY_LENGTH[word.length] ?? 0;
    for (let start = 0; start + word.length <= 4; start++) {
      // Every line holding the word at `start`: each other cell takes any of the 27 values.
      let fixed = 0;
      for (let i = 0; i < word.length; i++) fixed += (word.charCodeAt(i) - 65) * (PLACE[start + i] ?? 0);
      const free = PLACE.filter((_, p) => p < start || p >= start + word.length);
      const [first = 0, second = 0] = free;
      const firstCount = free.length > 0 ? BASE : 1;
      const secondCount = free.length > 1 ? BASE : 1;
      for (let x = 0; x < firstCount; x++) {
        for (let y = 0; y < secondCount; y++) raise(fixed + x * first + y * second, points);
      }
    }
  }
  return score;
}

/**
 * One pass in increasing state order: filling an empty cell (26) with a letter lowers the state, so a
 * state's children are always computed before it. A state's first empty cell is its most significant
 * digit that is 26, known from the loop digits without dividing.
 */
function buildBoundAndExpected(score: Uint8Array): { bound: Uint8Array; expected: Float32Array } {
  const bound = score.slice();
  const expected = new Float32Array(score);
  let state = 0;
  for (let a = 0; a < BASE; a++) {
    for (let b = 0; b < BASE; b++) {
      for (let c = 0; c < BASE; c++) {
        for (let d = 0; d < BASE; d++, state++) {
          const emptyPlace =
            a === EMPTY
              ? PLACE[0]
              : b === EMPTY
                ? PLACE[1]
                : c === EMPTY
                  ? PLACE[2]
                  : d === EMPTY
                    ? PLACE[3]
                    : 0;
          if (emptyPlace === 0) continue;
          let child = state - EMPTY * emptyPlace;
          let best = 0;
          let mean = 0;
          for (let letter = 0; letter < LETTER_COUNT; letter++, child += emptyPlace) {
            const reach = bound[child] ?? 0;
            if (reach > best) best = reach;
            mean += (LETTER_PROBABILITIES[letter] ?? 0) * (expected[child] ?? 0);
          }
          bound[state] = best;
          expected[state] = mean;
        }
      }
    }
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

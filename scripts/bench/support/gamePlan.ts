// Seeded game plans (letters and cells decided up front), so a generator knows every move and the exact end state.
import {
  TOTAL_ROUNDS,
  emptyCellIndexes,
  emptyGrid,
  placeLetterInGrid,
  scoreGrid,
  type Grid,
} from '@gridable/common';

export interface GamePlan {
  letters: string[];
  /** Cells for rounds 1–15 per seat; round 16's letter lands in the one cell left. */
  cells: { 1: number[]; 2: number[] };
}

/** A small fast PRNG (LCG): the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Common letters, so grids hold real words and scores are not all zero.
const LETTER_POOL = 'AAEEIOUSTRNLDCMPBHGOATSEN';

export function makePlan(seed: number): GamePlan {
  const next = seededRandom(seed);
  const letters = Array.from(
    { length: TOTAL_ROUNDS },
    () => LETTER_POOL[Math.floor(next() * LETTER_POOL.length)] ?? 'A',
  );
  const shuffled = (): number[] => {
    const cells = Array.from({ length: 16 }, (_, i) => i);
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [cells[i], cells[j]] = [cells[j] ?? 0, cells[i] ?? 0];
    }
    return cells.slice(0, TOTAL_ROUNDS - 1);
  };
  return { letters, cells: { 1: shuffled(), 2: shuffled() } };
}

/** The grid a seat ends with when the plan is played. */
export function expectedGrid(plan: GamePlan, seat: 1 | 2): Grid {
  let grid = emptyGrid();
  plan.cells[seat].forEach((cell, i) => (grid = placeLetterInGrid(grid, cell, plan.letters[i] ?? 'A')));
  const last = emptyCellIndexes(grid)[0] ?? 0;
  return placeLetterInGrid(grid, last, plan.letters[TOTAL_ROUNDS - 1] ?? 'A');
}

export function expectedScore(plan: GamePlan, seat: 1 | 2): number {
  return scoreGrid(expectedGrid(plan, seat)).total;
}

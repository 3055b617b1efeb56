// A whole game decided up front (letters and cells), so a test can play it and know the exact end state.
import {
  TOTAL_ROUNDS,
  chooserForRound,
  emptyGrid,
  emptyCellIndexes,
  placeLetterInGrid,
  scoreGrid,
  type Grid,
} from '@gridable/common';
import type { Player } from './players';

export interface GamePlan {
  letters: string[];
  /** Cells for rounds 1–15; round 16's letter goes to the one cell left. */
  cells1: number[];
  cells2: number[];
}

/** A seeded plan: the same seed gives the same game. */
export function makePlan(seed: number): GamePlan {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  // Common letters, so the grids hold real words and the scores are not all zero.
  const pool = 'AAEEIOUSTRNLDCMPBHGOATSEN';
  const letters = Array.from({ length: TOTAL_ROUNDS }, () => pool[Math.floor(next() * pool.length)] ?? 'A');
  const shuffled = (): number[] => {
    const cells = Array.from({ length: 16 }, (_, i) => i);
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [cells[i], cells[j]] = [cells[j] ?? 0, cells[i] ?? 0];
    }
    return cells.slice(0, TOTAL_ROUNDS - 1);
  };
  return { letters, cells1: shuffled(), cells2: shuffled() };
}

/** The grid a seat ends with when the plan is played. */
export function expectedGrid(plan: GamePlan, cells: number[]): Grid {
  let grid = emptyGrid();
  cells.forEach((cell, i) => (grid = placeLetterInGrid(grid, cell, plan.letters[i] ?? '')));
  const last = emptyCellIndexes(grid)[0] ?? 0;
  return placeLetterInGrid(grid, last, plan.letters[TOTAL_ROUNDS - 1] ?? '');
}

export function expectedScores(plan: GamePlan): { player1Score: number; player2Score: number } {
  return {
    player1Score: scoreGrid(expectedGrid(plan, plan.cells1)).total,
    player2Score: scoreGrid(expectedGrid(plan, plan.cells2)).total,
  };
}

/** Plays rounds `from`..`to` of the plan: the round's chooser picks, then both players place at the same instant. */
export async function playPlan(
  p1: Player,
  p2: Player,
  plan: GamePlan,
  from = 1,
  to = TOTAL_ROUNDS,
): Promise<void> {
  for (let round = from; round <= to; round++) {
    const chooser = chooserForRound(round) === 1 ? p1 : p2;
    const chosen = await chooser.letter(plan.letters[round - 1] ?? 'A');
    if (!chosen.ok) throw new Error(`round ${round} letter refused: ${chosen.error}`);
    if (round === TOTAL_ROUNDS) break; // the final letter is placed by the server
    const [a, b] = await Promise.all([
      p1.place(plan.cells1[round - 1] ?? 0),
      p2.place(plan.cells2[round - 1] ?? 0),
    ]);
    if (!a.ok || !b.ok)
      throw new Error(`round ${round} placement refused: ${a.ok ? '' : a.error} ${b.ok ? '' : b.error}`);
  }
}

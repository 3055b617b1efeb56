// How long the computer takes over a move before it shows, as a person at the board would: an answer in the
// same frame as the player's move feels robotic and hides what it did. A stronger level weighs more, a letter
// to choose takes longer than a cell to pick, and an emptier grid (more places to weigh) longer than a full
// one. The same seed and position always think alike, so a reload mid-think waits as long again.
import type { BotLevel } from '@gridable/common';
import type { BotTask, ComputerGame } from './computerGame';

const LEVEL_MS: Record<BotLevel, number> = { easy: 300, medium: 380, hard: 460 };
const CHOOSE_MS = 120;
const PER_EMPTY_CELL_MS = 10;
/** The spread added per position, so two moves in a row do not take exactly as long. */
const JITTER_MS = 120;

/** The longest think any position gets (hard, choosing on an empty grid, the most jitter). */
export const MAX_THINK_MS = LEVEL_MS.hard + CHOOSE_MS + 16 * PER_EMPTY_CELL_MS + JITTER_MS;

/** A small, well-mixed number from the seed and the move count (the same position, the same number). */
function jitter(seed: number, moveCount: number): number {
  let x = (seed ^ Math.imul(moveCount + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) % JITTER_MS;
}

export function thinkMs(game: Pick<ComputerGame, 'level' | 'seed' | 'moves'>, task: BotTask): number {
  const grid = task.kind === 'choose' ? task.input.ownGrid : task.input.grid;
  const empty = grid.flat().filter((cell) => cell === null).length;
  return (
    LEVEL_MS[game.level] +
    (task.kind === 'choose' ? CHOOSE_MS : 0) +
    empty * PER_EMPTY_CELL_MS +
    jitter(game.seed, game.moves.length)
  );
}

// How far a game has got, so a late reply (an ack, a poll) never rolls the board back past a newer event.
import { CELL_COUNT, GRID_SIZE } from '@gridable/common';
import type { GameView } from '@gridable/common';

const STATUS_RANK = { waiting: 0, active: 1, completed: 2 } as const;

function filledCells(grid: GameView['player1Grid']): number {
  let count = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (grid[Math.floor(i / GRID_SIZE)]?.[i % GRID_SIZE] != null) count++;
  return count;
}

/** A number that only grows as the game moves on: status, then round, then the letter, then placed tiles. */
export function gameProgress(game: GameView): number {
  const tiles = filledCells(game.player1Grid) + filledCells(game.player2Grid);
  const hasLetter = game.currentLetter ? 1 : 0;
  const seatsTaken = (game.player1 !== null ? 1 : 0) + (game.player2 !== null ? 1 : 0);
  // Each term's range is below the next term's unit: tiles ≤ 32, and 2 letters' worth of tiles fit under a round.
  return (
    STATUS_RANK[game.status] * 1_000_000 +
    game.currentRound * 1_000 +
    hasLetter * 100 +
    tiles * 3 +
    seatsTaken
  );
}

/** Whether `next` is at least as far on as `current`, so it may replace it. */
export function isSameOrNewer(current: GameView | null, next: GameView): boolean {
  return current === null || current.gameId !== next.gameId || gameProgress(next) >= gameProgress(current);
}

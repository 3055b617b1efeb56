// A computer's game (Hard unless told) on a given set of dealt letters: it chooses its own letters in the rounds the
// reviewed player chose. Its score is the par of those letters, the yardstick of luck.
import { CELL_COUNT, TOTAL_ROUNDS } from '../constants';
import { botChooseLetter, botPlaceLetter } from '../bot/botPlayer';
import { emptyCellIndexes, emptyGrid, placeLetterInGrid } from '../game/grid';
import { scoreGrid } from '../game/scoring';
import { chooserForRound } from '../game/turns';
import type { Seat } from '../game/types';
import type { BotLevel } from '../bot/levels';
import type { ReviewKind } from './types';

export interface ComputerGame {
  letters: string[];
  cells: number[];
  score: number;
}

/** `dealt(round)` gives the letter of a round the player did not choose. Deterministic in `seed`. */
export function playComputerGame(
  kind: ReviewKind,
  seat: Seat,
  dealt: (round: number) => string,
  seed: number,
  level: BotLevel = 'hard',
): ComputerGame {
  const mode = kind === 'daily' ? 'daily' : 'friend';
  let grid = emptyGrid();
  const letters: string[] = [];
  const cells: number[] = [];
  for (let round = 1; round <= TOTAL_ROUNDS; round++) {
    const letter =
      chooserForRound(round) === seat
        ? botChooseLetter({ ownGrid: grid, lettersPlayed: letters, round, level, seed, seat, mode })
        : dealt(round);
    const cell =
      letters.length === CELL_COUNT - 1
        ? (emptyCellIndexes(grid)[0] ?? 0)
        : botPlaceLetter({ grid, letter, round, level, seed, seat, mode });
    grid = placeLetterInGrid(grid, cell, letter);
    letters.push(letter);
    cells.push(cell);
  }
  return { letters, cells, score: scoreGrid(grid).total };
}

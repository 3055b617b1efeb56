// The computer plays a whole daily as a player does: the day's blind letters in odd rounds, its own
// choice in even rounds. Its score is the day's par.
import { CELL_COUNT, DAILY_SEQUENCE_LENGTH, TOTAL_ROUNDS } from '../constants';
import { emptyGrid, emptyCellIndexes, isLetter, placeLetterInGrid, type Grid } from '../game/grid';
import { scoreGrid } from '../game/scoring';
import { isBlindRound } from '../game/turns';
import { botChooseLetter, botPlaceLetter } from './botPlayer';
import type { BotLevel } from './levels';

export interface ComputerDaily {
  grid: Grid;
  score: number;
  /** The 16 letters in the order they were placed. */
  letters: string[];
}

export interface DailyPlayOptions {
  /** Runs each decision the bot makes; benchmarks pass one that times it. */
  decide?: <T>(decision: () => T) => T;
}

/** Deterministic: the same letters, level and seed always give the same game. */
export function playDailyAsComputer(
  blindLetters: readonly string[],
  level: BotLevel,
  seed: number,
  { decide = (decision) => decision() }: DailyPlayOptions = {},
): ComputerDaily {
  if (blindLetters.length !== DAILY_SEQUENCE_LENGTH || !blindLetters.every(isLetter)) {
    throw new RangeError(`A daily needs ${DAILY_SEQUENCE_LENGTH} blind letters A–Z.`);
  }
  let grid = emptyGrid();
  const letters: string[] = [];
  for (let round = 1; round <= TOTAL_ROUNDS; round++) {
    const letter = isBlindRound(round)
      ? (blindLetters[(round - 1) / 2] ?? 'E')
      : decide(() =>
          botChooseLetter({
            ownGrid: grid,
            lettersPlayed: letters,
            round,
            level,
            seed,
            seat: 2,
            mode: 'daily',
          }),
        );
    // The last letter has one cell left: no decision to make.
    const cell =
      letters.length === CELL_COUNT - 1
        ? (emptyCellIndexes(grid)[0] ?? 0)
        : decide(() => botPlaceLetter({ grid, letter, round, level, seed, seat: 2, mode: 'daily' }));
    grid = placeLetterInGrid(grid, cell, letter);
    letters.push(letter);
  }
  return { grid, score: scoreGrid(grid).total, letters };
}

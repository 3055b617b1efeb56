// The computer player's two decisions, placing a letter and choosing one, for every level. Pure and seeded:
// the same inputs and seed always give the same move, in the browser's worker and on the server alike.
import { CELL_COUNT, TOTAL_ROUNDS } from '../constants';
import { isLetter, type Grid } from '../game/grid';
import type { Seat } from '../game/types';
import { boardFromGrid, emptyBoard, placeCode, type Board } from './board';
import { LEVEL_SETTINGS, isBotLevel, type BotLevel, type LevelSettings } from './levels';
import { EMPTY } from './lineTables';
import { LETTER_COUNT, drawLetterCode, letterCode, letterOfCode } from './letters';
import { bestGainByLetter, greedyCell, greedyPair, lineValues, placementGain } from './policy';
import { bestByPlayouts, type OwnParity } from './playouts';
import { mixSeed, mulberry32 } from './random';

/** A friend game (an opponent places the same letters in a hidden grid) or the daily (no opponent). */
export type BotMode = 'friend' | 'daily';

interface BotCommon {
  /** The round being played, 1–16. */
  round: number;
  level: BotLevel;
  /** Any 32-bit integer; the same seed and position always give the same move. */
  seed: number;
  /** The bot's seat: it chooses the letters of odd rounds as seat 1, of even rounds as seat 2 (default 2, the daily player's seat). */
  seat?: Seat;
  /** Default 'friend'. */
  mode?: BotMode;
}

export interface BotPlaceInput extends BotCommon {
  /** The bot's own grid before this placement. */
  grid: Grid;
  /** The round's letter, A–Z. */
  letter: string;
}

export interface BotChooseInput extends BotCommon {
  /** The bot's own grid; the opponent's is hidden until the end. */
  ownGrid: Grid;
  /** Every letter of the earlier rounds, in order (both players placed each of them). */
  lettersPlayed: readonly string[];
}

function settingsFor(level: unknown): LevelSettings {
  if (!isBotLevel(level))
    throw new RangeError(`"${String(level)}" is not a computer level (easy, medium or hard).`);
  return LEVEL_SETTINGS[level];
}

function checkRound(round: number): void {
  if (!Number.isInteger(round) || round < 1 || round > TOTAL_ROUNDS) {
    throw new RangeError(`Round ${round} is outside 1–${TOTAL_ROUNDS}.`);
  }
}

function emptyCells(board: Board): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (board.cells[cell] === EMPTY) cells.push(cell);
  return cells;
}

/** A seed for one decision: the caller's seed mixed with the round and the whole position. */
function decisionSeed(seed: number, round: number, kind: number, board: Board): number {
  return mixSeed(seed, round, kind, ...board.lines);
}

function ownParity(input: BotCommon): OwnParity {
  return (input.seat ?? 2) === 1 ? 1 : 0;
}

/** Cells ordered by one-ply gain for `code`, best first, lower index first on ties. */
function rankedCells(board: Board, code: number, cells: readonly number[]): number[] {
  const value = lineValues();
  const gains = new Map(cells.map((cell) => [cell, placementGain(board, cell, code, value)]));
  return [...cells].sort((a, b) => (gains.get(b) ?? 0) - (gains.get(a) ?? 0) || a - b);
}

function lookAheadCell(
  board: Board,
  code: number,
  cells: readonly number[],
  input: BotCommon,
  settings: LevelSettings,
  seed: number,
): number {
  const candidates = rankedCells(board, code, cells)
    .slice(0, settings.candidateCells)
    .map((cell) => ({ cell, code, penalty: 0 }));
  const best = bestByPlayouts(board, candidates, input.round + 1, ownParity(input), settings.playouts, seed);
  return candidates[best]?.cell ?? -1;
}

/** Which empty cell (row * 4 + col) of its grid the bot puts `letter` in. Throws RangeError on a full grid or bad input. */
export function botPlaceLetter(input: BotPlaceInput): number {
  const settings = settingsFor(input.level);
  checkRound(input.round);
  if (!isLetter(input.letter)) throw new RangeError(`"${input.letter}" is not a letter A–Z.`);
  const board = boardFromGrid(input.grid);
  const cells = emptyCells(board);
  const only = cells[0];
  if (only === undefined) throw new RangeError('The grid is full: there is no cell to place a letter in.');
  if (cells.length === 1) return only;
  const code = letterCode(input.letter);
  const seed = decisionSeed(input.seed, input.round, code, board);
  if (settings.mistakeRate > 0) {
    const random = mulberry32(seed);
    if (random() < settings.mistakeRate) return cells[Math.floor(random() * cells.length)] ?? only;
  }
  if (settings.playouts === 0) return greedyCell(board, code, lineValues());
  return lookAheadCell(board, code, cells, input, settings, seed);
}

/** Where the opponent probably put the letters so far: the one-ply policy's placements of the same letters. */
function likelyOpponentBoard(lettersPlayed: readonly string[]): Board {
  const board = emptyBoard();
  const value = lineValues();
  for (const letter of lettersPlayed.slice(0, CELL_COUNT - 1)) {
    if (!isLetter(letter)) continue;
    const code = letterCode(letter);
    placeCode(board, greedyCell(board, code, value), code);
  }
  return board;
}

/** The letters with the best one-ply gains, each with its two best cells. */
function candidateLetters(
  board: Board,
  cells: readonly number[],
  count: number,
): { code: number; cells: number[] }[] {
  const value = lineValues();
  const gains = new Float64Array(LETTER_COUNT);
  bestGainByLetter(board, value, gains);
  const codes = Array.from({ length: LETTER_COUNT }, (_, code) => code)
    .sort((a, b) => (gains[b] ?? 0) - (gains[a] ?? 0) || a - b)
    .slice(0, count);
  return codes.map((code) => ({ code, cells: rankedCells(board, code, cells).slice(0, 2) }));
}

function lookAheadLetter(
  board: Board,
  cells: readonly number[],
  input: BotChooseInput,
  settings: LevelSettings,
  seed: number,
): number {
  const opponentGain = new Float64Array(LETTER_COUNT);
  const weighOpponent = (input.mode ?? 'friend') === 'friend' && settings.opponentWeight > 0;
  if (weighOpponent) bestGainByLetter(likelyOpponentBoard(input.lettersPlayed), lineValues(), opponentGain);
  const candidates = candidateLetters(board, cells, settings.candidatePairs).flatMap(
    ({ code, cells: tryCells }) =>
      tryCells.map((cell) => ({
        cell,
        code,
        penalty: weighOpponent ? settings.opponentWeight * Math.max(0, opponentGain[code] ?? 0) : 0,
      })),
  );
  const best = bestByPlayouts(board, candidates, input.round + 1, ownParity(input), settings.playouts, seed);
  return candidates[best]?.code ?? -1;
}

/** The letter (A–Z) the bot chooses in one of its rounds. Throws RangeError on a full grid or bad input. */
export function botChooseLetter(input: BotChooseInput): string {
  const settings = settingsFor(input.level);
  checkRound(input.round);
  const board = boardFromGrid(input.ownGrid);
  const cells = emptyCells(board);
  if (cells.length === 0) throw new RangeError('The grid is full: no letter is left to choose.');
  const seed = decisionSeed(input.seed, input.round, LETTER_COUNT, board);
  if (settings.mistakeRate > 0) {
    const random = mulberry32(seed);
    if (random() < settings.mistakeRate) return letterOfCode(drawLetterCode(random));
  }
  if (settings.playouts === 0 || cells.length === 1)
    return letterOfCode(greedyPair(board, lineValues()) >> 4);
  return letterOfCode(lookAheadLetter(board, cells, input, settings, seed));
}

// Grades each placement of a finished game against the Hard computer, in expected final points: from the
// same position, with the same knowledge (letters still to come are a distribution, never what came).
import { CELL_COUNT, TOTAL_ROUNDS } from '../constants';
import { botChooseLetter, botPlaceLetter } from '../bot/botPlayer';
import { emptyBoard, emptyCount, gridFromBoard, placeCode, type Board } from '../bot/board';
import { LETTER_COUNT, letterCode, letterOfCode } from '../bot/letters';
import { playoutScoreSum, type OwnParity } from '../bot/playouts';
import { mixSeed } from '../bot/random';
import { isLetter } from '../game/grid';
import { chooserForRound } from '../game/turns';
import { EXACT_EMPTY_CELLS, after, bestCellExact, exactValue } from './exactValue';
import { GRADING_LEVEL } from './comparison';
import { gameOnYourLetters, luckOf } from './luck';
import { skillFromLoss } from './skill';
import type { GameReview, MoveReview, PlayedMove, ReviewRequest } from './types';
import { scoreGrid } from '../game/scoring';

/** Simulated finishes per graded move; both moves of a round share them (common random numbers). */
export const REVIEW_PLAYOUTS = 128;

interface Decision {
  cell: number;
  code: number;
}

function checkMoves(moves: readonly PlayedMove[]): void {
  if (moves.length !== TOTAL_ROUNDS) throw new RangeError(`A finished game has ${TOTAL_ROUNDS} moves.`);
  const used = new Set<number>();
  moves.forEach((move, i) => {
    if (move.round !== i + 1 || !isLetter(move.letter)) {
      throw new RangeError(`Move ${i + 1} must be round ${i + 1} with a letter A–Z.`);
    }
    if (!Number.isInteger(move.cell) || move.cell < 0 || move.cell >= CELL_COUNT || used.has(move.cell)) {
      throw new RangeError(`Move ${i + 1} must go into an empty cell 0–15.`);
    }
    used.add(move.cell);
  });
}

/** The value of putting `code` in `cell`: exact near the end, else the mean of REVIEW_PLAYOUTS finishes. */
function moveValue(
  board: Board,
  move: Decision,
  round: number,
  own: OwnParity,
  seed: number,
): { value: number; exact: boolean } {
  const next = after(board, move.cell, move.code);
  if (emptyCount(next) <= EXACT_EMPTY_CELLS) return { value: exactValue(next, round + 1, own), exact: true };
  const sum = playoutScoreSum(board, move.cell, move.code, round + 1, own, 0, REVIEW_PLAYOUTS, seed);
  return { value: sum / REVIEW_PLAYOUTS, exact: false };
}

/** What the computer plays here: solved exactly near the end, else the Hard level's own decision. */
function computerMove(
  board: Board,
  request: ReviewRequest,
  round: number,
  given: number | null,
  lettersPlayed: readonly string[],
  own: OwnParity,
): Decision {
  const mode = request.kind === 'daily' ? 'daily' : 'friend';
  if (emptyCount(board) - 1 <= EXACT_EMPTY_CELLS) {
    if (given !== null) return { cell: bestCellExact(board, given, round + 1, own).cell, code: given };
    let best: Decision & { value: number } = { cell: -1, code: -1, value: -Infinity };
    for (let code = 0; code < LETTER_COUNT; code++) {
      const { cell, value } = bestCellExact(board, code, round + 1, own);
      if (value > best.value) best = { cell, code, value };
    }
    return best;
  }
  const common = { round, level: GRADING_LEVEL, seed: request.seed, seat: request.seat, mode } as const;
  const grid = gridFromBoard(board);
  const letter =
    given !== null
      ? letterOfCode(given)
      : botChooseLetter({ ...common, ownGrid: grid, lettersPlayed: [...lettersPlayed] });
  return { cell: botPlaceLetter({ ...common, grid, letter }), code: letterCode(letter) };
}

/** Rounds to hundredths so the figures shown add up to the totals shown. */
function hundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The whole review of one player's finished game. Pure and seeded: the same request, the same review. */
export function reviewGame(request: ReviewRequest): GameReview {
  checkMoves(request.moves);
  const own: OwnParity = request.seat === 1 ? 1 : 0;
  const board = emptyBoard();
  const letters: string[] = [];
  const moves: MoveReview[] = request.moves.map((move) => {
    const code = letterCode(move.letter);
    const chose = chooserForRound(move.round) === request.seat;
    const computer = computerMove(board, request, move.round, chose ? null : code, letters, own);
    const seed = mixSeed(request.seed, move.round);
    const yours = moveValue(board, { cell: move.cell, code }, move.round, own, seed);
    const same = computer.cell === move.cell && computer.code === code;
    const theirs = same ? yours : moveValue(board, computer, move.round, own, seed);
    placeCode(board, move.cell, code);
    letters.push(move.letter.toUpperCase());
    return {
      round: move.round,
      letter: move.letter.toUpperCase(),
      cell: move.cell,
      chose,
      computerCell: computer.cell,
      computerLetter: chose ? letterOfCode(computer.code) : null,
      expectedYours: hundredths(yours.value),
      expectedComputer: hundredths(theirs.value),
      lost: hundredths(Math.max(0, theirs.value - yours.value)),
      exact: yours.exact,
    };
  });
  const pointsLost = hundredths(moves.reduce((sum, move) => sum + move.lost, 0));
  const score = scoreGrid(gridFromBoard(board)).total;
  const expectedAtStart = moves[0]?.expectedComputer ?? 0;
  return {
    kind: request.kind,
    seat: request.seat,
    score,
    moves,
    pointsLost,
    skill: skillFromLoss(pointsLost),
    luck: { expectedAtStart, luck: luckOf(score, expectedAtStart, pointsLost) },
    computerGame: gameOnYourLetters(request.seat, (round) => letters[round - 1] ?? 'E', request.seed),
  };
}

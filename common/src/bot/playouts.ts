// Monte-Carlo look-ahead: finish the game many times with the one-ply policy and average the final score.
import { CELL_COUNT, TOTAL_ROUNDS } from '../constants';
import { boardScore, copyBoard, emptyBoard, placeCode, type Board } from './board';
import { EMPTY, lineTables } from './lineTables';
import { drawLetterCode } from './letters';
import { greedyCell, greedyPair, lineValues } from './policy';
import { mixSeed, mulberry32 } from './random';

/** Which rounds' letters the bot chooses itself: rounds whose parity (round % 2) equals this. */
export type OwnParity = 0 | 1;

/** Reused scratch board, so the inner loop allocates nothing but one generator per playout. */
const scratch: Board = emptyBoard();

/**
 * Plays `board` to the end from `round` on, in place: in the bot's own rounds it picks the letter and cell
 * with the best one-ply gain, in the others a letter is drawn from the daily distribution and placed greedily.
 */
function playOut(
  board: Board,
  round: number,
  own: OwnParity,
  random: () => number,
  value: Float32Array,
): void {
  for (let r = round; ; r++) {
    let empty = -1;
    let empties = 0;
    for (let cell = 0; cell < CELL_COUNT && empties < 2; cell++) {
      if (board.cells[cell] === EMPTY) {
        empty = cell;
        empties++;
      }
    }
    if (empties === 0) return;
    if ((r & 1) === own || r > TOTAL_ROUNDS) {
      const pair = greedyPair(board, value);
      placeCode(board, pair & 15, pair >> 4);
    } else {
      const code = drawLetterCode(random);
      placeCode(board, empties === 1 ? empty : greedyCell(board, code, value), code);
    }
  }
}

/**
 * Total final score over playouts `from` to `to - 1` after putting `code` in `cell`. Playout i draws the same
 * letters for every candidate (common random numbers), so candidates are compared on the same futures.
 */
export function playoutScoreSum(
  board: Board,
  cell: number,
  code: number,
  nextRound: number,
  own: OwnParity,
  from: number,
  to: number,
  seed: number,
): number {
  const value = lineValues();
  const { score } = lineTables();
  let total = 0;
  for (let i = from; i < to; i++) {
    copyBoard(board, scratch);
    placeCode(scratch, cell, code);
    playOut(scratch, nextRound, own, mulberry32(mixSeed(seed, i)), value);
    total += boardScore(scratch, score);
  }
  return total;
}

export interface Candidate {
  cell: number;
  code: number;
  /** Points taken off this candidate's mean, e.g. for a letter's use to the opponent. */
  penalty: number;
}

/** Share of the playouts every candidate gets before the weaker ones are dropped. */
const FIRST_STAGE_SHARE = 4;
/** How many candidates the full number of playouts decides between. */
const FINALISTS = 3;

/**
 * The index of the candidate with the best mean final score less its penalty, by successive halving: all
 * candidates get a quarter of the playouts, the best few get the rest. Earlier candidates win ties.
 */
export function bestByPlayouts(
  board: Board,
  candidates: readonly Candidate[],
  nextRound: number,
  own: OwnParity,
  playouts: number,
  seed: number,
): number {
  const firstStage = Math.max(1, Math.floor(playouts / FIRST_STAGE_SHARE));
  const totals = candidates.map(({ cell, code }) =>
    playoutScoreSum(board, cell, code, nextRound, own, 0, firstStage, seed),
  );
  const worth = (i: number, count: number) => (totals[i] ?? 0) / count - (candidates[i]?.penalty ?? 0);
  const finalists = candidates
    .map((_, i) => i)
    .sort((a, b) => worth(b, firstStage) - worth(a, firstStage) || a - b)
    .slice(0, FINALISTS);
  let best = finalists[0] ?? 0;
  for (const i of finalists) {
    const candidate = candidates[i];
    if (!candidate) continue;
    totals[i] =
      (totals[i] ?? 0) +
      playoutScoreSum(board, candidate.cell, candidate.code, nextRound, own, firstStage, playouts, seed);
    if (
      worth(i, playouts) > worth(best, playouts) ||
      (worth(i, playouts) === worth(best, playouts) && i < best)
    )
      best = i;
  }
  return best;
}

// The daily game (docs/PROTOCOL.md §4): one grid, blind letters from the day's sequence in odd rounds, the player's choice in even ones.
import { DAILY_SEQUENCE_LENGTH, TOTAL_ROUNDS } from '../constants';
import { isValidWord } from '../words';
import { MOVE_ERROR_MESSAGES, moveError } from './errors';
import type { GameEvent } from './events';
import { emptyCellIndexes, emptyGrid, isLetter, placeLetterInGrid, type Grid } from './grid';
import { placementRefusal } from './phase';
import { normalizeMove, rejectMove, type Move, type MoveResult } from './moves';
import type { RoundState } from './types';
import { scoreGrid, type ScoredWord, type WordPredicate } from './scoring';
import { blindLetterIndexForRound, isBlindRound, isFinalRound } from './turns';

export type DailyGameStatus = 'active' | 'completed';

/** The docs/PROTOCOL.md §3 daily game fields the rules read and write. The human is seat 2; the AI (seat 1) has no grid. */
export interface DailyGameCore {
  gameNumber: number;
  status: DailyGameStatus;
  currentRound: number;
  roundState: RoundState;
  currentLetter: string | null;
  playerGrid: Grid;
  playerWords: ScoredWord[];
  playerScore: number;
  completedRounds: number;
}

/** Whether `sequence` is 8 upper-case letters, as the daily rules need. */
export function isDailySequence(sequence: unknown): sequence is string[] {
  return Array.isArray(sequence) && sequence.length === DAILY_SEQUENCE_LENGTH && sequence.every(isLetter);
}

// A bad sequence is a server bug, not a player mistake, so it throws rather than returning a move error.
function assertSequence(sequence: readonly string[]): void {
  if (!isDailySequence(sequence)) {
    throw new RangeError(`A daily sequence must be ${DAILY_SEQUENCE_LENGTH} letters A–Z.`);
  }
}

function blindLetterFor(round: number, sequence: readonly string[]): string | null {
  const index = blindLetterIndexForRound(round);
  return index === null ? null : (sequence[index] ?? null);
}

/** Round 1 starts with the first blind letter already provided. */
export function createDailyGameCore(gameNumber: number, sequence: readonly string[]): DailyGameCore {
  assertSequence(sequence);
  return {
    gameNumber,
    status: 'active',
    currentRound: 1,
    roundState: 'LETTER_PROVIDED',
    currentLetter: blindLetterFor(1, sequence),
    playerGrid: emptyGrid(),
    playerWords: [],
    playerScore: 0,
    completedRounds: 0,
  };
}

/** Applies the player's move to a daily game; never mutates `game`. */
export function applyDailyMove<G extends DailyGameCore>(
  game: G,
  move: Move,
  sequence: readonly string[],
  isWord: WordPredicate = isValidWord,
): MoveResult<G> {
  assertSequence(sequence);
  const parsed = normalizeMove(move);
  if (!parsed.ok) return parsed;
  if (game.status !== 'active') return rejectMove(moveError('NOT_ACTIVE', MOVE_ERROR_MESSAGES.gameCompleted));
  return parsed.move.type === 'SELECT_LETTER'
    ? selectDailyLetter(game, parsed.move.letter, isWord)
    : placeDailyLetter(game, parsed.move.cellIndex, sequence, isWord);
}

function selectDailyLetter<G extends DailyGameCore>(
  game: G,
  letter: string,
  isWord: WordPredicate,
): MoveResult<G> {
  if (isBlindRound(game.currentRound))
    return rejectMove(moveError('NOT_YOUR_TURN', MOVE_ERROR_MESSAGES.blindRound));
  if (game.roundState !== 'AWAITING_LETTER' || game.currentLetter !== null) {
    return rejectMove(moveError('CONFLICT', MOVE_ERROR_MESSAGES.letterAlreadyChosen));
  }
  const round = game.currentRound;
  const selected: G = { ...game, currentLetter: letter, roundState: 'LETTER_PROVIDED' };
  const events: GameEvent[] = [{ type: 'LETTER_SELECTED', round, letter, seat: 2 }];
  if (!isFinalRound(round)) return { ok: true, game: selected, events };

  // The final letter has exactly one legal cell, so it is placed for the player and the game ends.
  const cellIndex = emptyCellIndexes(game.playerGrid)[0];
  if (cellIndex === undefined) return rejectMove(moveError('CONFLICT', MOVE_ERROR_MESSAGES.gridFull));
  const completed: G = {
    ...withPlayerGrid(selected, placeLetterInGrid(game.playerGrid, cellIndex, letter), isWord),
    status: 'completed',
    completedRounds: Math.max(game.completedRounds + 1, TOTAL_ROUNDS),
  };
  return {
    ok: true,
    game: completed,
    events: [
      ...events,
      { type: 'PLAYER_PLACED_LETTER', round, seat: 2, cellIndex },
      { type: 'ROUND_COMPLETE', round, nextRound: null },
      { type: 'DAILY_GAME_COMPLETE', gameNumber: game.gameNumber, score: completed.playerScore },
    ],
  };
}

function placeDailyLetter<G extends DailyGameCore>(
  game: G,
  cellIndex: number,
  sequence: readonly string[],
  isWord: WordPredicate,
): MoveResult<G> {
  const refusal = placementRefusal(game, { submitted: false, grid: game.playerGrid, cellIndex });
  if (refusal) return rejectMove(refusal);
  const letter = game.currentLetter ?? '';
  const round = game.currentRound;
  const nextRound = round + 1;
  const blindLetter = blindLetterFor(nextRound, sequence);
  const advanced: G = {
    ...withPlayerGrid(game, placeLetterInGrid(game.playerGrid, cellIndex, letter), isWord),
    currentRound: nextRound,
    completedRounds: game.completedRounds + 1,
    currentLetter: blindLetter,
    roundState: blindLetter === null ? 'AWAITING_LETTER' : 'LETTER_PROVIDED',
  };
  const events: GameEvent[] = [
    { type: 'PLAYER_PLACED_LETTER', round, seat: 2, cellIndex },
    { type: 'ROUND_COMPLETE', round, nextRound },
  ];
  // The AI is seat 1: it "chooses" each blind letter, which keeps the event stream the same shape as a friend game.
  if (blindLetter !== null)
    events.push({ type: 'LETTER_SELECTED', round: nextRound, letter: blindLetter, seat: 1 });
  return { ok: true, game: advanced, events };
}

function withPlayerGrid<G extends DailyGameCore>(game: G, grid: Grid, isWord: WordPredicate): G {
  const { total, words } = scoreGrid(grid, isWord);
  return { ...game, playerGrid: grid, playerWords: words, playerScore: total };
}

// The friend game (docs/PROTOCOL.md §4) as one pure reducer: the server and the client run the same rules.
import { isValidWord } from '../words';
import { MOVE_ERROR_MESSAGES, moveError } from './errors';
import type { GameEvent } from './events';
import { emptyCellIndexes, emptyGrid, placeLetterInGrid, type Grid } from './grid';
import { normalizeMove, rejectMove, type Move, type MoveResult } from './moves';
import { scoreGrid, type WordPredicate } from './scoring';
import { placementRefusal } from './phase';
import { seatView, withSeatView, type PairedPlay } from './seats';
import { chooserForRound, isFinalRound, isSeat } from './turns';
import type { GameMode, GameStatus, RoundState, Seat } from './types';

/** The docs/PROTOCOL.md §3 game fields the rules read and write; servers and clients extend it with their own. */
export interface FriendGameCore extends PairedPlay {
  gameMode: GameMode;
  status: GameStatus;
  currentRound: number;
  currentLetter: string | null;
  currentTurn: Seat;
  roundState: RoundState;
}

export function createFriendGameCore(): FriendGameCore {
  return {
    gameMode: 'multiplayer',
    status: 'waiting',
    currentRound: 1,
    currentLetter: null,
    currentTurn: chooserForRound(1),
    roundState: 'AWAITING_LETTER',
    player1Grid: emptyGrid(),
    player2Grid: emptyGrid(),
    player1Words: [],
    player2Words: [],
    player1Score: 0,
    player2Score: 0,
    player1Submitted: false,
    player2Submitted: false,
  };
}

/** Waiting becomes active once both players are there. */
export function startGame<G extends FriendGameCore>(game: G): MoveResult<G> {
  if (game.status !== 'waiting') return rejectMove(moveError('CONFLICT', MOVE_ERROR_MESSAGES.gameNotWaiting));
  return { ok: true, game: { ...game, status: 'active' }, events: [{ type: 'GAME_STARTED' }] };
}

export function winnerOf(game: Pick<FriendGameCore, 'player1Score' | 'player2Score'>): Seat | null {
  if (game.player1Score === game.player2Score) return null;
  return game.player1Score > game.player2Score ? 1 : 2;
}

/** Applies one player's move; never mutates `game`. `isWord` is injectable so tests need no dictionary. */
export function applyMove<G extends FriendGameCore>(
  game: G,
  move: Move,
  seat: Seat,
  isWord: WordPredicate = isValidWord,
): MoveResult<G> {
  if (!isSeat(seat)) return rejectMove(moveError('INVALID_INPUT', MOVE_ERROR_MESSAGES.invalidSeat));
  const parsed = normalizeMove(move);
  if (!parsed.ok) return parsed;
  if (game.status === 'waiting')
    return rejectMove(moveError('NOT_ACTIVE', MOVE_ERROR_MESSAGES.gameNotStarted));
  if (game.status !== 'active') return rejectMove(moveError('NOT_ACTIVE', MOVE_ERROR_MESSAGES.gameCompleted));
  return parsed.move.type === 'SELECT_LETTER'
    ? selectLetter(game, parsed.move.letter, seat, isWord)
    : placeLetter(game, parsed.move.cellIndex, seat, isWord);
}

function selectLetter<G extends FriendGameCore>(
  game: G,
  letter: string,
  seat: Seat,
  isWord: WordPredicate,
): MoveResult<G> {
  if (seat !== chooserForRound(game.currentRound)) {
    return rejectMove(moveError('NOT_YOUR_TURN', MOVE_ERROR_MESSAGES.notYourTurn));
  }
  if (game.roundState !== 'AWAITING_LETTER' || game.currentLetter !== null) {
    return rejectMove(moveError('CONFLICT', MOVE_ERROR_MESSAGES.letterAlreadyChosen));
  }
  const round = game.currentRound;
  const selected: G = { ...game, currentLetter: letter, roundState: 'LETTER_PROVIDED' };
  const events: GameEvent[] = [{ type: 'LETTER_SELECTED', round, letter, seat }];
  return isFinalRound(round)
    ? finishWithFinalLetter(selected, letter, events, isWord)
    : { ok: true, game: selected, events };
}

// The final letter has exactly one legal cell, so it is placed for both players and the game ends.
function finishWithFinalLetter<G extends FriendGameCore>(
  game: G,
  letter: string,
  events: GameEvent[],
  isWord: WordPredicate,
): MoveResult<G> {
  const cell1 = emptyCellIndexes(game.player1Grid)[0];
  const cell2 = emptyCellIndexes(game.player2Grid)[0];
  if (cell1 === undefined || cell2 === undefined) {
    return rejectMove(moveError('CONFLICT', MOVE_ERROR_MESSAGES.gridFull));
  }
  const round = game.currentRound;
  const placed1 = withGrid(game, 1, placeLetterInGrid(game.player1Grid, cell1, letter), isWord);
  const placed = withGrid(placed1, 2, placeLetterInGrid(game.player2Grid, cell2, letter), isWord);
  const completed: G = { ...placed, player1Submitted: true, player2Submitted: true, status: 'completed' };
  return {
    ok: true,
    game: completed,
    events: [
      ...events,
      { type: 'PLAYER_PLACED_LETTER', round, seat: 1, cellIndex: cell1 },
      { type: 'PLAYER_PLACED_LETTER', round, seat: 2, cellIndex: cell2 },
      { type: 'ROUND_COMPLETE', round, nextRound: null },
      {
        type: 'GAME_COMPLETE',
        player1Score: completed.player1Score,
        player2Score: completed.player2Score,
        winner: winnerOf(completed),
      },
    ],
  };
}

function placeLetter<G extends FriendGameCore>(
  game: G,
  cellIndex: number,
  seat: Seat,
  isWord: WordPredicate,
): MoveResult<G> {
  const { grid, submitted: alreadyPlaced } = seatView(game, seat);
  const refusal = placementRefusal(game, { submitted: alreadyPlaced, grid, cellIndex });
  if (refusal) return rejectMove(refusal);
  const letter = game.currentLetter ?? '';

  const round = game.currentRound;
  const submitted = withSeatView(
    withGrid(game, seat, placeLetterInGrid(grid, cellIndex, letter), isWord),
    seat,
    {
      submitted: true,
    },
  );
  const events: GameEvent[] = [{ type: 'PLAYER_PLACED_LETTER', round, seat, cellIndex }];
  if (!(submitted.player1Submitted && submitted.player2Submitted))
    return { ok: true, game: submitted, events };

  const nextRound = round + 1;
  const advanced: G = {
    ...submitted,
    currentRound: nextRound,
    currentLetter: null,
    currentTurn: chooserForRound(nextRound),
    roundState: 'AWAITING_LETTER',
    player1Submitted: false,
    player2Submitted: false,
  };
  return { ok: true, game: advanced, events: [...events, { type: 'ROUND_COMPLETE', round, nextRound }] };
}

/** Puts a seat's new grid in place with its words and score recomputed. */
function withGrid<G extends FriendGameCore>(game: G, seat: Seat, grid: Grid, isWord: WordPredicate): G {
  const { total, words } = scoreGrid(grid, isWord);
  return withSeatView(game, seat, { grid, words, score: total });
}

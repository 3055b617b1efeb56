// Where a friend game stands and what each seat may do now: the one statement of the turn rules (docs/PROTOCOL.md §4, §5)
// that the reducer, the server's PlayerInfo and the client's screens all call.
import { MOVE_ERROR_MESSAGES } from '../messages/moveErrors';
import { moveError, type MoveError } from './errors';
import { cellAt, type Grid } from './grid';
import { hasSubmitted } from './seats';
import { chooserForRound, isFinalRound } from './turns';
import type { GameStatus, RoundState, Seat } from './types';

/** The fields the turn rules read. */
export interface TurnFields {
  status: GameStatus;
  currentRound: number;
  currentLetter: string | null;
  roundState: RoundState;
  player1Submitted: boolean;
  player2Submitted: boolean;
}

export type GamePhase = 'waiting' | 'choosing' | 'placing' | 'completed';

/** The game as a whole: waiting for player 2, a letter being chosen, a letter being placed, or over. */
export function gamePhase(game: Pick<TurnFields, 'status' | 'roundState' | 'currentLetter'>): GamePhase {
  if (game.status === 'waiting') return 'waiting';
  if (game.status === 'completed') return 'completed';
  return game.roundState === 'LETTER_PROVIDED' && game.currentLetter ? 'placing' : 'choosing';
}

/**
 * Whether `seat` has something to do now: choose this round's letter, or place it. `submitted` lets a client
 * count a placement it has sent but the server has not confirmed yet.
 */
export function isSeatsTurn(game: TurnFields, seat: Seat, submitted = hasSubmitted(game, seat)): boolean {
  const phase = gamePhase(game);
  if (phase === 'choosing') return chooserForRound(game.currentRound) === seat;
  if (phase === 'placing') return !submitted;
  return false;
}

/**
 * Names one turn of `seat`'s: its round, and whether the letter is to be chosen or placed. The turn push carries
 * it and a tab that told the player of a turn keeps it, so the service worker tells that turn from a later one.
 */
export function turnKey(game: Pick<TurnFields, 'currentRound' | 'currentLetter'>, seat: Seat): string {
  return `${seat}:${game.currentRound}:${game.currentLetter ? 'place' : 'choose'}`;
}

export type SeatPhase =
  | 'choose' // your turn to choose the round's letter
  | 'await-letter' // the opponent is choosing
  | 'place' // the letter is out: place it on your grid
  | 'await-placement' // you placed, the opponent has not
  | 'final-auto' // the final letter is out and places itself
  | 'over';

/** What `seat` should be doing now, as its screen shows it. */
export function seatPhase(game: TurnFields, seat: Seat, submitted = hasSubmitted(game, seat)): SeatPhase {
  if (game.status === 'completed') return 'over';
  if (!game.currentLetter) return chooserForRound(game.currentRound) === seat ? 'choose' : 'await-letter';
  if (isFinalRound(game.currentRound)) return 'final-auto';
  return submitted ? 'await-placement' : 'place';
}

/**
 * docs/PROTOCOL.md §5: why a player may not place now (at `cellIndex` on their `grid`, when given), or null when they may.
 * `submitted` is whether they placed this round already (a client counts its own unconfirmed placement).
 * The friend and daily reducers and the client's pre-check all ask this one function.
 */
export function placementRefusal(
  game: Pick<TurnFields, 'currentRound' | 'currentLetter' | 'roundState'>,
  options: { submitted: boolean; grid?: Grid; cellIndex?: number },
): MoveError | null {
  if (isFinalRound(game.currentRound)) return moveError('CONFLICT', MOVE_ERROR_MESSAGES.finalRoundAutoPlaced);
  if (game.roundState !== 'LETTER_PROVIDED' || !game.currentLetter?.trim())
    return moveError('CONFLICT', MOVE_ERROR_MESSAGES.noLetterSelected);
  if (options.submitted) return moveError('CONFLICT', MOVE_ERROR_MESSAGES.alreadyPlaced);
  if (options.grid && options.cellIndex !== undefined && cellAt(options.grid, options.cellIndex) !== null)
    return moveError('CONFLICT', MOVE_ERROR_MESSAGES.cellOccupied);
  return null;
}

/**
 * A move made against state `sentVersion` (absent: the caller did not say) is stale once the rules' state
 * changed after it, at `movedAtVersion`. Presence and seat writes raise the game's version too but change
 * nothing a move depends on, so only rule changes make a move stale.
 */
export function staleMoveRefusal(sentVersion: number | undefined, movedAtVersion: number): MoveError | null {
  if (sentVersion === undefined || sentVersion >= movedAtVersion) return null;
  return moveError('STALE_VERSION', MOVE_ERROR_MESSAGES.staleVersion);
}

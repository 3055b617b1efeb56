// Ending a friend game before its grids are full: a resignation, or a win claimed after long silence.
import { CLAIM_WIN_AFTER_MS } from '../constants';
import { ENDING_MESSAGES } from '../messages/endingMessages';
import { moveError } from './errors';
import type { GameCompleteEvent } from './events';
import type { FriendGameCore } from './friendGame';
import { rejectMove, type MoveResult } from './moves';
import { isSeatsTurn } from './phase';
import { otherSeat } from './turns';
import type { Seat } from './types';

/** How a finished game ended: the grids filled, a player resigned, or a player claimed a silent game. */
export type GameEnding = 'completed' | 'resigned' | 'claimed';

/** The seat that resigns loses; the game is over at once, whatever the round. */
export function resignGame<G extends FriendGameCore>(game: G, seat: Seat): MoveResult<G> {
  if (game.status !== 'active') return rejectMove(moveError('NOT_ACTIVE', ENDING_MESSAGES.notInPlay));
  return endWith(game, otherSeat(seat), 'resigned');
}

/** Whether `seat` could claim the win now: the opponent must act, and has not for CLAIM_WIN_AFTER_MS. */
export function claimableAt(game: FriendGameCore, seat: Seat, lastMoveAt: Date): Date | null {
  if (game.status !== 'active') return null;
  const opponent = otherSeat(seat);
  if (!isSeatsTurn(game, opponent) || isSeatsTurn(game, seat)) return null;
  return new Date(lastMoveAt.getTime() + CLAIM_WIN_AFTER_MS);
}

/** After 72 hours of silence on the opponent's turn the waiting player may take the win. */
export function claimWin<G extends FriendGameCore>(
  game: G,
  seat: Seat,
  lastMoveAt: Date,
  now: Date,
): MoveResult<G> {
  if (game.status !== 'active') return rejectMove(moveError('NOT_ACTIVE', ENDING_MESSAGES.notInPlay));
  const at = claimableAt(game, seat, lastMoveAt);
  if (at === null) return rejectMove(moveError('CONFLICT', ENDING_MESSAGES.notOpponentsTurn));
  if (now.getTime() < at.getTime()) return rejectMove(moveError('CLAIM_TOO_SOON', ENDING_MESSAGES.tooSoon));
  return endWith(game, seat, 'claimed');
}

function endWith<G extends FriendGameCore>(
  game: G,
  winner: Seat,
  ending: Exclude<GameEnding, 'completed'>,
): MoveResult<G> {
  const event: GameCompleteEvent = {
    type: 'GAME_COMPLETE',
    player1Score: game.player1Score,
    player2Score: game.player2Score,
    winner,
    ending,
  };
  return { ok: true, game: { ...game, status: 'completed' }, events: [event] };
}

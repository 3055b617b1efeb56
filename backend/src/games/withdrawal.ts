// Withdrawing a friend game nobody joined (the creator cancels an unanswered invitation). The record is kept
// until its idle expiry with both seats emptied: Home (which finds games by seat) no longer lists it, and a
// friend opening the link later is told it was withdrawn instead of "Game not found".
import { GAME_MESSAGES, type ServerEventOf } from '@gridable/common';
import { AppError, conflict, forbidden } from '../http/errors';
import type { StoredGame } from '../db/stores/gameStore';
import { isSeatTaken, seatByUUID, seatFields } from './gameRecord';
import type { Plan } from './liveGame';
import { goneEvent } from '../realtime/goneEvent';

/** 410 Gone: the game existed and was taken back; sockets and streams hear GAME_NOT_FOUND with this code. */
export function withdrawnError(): AppError {
  return new AppError(410, GAME_MESSAGES.gameWithdrawn, 'GAME_WITHDRAWN');
}

/** A withdrawn game's GAME_NOT_FOUND, told outside the game's sequence (a stream opening on it); rethrows any other error. */
export function withdrawnEvent(gameId: string, err: unknown): ServerEventOf<'GAME_NOT_FOUND'> {
  if (!(err instanceof AppError) || err.code !== 'GAME_WITHDRAWN') throw err;
  return goneEvent(gameId, 'GAME_WITHDRAWN', err.message);
}

export function isWithdrawn(game: StoredGame): boolean {
  return game.withdrawnAt != null;
}

/** Refuses any change to a withdrawn game (a join racing the withdrawal lands here when it loses). */
export function requireNotWithdrawn(game: StoredGame): void {
  if (isWithdrawn(game)) throw withdrawnError();
}

/** The plan of a withdrawal: only seat 1's own playerUUID, only while seat 2 is still empty. */
export function planWithdraw(current: StoredGame, playerUUID: string | undefined, at: Date): Plan<null> {
  requireNotWithdrawn(current);
  if (seatByUUID(current, playerUUID) !== 1)
    throw forbidden(GAME_MESSAGES.withdrawNotCreator, 'NOT_THE_CREATOR');
  if (current.status !== 'waiting' || isSeatTaken(current, 2))
    throw conflict(GAME_MESSAGES.withdrawTooLate, 'ALREADY_JOINED');
  const one = seatFields(1);
  return {
    set: { withdrawnAt: at, lastActivityAt: at, [one.clientId]: null, [one.uuid]: null, [one.active]: false },
    // Told to the game's room and streams at once: the creator's other tabs learn it is gone, live.
    drafts: [{ type: 'GAME_NOT_FOUND', message: GAME_MESSAGES.gameWithdrawn, code: 'GAME_WITHDRAWN' }],
    result: null,
  };
}

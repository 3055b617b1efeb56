// Reads a stored game's rematch fields as the protocol's RematchState.
import type { RematchState, Seat } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';

/** The rematch state stored on a game; a game nobody offered on has none. */
export function rematchStateOf(game: StoredGame): RematchState {
  const offeredBy = (game.rematchOfferedBy ?? []).filter((s): s is Seat => s === 1 || s === 2);
  const declined = game.rematchDeclinedBy;
  return {
    offeredBy,
    rematchGameId: game.rematchGameId ?? null,
    ...(declined === 1 || declined === 2 ? { declinedBy: declined } : {}),
  };
}

/** What the game view carries: the rematch state of finished friend games only. */
export function rematchViewOf(game: StoredGame): { rematch?: RematchState } {
  if (game.status !== 'completed' || game.gameMode === 'daily') return {};
  return { rematch: rematchStateOf(game) };
}

// The cap on a player's open friend games (waiting for a friend or in progress, in either seat): creating,
// joining or rematching past OPEN_GAMES_CAP is refused with 409 TOO_MANY_GAMES. Without it one client could
// open thousands of games, each a row of its Home and a record the server keeps. Counted before the write, so
// two requests racing at the cap may both pass: the cap bounds a player's games, it is not a ledger.
import { GAME_MESSAGES, OPEN_GAMES_CAP } from '@gridable/common';
import { conflict } from '../http/errors';
import type { GameStore } from '../db/stores/gameStore';

export function createOpenGamesCap(store: GameStore) {
  return {
    /** Refuses `playerUUID` a new open game when they have OPEN_GAMES_CAP already; nothing to count without one. */
    async assertCanOpen(playerUUID: string | null | undefined): Promise<void> {
      if (!playerUUID) return;
      if ((await store.openGameCount(playerUUID, OPEN_GAMES_CAP)) >= OPEN_GAMES_CAP)
        throw conflict(GAME_MESSAGES.tooManyGames, 'TOO_MANY_GAMES');
    },
  };
}
export type OpenGamesCap = ReturnType<typeof createOpenGamesCap>;

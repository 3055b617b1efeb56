// The server's own copy of a finished game, which is what a shared result of a daily or friend game shows.
import { isDailyGameId, type Grid } from '@gridable/common';
import type { Models } from '../db/models';

export interface FinishedSide {
  grid: Grid;
  gameNumber: number | null;
  completedAt: Date;
}

export type FinishedGameLookup =
  | { found: 'no' }
  | { found: 'unfinished' }
  /** Each player's side: one for a daily game, two for a friend game. */
  | { found: 'finished'; sides: FinishedSide[] };

interface StoredDaily {
  status: string;
  playerGrid: Grid;
  gameNumber: number;
  completedAt: Date | null;
  lastActivityAt: Date;
}

interface StoredFriend {
  status: string;
  player1Grid: Grid;
  player2Grid: Grid;
  completedAt: Date | null;
  lastActivityAt: Date;
}

export function createFinishedGames(models: Models) {
  return {
    async daily(gameId: string): Promise<FinishedGameLookup> {
      if (!isDailyGameId(gameId)) return { found: 'no' };
      const game = await models.dailyGames.findOne({ gameId }).lean<StoredDaily>();
      if (!game) return { found: 'no' };
      if (game.status !== 'completed') return { found: 'unfinished' };
      return {
        found: 'finished',
        sides: [
          {
            grid: game.playerGrid,
            gameNumber: game.gameNumber,
            completedAt: game.completedAt ?? game.lastActivityAt,
          },
        ],
      };
    },
    /** Friend games, and legacy DC- daily games, which lived in the same collection. */
    async friend(gameId: string): Promise<FinishedGameLookup> {
      const game = await models.games.findOne({ gameId: gameId.toUpperCase() }).lean<StoredFriend>();
      if (!game) return { found: 'no' };
      if (game.status !== 'completed') return { found: 'unfinished' };
      const completedAt = game.completedAt ?? game.lastActivityAt;
      return {
        found: 'finished',
        sides: [game.player1Grid, game.player2Grid].map((grid) => ({ grid, gameNumber: null, completedAt })),
      };
    },
  };
}
export type FinishedGames = ReturnType<typeof createFinishedGames>;

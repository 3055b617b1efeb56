// The server's own copy of a finished game, which is what a shared result of a daily or friend game shows.
import { isDailyGameId, type Grid } from '@gridable/common';
import type { Models } from '../db/models';
import type { StoredGame } from '../db/stores/gameStore';
import type { ReadGame, ReviewableDaily } from '../review/reviewMoves';

export interface FinishedSide {
  grid: Grid;
  /** The player of this side: only they may put their review's line on its result. */
  playerUUID: string | null;
  gameNumber: number | null;
  completedAt: Date;
}

export type FinishedGameLookup =
  | { found: 'no' }
  | { found: 'unfinished' }
  /** Each player's side: one for a daily game, two for a friend game; `read`, the game as stored. */
  | { found: 'finished'; sides: FinishedSide[]; read: ReadGame };

interface StoredDaily extends ReviewableDaily {
  playerGrid: Grid;
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
        read: { kind: 'daily', game },
        sides: [
          {
            grid: game.playerGrid,
            playerUUID: game.playerUUID,
            gameNumber: game.gameNumber,
            completedAt: game.completedAt ?? game.lastActivityAt,
          },
        ],
      };
    },
    /** Whether `playerUUID` has finished the challenge numbered `gameNumber` (live or from the archive). */
    async hasFinishedDay(playerUUID: string, gameNumber: number): Promise<boolean> {
      const game = await models.dailyGames
        .findOne({ playerUUID, gameNumber, status: 'completed' }, { _id: 1 })
        .lean();
      return game !== null;
    },
    /** The computer's score on a challenge, or null for days stored before par (or not drawn yet). */
    async parOf(gameNumber: number): Promise<number | null> {
      const day = await models.dailySequences.findOne({ gameNumber }, { par: 1 }).lean<{ par?: unknown }>();
      return typeof day?.par === 'number' ? day.par : null;
    },
    /** Friend games, and legacy DC- daily games, which lived in the same collection. */
    async friend(gameId: string): Promise<FinishedGameLookup> {
      const game = await models.games.findOne({ gameId: gameId.toUpperCase() }).lean<StoredGame>();
      if (!game) return { found: 'no' };
      if (game.status !== 'completed') return { found: 'unfinished' };
      const completedAt = game.completedAt ?? game.lastActivityAt;
      return {
        found: 'finished',
        read: { kind: 'friend', game },
        sides: [
          { grid: game.player1Grid as Grid, playerUUID: game.player1UUID ?? null },
          { grid: game.player2Grid as Grid, playerUUID: game.player2UUID ?? null },
        ].map((side) => ({ ...side, gameNumber: null, completedAt })),
      };
    },
  };
}
export type FinishedGames = ReturnType<typeof createFinishedGames>;

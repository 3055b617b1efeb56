// Whether a player finished a day, and the best scores: all read from completed daily games only.
import { dayKeyInZone, gameNumberForDay, type Completion, type DayKey } from '@gridable/common';
import { badRequest } from '../http/errors';
import type { DailyStore } from '../db/stores/dailyStore';
import { completionOf } from './dailyView';

export function createCompletionService(store: DailyStore, now: () => Date) {
  return {
    async checkCompletion(
      day: DayKey,
      playerUUID: string,
    ): Promise<{ hasCompleted: boolean; completion: Completion | null }> {
      const game = await store.findGameForPlayer(playerUUID, gameNumberForDay(day));
      return game?.status === 'completed'
        ? { hasCompleted: true, completion: completionOf(game) }
        : { hasCompleted: false, completion: null };
    },

    highScoreForGameNumber(gameNumber: number): Promise<number | null> {
      return store.highScoreForGameNumber(gameNumber);
    },

    // A date names its challenge: the player's calendar day decides the game number, so they agree.
    highScoreForDay(day: DayKey): Promise<number | null> {
      return store.highScoreForGameNumber(gameNumberForDay(day));
    },

    todaysHighScore(timeZone: string): Promise<number | null> {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest('Unknown time zone');
      return store.highScoreForGameNumber(gameNumberForDay(day));
    },
  };
}
export type CompletionService = ReturnType<typeof createCompletionService>;

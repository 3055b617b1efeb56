// Whether a player finished a day, and the best scores: all read from completed daily games only.
import {
  clampToDaysInPlay,
  dailyStats,
  dayKeyInZone,
  distributionOf,
  gameNumberForDay,
  SERVER_MESSAGES,
  type Completion,
  type DayKey,
  type StatsResponse,
} from '@gridable/common';
import { badRequest } from '../http/errors';
import type { DailyStore } from '../db/stores/dailyStore';
import { completionOf, playerCompletionOf } from './dailyView';

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

    /**
     * The server's record of a player's finished days and the stats of their live (non-archive) ones, as of the
     * client's `asked` today (held to a day it is somewhere now).
     */
    async statsFor(playerUUID: string, asked: DayKey): Promise<Omit<StatsResponse, 'success'>> {
      const today = clampToDaysInPlay(asked, now());
      const completions = (await store.completedGamesOf(playerUUID)).map(playerCompletionOf);
      const live = completions.filter((c) => !c.archive && c.date <= today);
      return { completions, stats: dailyStats(live, today) };
    },

    highScoreForGameNumber(gameNumber: number): Promise<number | null> {
      return store.highScoreForGameNumber(gameNumber);
    },

    /** The counted players' scores of a challenge, by score (highScoreEligibility.ts says who counts). */
    async distributionForGameNumber(gameNumber: number): Promise<number[]> {
      return distributionOf(await store.countedScores(gameNumber));
    },

    todaysGameNumber(timeZone: string): number {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone);
      return gameNumberForDay(day);
    },

    // A date names its challenge: the player's calendar day decides the game number, so they agree.
    highScoreForDay(day: DayKey): Promise<number | null> {
      return store.highScoreForGameNumber(gameNumberForDay(day));
    },

    todaysHighScore(timeZone: string): Promise<number | null> {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone);
      return store.highScoreForGameNumber(gameNumberForDay(day));
    },
  };
}
export type CompletionService = ReturnType<typeof createCompletionService>;

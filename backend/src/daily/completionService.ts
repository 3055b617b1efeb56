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
import { createDistributionMemo } from './distributionMemo';

export function createCompletionService(
  store: DailyStore,
  now: () => Date,
  { scoresTtlMs }: { scoresTtlMs?: number } = {},
) {
  // Its time to live runs on the wall clock, not on `now` (which day it is; tests may stop it).
  const distributions = createDistributionMemo(
    async (gameNumber) => distributionOf(await store.countedScores(gameNumber)),
    { ttlMs: scoresTtlMs },
  );
  const highScoreFor = async (gameNumber: number): Promise<number | null> =>
    highScoreOf(await distributions.get(gameNumber));
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

    highScoreForGameNumber: highScoreFor,

    /** The counted players' scores of a challenge, by score (highScoreEligibility.ts says who counts). */
    async distributionForGameNumber(gameNumber: number): Promise<number[]> {
      // A copy: the memo's array is shared by every caller.
      return [...(await distributions.get(gameNumber))];
    },

    /** A game of `gameNumber` finished here: its distribution is read afresh next time. */
    completed(gameNumber: number): void {
      distributions.forget(gameNumber);
    },

    todaysGameNumber(timeZone: string): number {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone, 'INVALID_INPUT');
      return gameNumberForDay(day);
    },

    // A date names its challenge: the player's calendar day decides the game number, so they agree.
    highScoreForDay(day: DayKey): Promise<number | null> {
      return highScoreFor(gameNumberForDay(day));
    },

    /** False when `playerUUID`'s live game today does not count toward its high score; undefined otherwise. */
    async todaysGameCounts(timeZone: string, playerUUID: string): Promise<false | undefined> {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone, 'INVALID_INPUT');
      const game = await store.findGameForPlayer(playerUUID, gameNumberForDay(day));
      return game?.countsForHighScore === false && game.archive !== true ? false : undefined;
    },

    todaysHighScore(timeZone: string): Promise<number | null> {
      const day = dayKeyInZone(now(), timeZone);
      if (day === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone, 'INVALID_INPUT');
      return highScoreFor(gameNumberForDay(day));
    },
  };
}

/** The best counted score: the highest score anyone has in the distribution, or null before anyone. */
function highScoreOf(distribution: readonly number[]): number | null {
  for (let score = distribution.length - 1; score >= 0; score--)
    if ((distribution[score] ?? 0) > 0) return score;
  return null;
}
export type CompletionService = ReturnType<typeof createCompletionService>;

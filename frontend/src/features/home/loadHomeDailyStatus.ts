// Today's daily status for home, from this browser's completions plus two small calls; loaded apart from the home
// chunk because @gridable/common brings zod with it. Plain fetch (clockedFetch): the home page carries no RTK Query.
import { completionForDay, dailyStreak, twentyPlusStreak } from '@gridable/common/rules';
import type { CheckCompletionResponse, TodayHighScoreResponse } from '@gridable/common';
import { listDailyCompletions, readPlayerIdentity, recordDailyCompletion } from '../../lib/storage';
import { playerTimeZone, playerToday } from '../../lib/timeZone';
import { restoreCompletions } from '../../lib/serverCompletions';
import type { DailyStatus } from './dailyStatus';
import { clockedFetch } from '../../lib/clock/clockedFetch';
import { serverNow } from '../../lib/clock/serverClock';

/** The player's calendar day in their own time zone decides which challenge is today's. */
export const todayKey = playerToday;

/** What this browser alone knows: no network, so home can switch to the completed state at once. */
export function readLocalDailyStatus(now: Date = serverNow()): DailyStatus {
  const today = todayKey(now);
  const completions = listDailyCompletions(now.getTime());
  const todays = completionForDay(completions, today);
  return {
    hasCompleted: todays !== null,
    streak: dailyStreak(completions, today),
    todaysScore: todays?.finalScore ?? null,
    todaysHighScore: null,
    twentyPlusStreak: twentyPlusStreak(completions),
    todaysGameId: todays?.gameId ?? null,
  };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await clockedFetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

/** Today's high score, and (asked as this browser's player) whether their own game today counts toward it. */
export async function fetchTodaysHighScore(): Promise<
  Pick<DailyStatus, 'todaysHighScore' | 'countsForHighScore'>
> {
  const query = new URLSearchParams({ timezone: playerTimeZone() });
  const identity = readPlayerIdentity();
  if (identity) query.set('playerUUID', identity.playerUUID);
  const reply = await getJson<TodayHighScoreResponse>(`/api/daily-challenge/today-high-score?${query}`);
  return {
    todaysHighScore: reply.todaysHighScore,
    ...(reply.countsForHighScore === false ? { countsForHighScore: false } : {}),
  };
}

/**
 * Asks the server whether today's game was finished (e.g. local storage was cleared) and stores what it says.
 * docs/PROTOCOL.md §7: a failing check counts as "not completed".
 */
export async function recoverTodaysCompletion(now: Date = serverNow()): Promise<boolean> {
  const identity = readPlayerIdentity(now.getTime());
  if (!identity) return false;
  try {
    const query = new URLSearchParams({ date: todayKey(now), playerUUID: identity.playerUUID });
    const reply = await getJson<CheckCompletionResponse>(`/api/daily-challenge/check-completion?${query}`);
    if (!reply.hasCompleted || !reply.completion) return false;
    recordDailyCompletion(
      { ...reply.completion, playerUUID: identity.playerUUID, completedAt: now.toISOString() },
      now.getTime(),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies in the days this player finished on their other devices, so the 20+ streak counts them too; false when
 * there is no identity yet or the server cannot answer (the browser's own records then stand).
 */
export async function syncServerCompletions(): Promise<boolean> {
  const identity = readPlayerIdentity();
  if (!identity) return false;
  try {
    await restoreCompletions(identity.playerUUID);
    return true;
  } catch {
    return false;
  }
}

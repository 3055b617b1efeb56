// The player's daily stats: the server's record by playerUUID, so clearing this browser loses nothing it holds.
import { dailyStats } from '@gridable/common/rules';
import type { DailyStats, PlayerCompletion, StatsResponse } from '@gridable/common';
import { getOrCreatePlayerIdentity, listDailyCompletions } from '../../lib/storage';
import { playerToday } from '../../lib/timeZone';
import { clockedFetch } from '../../lib/clock/clockedFetch';
import { serverNow } from '../../lib/clock/serverClock';

export interface PlayerStats {
  stats: DailyStats;
  completions: PlayerCompletion[];
  /** The player's own today, YYYY-MM-DD. */
  today: string;
  /** Where the numbers came from: the server, or this browser alone when the server could not answer. */
  source: 'server' | 'browser';
}

/** What this browser alone remembers (live days only: the browser never stores archive plays). */
function browserStats(today: string): PlayerStats {
  const completions: PlayerCompletion[] = listDailyCompletions().map((c) => ({
    date: c.date,
    gameNumber: c.gameNumber,
    finalScore: c.finalScore,
    gameId: c.gameId,
    completedAt: c.completedAt,
    archive: false,
  }));
  return { stats: dailyStats(completions, today), completions, today, source: 'browser' };
}

export async function loadPlayerStats(now: Date = serverNow()): Promise<PlayerStats> {
  const today = playerToday(now);
  const { playerUUID } = getOrCreatePlayerIdentity();
  try {
    const query = new URLSearchParams({ playerUUID, date: today });
    const response = await clockedFetch(`/api/daily-challenge/stats?${query}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`stats: HTTP ${response.status}`);
    // The server validated what it sends (StatsResponse); the browser carries no zod, so it checks the shape only.
    const reply = (await response.json()) as Partial<StatsResponse>;
    if (!reply.stats || !Array.isArray(reply.completions)) throw new Error('stats: unexpected reply');
    return { stats: reply.stats, completions: reply.completions, today, source: 'server' };
  } catch (error) {
    console.warn('Daily stats unavailable from the server; showing this browser’s', error);
    return browserStats(today);
  }
}

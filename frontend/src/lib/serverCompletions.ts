// The server's record of a player's finished live days, copied into this browser's completion records: Home and the
// end screen count streaks from those records, and a player on two devices finished some days on the other one.
import type { PlayerCompletion, StatsResponse } from '@gridable/common';
import { recordDailyCompletion } from './storage';
import { playerToday } from './timeZone';
import { clockedFetch } from './clock/clockedFetch';

/** Copies the server's live completions in; how many were stored. Throws when the server cannot answer. */
export async function restoreCompletions(playerUUID: string): Promise<number> {
  const query = new URLSearchParams({ playerUUID, date: playerToday() });
  const response = await clockedFetch(`/api/daily-challenge/stats?${query}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`stats: HTTP ${response.status}`);
  const reply = (await response.json()) as Partial<StatsResponse>;
  const completions: PlayerCompletion[] = Array.isArray(reply.completions) ? reply.completions : [];
  let restored = 0;
  for (const completion of completions) {
    if (completion.archive) continue;
    try {
      recordDailyCompletion({
        date: completion.date,
        gameNumber: completion.gameNumber,
        finalScore: completion.finalScore,
        gameId: completion.gameId,
        completedAt: completion.completedAt,
        playerUUID,
      });
      restored++;
    } catch {
      // A record the browser would not keep (older than 90 days) is still in the server's statistics.
    }
  }
  return restored;
}

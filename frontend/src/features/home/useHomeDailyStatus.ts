// Today's daily status for the home screen; null until known. Local records first, then the day's high score.
import { useEffect, useState } from 'react';
import { usePlayerToday } from '../../lib/usePlayerToday';
import type { DailyStatus } from './dailyStatus';

export function useHomeDailyStatus(): DailyStatus | null {
  const [status, setStatus] = useState<DailyStatus | null>(null);
  // A Home left open past the player's midnight would still call yesterday's game "Today's Gridable
  // Completed!": the status is read again for each new day, which offers the new game.
  const today = usePlayerToday();

  useEffect(() => {
    let isCurrent = true;
    const update = (next: DailyStatus) => {
      if (isCurrent) setStatus(next);
    };

    async function load() {
      const daily = await import('./loadHomeDailyStatus');
      let local = daily.readLocalDailyStatus();
      if (!local.hasCompleted && (await daily.recoverTodaysCompletion()))
        local = daily.readLocalDailyStatus();
      update(local);
      if (!local.hasCompleted) return;
      const [highScore, synced] = await Promise.all([
        daily.fetchTodaysHighScore().catch((error: unknown) => {
          // The high score is a nicety; without it the completed state still shows, with '–'.
          console.warn("Today's high score unavailable", error);
          return { todaysHighScore: null };
        }),
        // The 20+ streak shows now: it counts the days finished on the player's other devices as well.
        daily.syncServerCompletions(),
      ]);
      update({ ...(synced ? daily.readLocalDailyStatus() : local), ...highScore });
    }

    load().catch((error: unknown) => console.warn('Daily status unavailable', error));
    return () => {
      isCurrent = false;
    };
  }, [today]);

  return status;
}

// Today's daily status for the home screen; null until known. Local records first, then the day's high score.
import { useEffect, useState } from 'react';
import type { DailyStatus } from './dailyStatus';

export function useHomeDailyStatus(): DailyStatus | null {
  const [status, setStatus] = useState<DailyStatus | null>(null);

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
      try {
        update({ ...local, todaysHighScore: await daily.fetchTodaysHighScore() });
      } catch (error) {
        // The high score is a nicety; without it the completed state still shows, with '–'.
        console.warn("Today's high score unavailable", error);
      }
    }

    load().catch((error: unknown) => console.warn('Daily status unavailable', error));
    return () => {
      isCurrent = false;
    };
  }, []);

  return status;
}

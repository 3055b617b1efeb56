// Today's daily status for the home screen; null until known. Local records first, then the day's high score.
import { useEffect, useState } from 'react';
import type { DailyStatus } from './dailyStatus';

/** How often an open Home checks whether the player's day has turned (a sleeping laptop's timers run late). */
const DAY_CHECK_MS = 60_000;

export function useHomeDailyStatus(): DailyStatus | null {
  const [status, setStatus] = useState<DailyStatus | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let shownDay: string | null = null;
    const update = (next: DailyStatus) => {
      if (isCurrent) setStatus(next);
    };

    async function load() {
      const daily = await import('./loadHomeDailyStatus');
      shownDay = daily.todayKey();
      let local = daily.readLocalDailyStatus();
      if (!local.hasCompleted && (await daily.recoverTodaysCompletion()))
        local = daily.readLocalDailyStatus();
      update(local);
      if (!local.hasCompleted) return;
      const [todaysHighScore, synced] = await Promise.all([
        daily.fetchTodaysHighScore().catch((error: unknown) => {
          // The high score is a nicety; without it the completed state still shows, with '–'.
          console.warn("Today's high score unavailable", error);
          return null;
        }),
        // The 20+ streak shows now: it counts the days finished on the player's other devices as well.
        daily.syncServerCompletions(),
      ]);
      update({ ...(synced ? daily.readLocalDailyStatus() : local), todaysHighScore });
    }
    const reportFailure = (error: unknown) => console.warn('Daily status unavailable', error);

    // A Home left open past the player's midnight would still call yesterday's game "Today's Gridable
    // Completed!": once the day has turned it reads the new day's status, which offers the new game.
    async function reloadIfDayTurned() {
      const daily = await import('./loadHomeDailyStatus');
      if (shownDay !== null && daily.todayKey() !== shownDay) await load();
    }
    const onTick = () => void reloadIfDayTurned().catch(reportFailure);
    const onVisible = () => document.visibilityState === 'visible' && onTick();

    load().catch(reportFailure);
    const timer = window.setInterval(onTick, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return status;
}

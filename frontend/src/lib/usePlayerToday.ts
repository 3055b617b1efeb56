// The player's today (YYYY-MM-DD), kept current on a page left open: it turns at the player's midnight, and is
// read again when the tab comes back or the app learns the device's clock is off (a sleeping laptop's timers run late, so the timer alone is not enough).
import { useEffect, useState } from 'react';
import { msUntilNextLocalMidnight } from '@gridable/common/rules';
import { playerToday } from './timeZone';
import { onServerClockChange, serverNow } from './clock/serverClock';

export function usePlayerToday(): string {
  const [today, setToday] = useState(() => playerToday());

  useEffect(() => {
    let timer: number | undefined;
    const refresh = () => {
      setToday(playerToday());
      window.clearTimeout(timer);
      // A beat past midnight, so the new day is already the day when the timer fires.
      timer = window.setTimeout(refresh, msUntilNextLocalMidnight(serverNow()) + 1000);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    document.addEventListener('visibilitychange', onVisible);
    // A reply that shows this device's clock is off moves the day and the midnight with it.
    const stopWatchingClock = onServerClockChange(refresh);
    return () => {
      stopWatchingClock();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return today;
}

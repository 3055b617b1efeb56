// The day drawer test servers use: the real draw (node:crypto letters vetted by the computer player, and its
// par) made on the test's own thread. A thread per draw loads all of common through tsx afresh, seconds of
// CPU each on a shared machine; dailyDrawThread.test.ts is the one that proves the server draws on a thread.
import { createComputerPlanner } from '../../src/daily/computerPlanner';
import { drawDay } from '../../src/daily/dayPlanner';
import type { DayDrawer } from '../../src/daily/dayDrawer';

export function createInlineDrawer(): DayDrawer {
  let closed = false;
  return {
    draw: () =>
      closed
        ? Promise.reject(new Error('the day drawer is closed'))
        : Promise.resolve(drawDay(createComputerPlanner())),
    close: () => {
      closed = true;
      return Promise.resolve();
    },
  };
}

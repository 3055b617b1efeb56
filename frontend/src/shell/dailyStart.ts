// Run by the HTML of /daily-challenge (an async module script the server puts in its head, see prerenderShells.ts):
// asks for today's game at once, with the identity the app would send, so the reply is there when the daily
// screen's code is. Only for today's game: /daily-challenge/<gameId> opens a given game instead.
import { dailyTitle } from '@gridable/common/rules';
import { startTodayEarly, TODAYS_DAILY_PATH } from '../features/daily/session/earlyStart';
import { getDailyCompletion } from '../lib/storage/dailyCompletions';
import { getOrCreatePlayerIdentity, readPlayerIdentity } from '../lib/storage/playerIdentity';
import { playerTimeZone, playerToday, todaysGameNumber } from '../lib/timeZone';

/**
 * The day's name in the shell's first-visit screen, left blank by the build (it is built once for every day): the
 * same for everyone on this day, so it need not wait for the app, which renders the same name in its place.
 */
function nameTheDay(): void {
  const gameNumber = todaysGameNumber();
  const name = document.querySelector('#root [data-day-name]');
  if (gameNumber > 0 && name && !name.textContent?.trim()) name.textContent = dailyTitle(gameNumber);
}

if (TODAYS_DAILY_PATH.test(window.location.pathname)) {
  // Finished on this device already: the daily says so without asking (see dailySession's startToday), so the
  // early request would only be refused with a 409 nobody reads.
  if (!getDailyCompletion(playerToday())) {
    const firstVisit = readPlayerIdentity() === null;
    startTodayEarly(
      { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() },
      firstVisit,
    );
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', nameTheDay, { once: true });
  else nameTheDay();
}

// Run by the HTML of /daily-challenge (an async module script the server puts in its head, see prerenderShells.ts):
// asks for today's game at once, with the identity the app would send, so the reply is there when the daily
// screen's code is. Only for today's game: /daily-challenge/<gameId> opens a given game instead.
import { startTodayEarly } from '../features/daily/session/earlyStart';
import { getOrCreatePlayerIdentity, readPlayerIdentity } from '../lib/storage/playerIdentity';
import { playerTimeZone } from '../lib/timeZone';

if (/^\/daily-challenge\/?$/.test(window.location.pathname)) {
  const firstVisit = readPlayerIdentity() === null;
  startTodayEarly(
    { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() },
    firstVisit,
  );
}

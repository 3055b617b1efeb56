// Which ids the daily endpoints accept: simplified DCS-G{n}-… ids and legacy DC-G{n}… ids.
import { gameNumberFromGameId } from '@gridable/common';

// Loose on the tail so legacy ids of any age still resolve; tight enough that nothing else looks daily.
const DAILY_ID = /^DCS?-G\d{1,7}[A-Za-z0-9-]{0,40}$/;

/** Whether `gameId` has the shape of a daily game id (new or legacy). */
export function isDailyGameIdShape(gameId: string): boolean {
  return DAILY_ID.test(gameId) && gameNumberFromGameId(gameId) !== null;
}

/** Any id that starts like a daily one belongs to the daily feature, even if malformed. */
export function looksDaily(gameId: string): boolean {
  return /^DCS?-/.test(gameId);
}

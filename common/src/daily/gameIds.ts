// What a game id says about its game (docs/PROTOCOL.md §3): DCS- simplified daily, DC- legacy daily, 'demo' canned data.
import { DAILY_GAME_PREFIX, GAME_ID_MAX_LENGTH, LEGACY_DAILY_PREFIX } from '../constants';

export function isDailyGameId(gameId: string): boolean {
  return gameId.startsWith(DAILY_GAME_PREFIX);
}

export function isLegacyDailyGameId(gameId: string): boolean {
  return gameId.startsWith(LEGACY_DAILY_PREFIX);
}

export function isDemoGameId(gameId: string): boolean {
  return gameId.includes('demo');
}

/** The game number in 'DCS-G{n}-…' or 'DC-G{n}…', else null. */
export function gameNumberFromGameId(gameId: string): number | null {
  const match = /^DCS?-G(\d+)/.exec(gameId);
  return match ? Number(match[1]) : null;
}

const FRIEND_GAME_ID = new RegExp(`^[A-Za-z0-9]{1,${GAME_ID_MAX_LENGTH}}$`);

/**
 * Whether /game/{id} could name a game at all: a friend game's id (at most 5 letters and digits) or a daily's.
 * Anything else was never made, so the page says so without asking the server (whose 404 the browser would
 * log as an error).
 */
export function couldNameGame(gameId: string): boolean {
  return FRIEND_GAME_ID.test(gameId) || isDailyGameId(gameId) || isLegacyDailyGameId(gameId);
}

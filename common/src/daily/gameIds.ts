// What a game id says about its game (docs/PROTOCOL.md §3): DCS- simplified daily, DC- legacy daily, 'demo' canned data.
import { DAILY_GAME_PREFIX, LEGACY_DAILY_PREFIX } from '../constants';

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

// The player's own IANA time zone: it decides which day's Gridable is "today" (SPEC issue 7, §1).
import { dayKeyInZoneOrUtc, gameNumberForDay } from '@gridable/common/rules';
import { serverNow } from './clock/serverClock';

export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today in the player's own time zone (UTC if that zone is unknown here) by the server's clock, YYYY-MM-DD. */
export function playerToday(now: Date = serverNow()): string {
  return dayKeyInZoneOrUtc(now, playerTimeZone());
}

/** Today's Gridable number in the player's zone. */
export function todaysGameNumber(now: Date = serverNow()): number {
  return gameNumberForDay(playerToday(now));
}

// The player's own IANA time zone: it decides which day's Gridable is "today" (SPEC issue 7, §1).
import { dayKeyInZone, gameNumberForDay } from '@gridable/common/rules';

export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today's Gridable number in the player's zone (UTC if that zone is unknown here); 0 if no day can be told. */
export function todaysGameNumber(): number {
  const now = new Date();
  const today = dayKeyInZone(now, playerTimeZone()) ?? dayKeyInZone(now, 'UTC');
  return today === null ? 0 : gameNumberForDay(today);
}

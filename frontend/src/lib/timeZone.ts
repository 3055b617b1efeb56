// The player's own IANA time zone: it decides which day's Gridable is "today" (SPEC issue 7, §1).
export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

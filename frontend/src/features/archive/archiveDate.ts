// How the archive writes a day's date; its sentences are common's (ARCHIVE_TEXT).

/** 'Sat 14 Jun 2025' in the player's own language, for a YYYY-MM-DD day (read as that calendar day, not an instant). */
export function archiveDateLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// Every sentence of the archive page.
export const ARCHIVE_TEXT = Object.freeze({
  title: 'Gridable Archive',
  intro: 'Play any past day. Archive games are marked as such and never count for streaks or high scores.',
  empty: 'No past days yet: come back tomorrow.',
  notPlayed: 'Not played',
  play: 'Play',
  starting: 'Starting...',
  see: 'See result',
  showMore: 'Show more days',
  startFailed: 'Could not start that day. Please try again.',
  yourScore: (score: number) => `Your score: ${score}`,
});

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

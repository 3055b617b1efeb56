// Every sentence the daily screens show, worded exactly as SPEC §2 and §8.
export const DAILY_MESSAGES = Object.freeze({
  loading: 'Loading Daily Challenge...',
  invalidGameUrl: 'Invalid game URL. Please check the link and try again.',
  initFailed: 'Failed to initialize Daily Challenge',
  placed: 'Letter placed!',
  letterSubmitted: 'Letter submitted!',
  placeFailed: 'Failed to place letter. Please try again.',
  letterFailed: 'Failed to submit letter. Please try again.',
  noGameData: 'No game data available',
  rateLimited: 'Rate limit exceeded. Please wait a moment and try again.',
});

export function loadErrorMessage(error: string): string {
  return `Error loading game: ${error}`;
}

export function alreadyCompletedMessage(score: number): string {
  return `You've already completed today's Gridable! Your score was ${score} points. Come back tomorrow for the next challenge.`;
}

export function blindLetterAnnouncement(ordinal: string): string {
  return `Today's ${ordinal} blind letter is...`;
}

export function sequenceSentence(letters: readonly string[]): string {
  return `Today's sequence was ${letters.join('')}`;
}

export function completedTitle(gameNumber: number): string {
  return `You completed Gridable #${gameNumber}`;
}

/** The finished day's way back in (issue 16). */
export const DAY_DONE_LABELS = Object.freeze({
  region: "Today's Gridable is done",
  seeResult: "See today's result",
  statistics: 'Statistics',
  archive: 'Archive',
  playToday: "Play Today's Gridable",
});

export function visitorTitle(gameNumber: number): string {
  return `A player's Gridable #${gameNumber}`;
}

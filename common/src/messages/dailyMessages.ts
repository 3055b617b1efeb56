// Every sentence of the daily game, on the server and the daily screens, worded as SPEC §2 and §8.
import { dailyTitle } from '../daily/gameNumber';

export const DAILY_MESSAGES = Object.freeze({
  loading: 'Loading Daily Challenge...',
  /** SPEC §8: what the daily screen shows for an id that cannot be a daily game. */
  invalidGameUrl: 'Invalid game URL. Please check the link and try again.',
  initFailed: 'Failed to initialize Daily Challenge',
  placed: 'Letter placed!',
  letterSubmitted: 'Letter submitted!',
  placeFailed: 'Failed to place letter. Please try again.',
  letterFailed: 'Failed to submit letter. Please try again.',
  noGameData: 'No game data available',
  rateLimited: 'Rate limit exceeded. Please wait a moment and try again.',
  gameNotFound: 'Game not found',
  notYourGame: 'This daily game belongs to another player.',
  invalidDate: 'Date must be a real calendar day as dd/mm/yyyy or YYYY-MM-DD',
  beforeLaunch: `There is no Gridable before ${dailyTitle(1)}.`,
  notOutYet: "That day's Gridable is not out yet.",
});

export function alreadyCompletedMessage(score: number): string {
  return `You've already completed today's Gridable! Your score was ${score} points. Come back tomorrow for the next challenge.`;
}

export function loadErrorMessage(error: string): string {
  return `Error loading game: ${error}`;
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

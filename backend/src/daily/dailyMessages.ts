// The sentences the daily endpoints answer with; the first is worded by SPEC §8.
import { dailyTitle } from '@gridable/common';

export function alreadyCompletedMessage(score: number): string {
  return `You've already completed today's Gridable! Your score was ${score} points. Come back tomorrow for the next challenge.`;
}

export const DAILY_MESSAGES = Object.freeze({
  /** SPEC §8: what the daily screen shows for an id that cannot be a daily game. */
  invalidGameUrl: 'Invalid game URL. Please check the link and try again.',
  gameNotFound: 'Game not found',
  notYourGame: 'This daily game belongs to another player.',
  invalidDate: 'Date must be a real calendar day as dd/mm/yyyy or YYYY-MM-DD',
  beforeLaunch: `There is no Gridable before ${dailyTitle(1)}.`,
  notOutYet: "That day's Gridable is not out yet.",
});

// Every sentence of the daily game, on the server and the daily screens, worded as docs/PROTOCOL.md §2 and §8.
import { dailyTitle } from '../daily/gameNumber';
import { PAR_LEVEL } from '../daily/par';
import { BOT_LEVEL_NAMES } from './computerMessages';
import { RATE_LIMIT_MESSAGE } from '../serverMessages';

export const DAILY_MESSAGES = Object.freeze({
  /** Beside '–' for today's high score when the player's own game does not count yet (a new identity). */
  highScoreFromTomorrow: 'Your scores count toward the high score from tomorrow.',
  loading: 'Loading Daily Challenge...',
  /** The daily screen's way back to the home screen. */
  returnToMenu: 'Return to Menu',
  /** docs/PROTOCOL.md §8: what the daily screen shows for an id that cannot be a daily game. */
  invalidGameUrl: 'Invalid game URL. Please check the link and try again.',
  initFailed: 'Failed to initialize Daily Challenge',
  /** Under initFailed when the browser has no network: what went wrong in a player's words, and what to do. */
  offline: "You are offline. Today's Gridable starts once you are back online.",
  /** The same for a daily game opened by its link (a past day, a game resumed from its address). */
  offlineGame: 'You are offline. This game opens once you are back online.',
  /** What 'Error loading game: …' says of a request that got no answer. */
  offlineReason: 'you are offline',
  /** After placeFailed when no answer came: the picked cell stays, so Submit is the retry. */
  placeOffline:
    'You are offline: your letter is still on the grid. Press Submit again once you are back online.',
  /** Under the share text when its link could not be made for want of a network. */
  linkOffline: 'You are offline: the link to your result is added once you are back online.',
  /** After letterFailed when no answer came. */
  letterOffline: 'You are offline: submit your letter again once you are back online.',
  tryAgain: 'Try Again',
  placed: 'Letter placed!',
  letterSubmitted: 'Letter submitted!',
  placeFailed: 'Failed to place letter. Please try again.',
  letterFailed: 'Failed to submit letter. Please try again.',
  noGameData: 'No game data available',
  rateLimited: RATE_LIMIT_MESSAGE,
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

/**
 * Whose day a daily end screen is for: 'today' (the spec's words), 'past' (a live game finished after the
 * player's midnight, or a screen left open past it: it names its own Gridable, as NYT Games does) or 'archive'.
 */
export type EndScreenDay = 'today' | 'past' | 'archive';

function dayOwner(day: EndScreenDay, gameNumber: number): string {
  if (day === 'today') return "Today's";
  return day === 'archive' ? "That day's" : `${dailyTitle(gameNumber)}'s`;
}

/**
 * Why today's high score reads '–' (or less than the player's own score) beside their score: a new player's
 * game does not count on their first day. Null when the player's game counts, or the figure reads right.
 */
export function highScoreNote(
  countsForHighScore: boolean | undefined,
  highScore: number | null | undefined,
  score: number | null,
): string | null {
  if (countsForHighScore !== false || highScore === undefined) return null;
  const readsWrong = highScore === null || (score !== null && score > highScore);
  return readsWrong ? DAILY_MESSAGES.highScoreFromTomorrow : null;
}

/** The end screen's high score label: 'Today's high score' for today's game. */
export function endHighScoreLabel(day: EndScreenDay, gameNumber: number): string {
  return `${dayOwner(day, gameNumber)} high score`;
}

/** The words before the letters: 'Today's sequence was ' for today's game. */
export function endSequenceLead(day: EndScreenDay, gameNumber: number): string {
  return `${dayOwner(day, gameNumber)} sequence was `;
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
  /** The main daily button once today's game is done, disabled: the day's result is reached from the panel. */
  completed: "Today's Gridable Completed!",
  /** Where the countdown was, once it has run out: the day this screen was for is over. */
  nextOut: 'The next Gridable is out.',
});

/** A visitor's view of someone's daily game while its day is still being played somewhere. */
export function visitorLettersHidden(gameNumber: number): string {
  return `Their letters stay hidden until you have played Gridable #${gameNumber} yourself, or the day is over everywhere.`;
}

/** Someone else's daily game, opened from its link. */
export function visitorTitle(gameNumber: number): string {
  return `A player's Gridable #${gameNumber}`;
}

/** Every sentence of the archive page. */
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

/** The best arrangement of the player's own 16 letters, on the end screen. */
export const BEST_GRID_TEXT = Object.freeze({
  title: 'The best grid of your letters',
  gridLabel: 'Best grid of your letters',
});

/** The computer's own game on the day's letters, shown beside the player's grid once the day is theirs to see. */
export const PAR_GRID_TEXT = Object.freeze({
  gridLabel: "The computer's grid",
  ownTitle: 'You',
});

/** 'Hard computer · par 24' over the par's grid: the level named, as the review names its computers. */
export function parGridCaption(par: number): string {
  return `${BOT_LEVEL_NAMES[PAR_LEVEL]} computer · par ${par}`;
}

/** 'You · 26' under the player's grid when the computer's grid is beside it. */
export function ownGridCaption(score: number): string {
  return `${PAR_GRID_TEXT.ownTitle} · ${score}`;
}

/** 'The same 16 letters can score 30.'; "at least" when the solver stopped at its budget. */
export function bestGridSentence(score: number, exact: boolean): string {
  return exact
    ? `The same 16 letters can score ${score}.`
    : `The same 16 letters can score at least ${score}.`;
}

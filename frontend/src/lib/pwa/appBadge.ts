// The installed app's icon badge: how many friend games wait on your move, as a word game's icon shows it on a
// phone's home screen. Home's list sets it, knowing every game; a game page moves it by that one game as its turns
// change; a turn push with the app closed sets a plain mark (the service worker cannot count), which the app's
// next look makes a number again. The games are kept in storage so a game page opened alone counts the others.
// Browsers without the Badging API (Firefox, Safari in a tab) have nothing to set: the calls are skipped.
import { LOCAL_KEYS } from '../storage/keys';
import { readJson, writeJson } from '../storage/webStorage';

/** Enough for every game a player can have going (OPEN_GAMES_CAP) and then some. */
const KEPT = 50;

interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

function stored(): string[] {
  const value = readJson('local', LOCAL_KEYS.turnsWaiting);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(-KEPT) : [];
}

function show(gameIds: string[]): void {
  writeJson('local', LOCAL_KEYS.turnsWaiting, gameIds.slice(-KEPT));
  const badging = navigator as BadgingNavigator;
  // Refused where the app is not installed or the platform has no badges: the badge is a nicety, never an error.
  const settled = gameIds.length > 0 ? badging.setAppBadge?.(gameIds.length) : badging.clearAppBadge?.();
  settled?.catch(() => undefined);
}

/** Home's list: exactly these games wait on your move now. */
export function showTurnsWaiting(gameIds: readonly string[]): void {
  show([...new Set(gameIds)]);
}

/** A game page's news of its own game: whether it waits on your move now. */
export function noteTurnWaiting(gameId: string, isYourTurn: boolean): void {
  const others = stored().filter((id) => id !== gameId);
  // Set even when the count is unchanged: the worker's plain mark becomes the number again.
  show(isYourTurn ? [...others, gameId] : others);
}

/** The games counted on the badge, as last set. */
export function turnsWaiting(): string[] {
  return stored();
}

// The tab's answers to its service worker, which cannot see for itself which page a window of the app shows
// (Chromium gives a window's url as the address it was loaded at, not the page the app has moved to since).
// Before it shows a push about a game the worker asks the app's open windows which page each shows (a game
// the player is looking at needs no notification) and whether one told the player of that very turn: one
// alert per turn on a device, where a game hidden in a tab tells the player at once (its own notification)
// and the turn push follows ~30 s later. A notification's click asks which window shows its game, to focus it.
import { gameNotificationTag } from './gameNotifications.ts';

/** The worker's question, and how long it waits for answers (pwa.ts fills this into its template). */
export const WINDOW_ASK = {
  type: 'gridable:which-page?',
  /**
   * A frozen or suspended tab (a phone's, in the background) never answers, nor does an older build: after
   * this long the worker goes by the address the window was loaded at, and counts it as not having told.
   */
  timeoutMs: 1_000,
} as const;

/** A window's answer: the page it shows, and whether it told the player of the turn asked about. */
export interface WindowAnswer {
  path: string;
  told: boolean;
}

/**
 * A told turn's push still shows a notification, a silent one: a push that shows nothing gets Chrome's own
 * "This site has been updated in the background" notice (and Safari ends the subscription after a few). The
 * tab that answered takes it down this long after, once the browser has counted it.
 */
export const QUIET_PUSH_CLOSE_MS = 1_000;

/** The turn (`turnKey`) of each game this tab told the player of. */
const told = new Map<string, string>();
/** The service worker container this page answers on (a test's fake one is another each file). */
let answeringOn: ServiceWorkerContainer | null = null;

/** This tab told the player of `turn` in `gameId` (its own notification, shown while it was hidden). */
export function rememberToldTurn(gameId: string, turn: string): void {
  told.set(gameId, turn);
  answerWorkerAsks();
}

/**
 * Answers the worker's asks from now on, for the page's lifetime (its worker may ask at any time). Called at
 * start, so a tab on any page answers at once rather than making the worker wait out its timeout.
 */
export function answerWorkerAsks(): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || container === answeringOn) return;
  answeringOn = container;
  container.addEventListener('message', (event: MessageEvent) => {
    const ask = event.data as { type?: unknown; gameId?: unknown; turn?: unknown } | null;
    if (ask?.type !== WINDOW_ASK.type) return;
    const gameId = typeof ask.gameId === 'string' ? ask.gameId : null;
    const yes = gameId !== null && typeof ask.turn === 'string' && told.get(gameId) === ask.turn;
    event.ports[0]?.postMessage({ path: location.pathname, told: yes } satisfies WindowAnswer);
    if (gameId !== null && yes) setTimeout(() => void closeQuietPush(container, gameId), QUIET_PUSH_CLOSE_MS);
  });
}

async function closeQuietPush(container: ServiceWorkerContainer, gameId: string): Promise<void> {
  try {
    const registration = await container.getRegistration();
    const shown = (await registration?.getNotifications({ tag: gameNotificationTag(gameId) })) ?? [];
    for (const notification of shown) notification.close();
  } catch {
    // Left in the tray, it is a silent notification of the player's own turn.
  }
}

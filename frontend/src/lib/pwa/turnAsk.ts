// One alert per turn on a device. A game hidden in a tab tells the player of their turn at once (its own
// notification); the turn push follows ~30 s later on every device, this one too. Before it shows a turn push
// the service worker asks the app's open windows whether one told the player of that very turn.
import { gameNotificationTag } from './gameNotifications';

/** The worker's question, and how long it waits for answers (pwa.ts fills this into its template). */
export const TURN_ASK = {
  type: 'gridable:turn-told?',
  /**
   * A frozen or suspended tab (a phone's, in the background) never answers, nor does one that never showed a
   * game: after this long it counts as no.
   */
  timeoutMs: 1_000,
} as const;

/**
 * A told turn's push still shows a notification, a silent one: a push that shows nothing gets Chrome's own
 * "This site has been updated in the background" notice (and Safari ends the subscription after a few). The
 * tab that answered takes it down this long after, once the browser has counted it.
 */
export const QUIET_PUSH_CLOSE_MS = 1_000;

/** The turn (`turnKey`) of each game this tab told the player of. */
const told = new Map<string, string>();
let answering = false;

/** This tab told the player of `turn` in `gameId` (its own notification, shown while it was hidden). */
export function rememberToldTurn(gameId: string, turn: string): void {
  told.set(gameId, turn);
  if (answering || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  answering = true;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    const ask = event.data as { type?: unknown; gameId?: unknown; turn?: unknown } | null;
    if (ask?.type !== TURN_ASK.type || typeof ask.gameId !== 'string') return;
    const gameId = ask.gameId;
    const yes = told.get(gameId) === ask.turn;
    event.ports[0]?.postMessage(yes);
    if (yes) setTimeout(() => void closeQuietPush(container, gameId), QUIET_PUSH_CLOSE_MS);
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

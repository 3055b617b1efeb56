// Registers the service worker after the page has loaded (it never competes with the first paint), and
// tells the page when a new version has installed and is waiting for the next launch.
import { answerWorkerAsks } from './windowAsk';

/**
 * Whether a new version waits, kept rather than announced once: the registration often settles before React's
 * first commit (Home waits for its route's code before it replaces the prerendered shell), and a banner
 * mounted after a one-off event never heard of the update.
 */
let updateWaiting = false;
const updateListeners = new Set<() => void>();

function announceUpdate(): void {
  updateWaiting = true;
  for (const listener of updateListeners) listener();
}

/** useSyncExternalStore's subscribe for `isUpdateWaiting`. */
export function subscribeToUpdate(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/**
 * How often a page left open asks whether a new version was deployed. The browser checks by itself only when
 * a page is navigated to, and a game tab kept open for days navigates in-app only: it would run the old
 * app against the new server without ever offering the update.
 */
export const UPDATE_CHECK_MS = 60 * 60_000;

/** Registers the worker once the page has loaded, and checks for updates; returns the end of those checks. */
export function registerServiceWorker(): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  // The worker asks which page this window shows before it notifies of a game (and when one is clicked).
  answerWorkerAsks();
  let stopped = false;
  let stopChecks = () => undefined as void;
  const onLoad = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        let checkedAt = Date.now();
        const check = () => {
          if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
          checkedAt = Date.now();
          registration.update().catch(() => undefined);
        };
        // Hourly while in view (looked at every few minutes, so a check at a return resets the hour), and when
        // the page comes back after an hour or more away.
        if (stopped) return;
        const checks = setInterval(check, UPDATE_CHECK_MS / 12);
        document.addEventListener('visibilitychange', check);
        stopChecks = () => {
          clearInterval(checks);
          document.removeEventListener('visibilitychange', check);
        };
        // Already waiting from an earlier visit.
        if (registration.waiting && navigator.serviceWorker.controller) announceUpdate();
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // Installed while an older version runs this page: it takes over on the next launch.
            if (installing.state === 'installed' && navigator.serviceWorker.controller) announceUpdate();
          });
        });
      })
      .catch((err: unknown) => console.warn('Service worker not registered', err));
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', onLoad);
    stopChecks();
  };
}

/** "Restart now": the waiting version takes over and the page reloads into it. */
export async function restartIntoUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage('skip-waiting');
}

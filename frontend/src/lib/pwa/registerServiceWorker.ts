// Registers the service worker after the page has loaded (it never competes with the first paint), and
// tells the page when a new version has installed and is waiting for the next launch.
export const UPDATE_AVAILABLE_EVENT = 'gridable:update-available';

/**
 * How often a page left open asks whether a new version was deployed. The browser checks by itself only when
 * a page is navigated to, and a game tab kept open for days navigates in-app only: it would run the old
 * app against the new server without ever offering the update.
 */
export const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const announce = () => window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));
        let checkedAt = Date.now();
        const check = () => {
          if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
          checkedAt = Date.now();
          registration.update().catch(() => undefined);
        };
        // Hourly while in view (looked at every few minutes, so a check at a return resets the hour), and when
        // the page comes back after an hour or more away.
        setInterval(check, UPDATE_CHECK_MS / 12);
        document.addEventListener('visibilitychange', check);
        // Already waiting from an earlier visit.
        if (registration.waiting && navigator.serviceWorker.controller) announce();
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // Installed while an older version runs this page: it takes over on the next launch.
            if (installing.state === 'installed' && navigator.serviceWorker.controller) announce();
          });
        });
      })
      .catch((err: unknown) => console.warn('Service worker not registered', err));
  });
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

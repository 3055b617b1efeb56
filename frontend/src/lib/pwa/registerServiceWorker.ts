// Registers the service worker after the page has loaded (it never competes with the first paint), and
// tells the page when a new version has installed and is waiting for the next launch.
export const UPDATE_AVAILABLE_EVENT = 'gridable:update-available';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const announce = () => window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));
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

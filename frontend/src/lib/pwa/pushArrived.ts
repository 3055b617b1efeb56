// The service worker's word to the app's open windows that a push arrived (a turn, a nudge), so a page showing
// games can read them again at once. The worker gets this name at build (pwa.ts fills it into its template).
export const PUSH_ARRIVED_MESSAGE = 'gridable:push';

/** Calls `onPush` for each push the service worker passes on; returns the unsubscribe. */
export function onPushArrived(onPush: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PUSH_ARRIVED_MESSAGE) onPush();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}

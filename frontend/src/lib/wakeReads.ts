// Reads a page's data again when the tab wakes. One wake sends several signals at once (the tab turns visible,
// the network comes back, Back restores the page from the cache, a throttled interval catches up), and each
// used to send its own read: they now share one. A read that fails with a signal waiting is tried once more,
// since that signal may be the network the failed read lacked.

/**
 * Signals within this long of a successful read's start, with the tab visible all along, are the same wake:
 * they share that read.
 */
export const WAKE_SHARE_MS = 2_000;

/**
 * Reads now, then on each wake and every `intervalMs` while the tab is visible. `read` resolves true when it got
 * the data. Returns the stop.
 */
export function watchWakes(read: () => Promise<boolean>, intervalMs: number): () => void {
  let inFlight = false;
  let signalledDuringRead = false;
  let lastSuccessStart = Number.NEGATIVE_INFINITY;
  let stopped = false;

  function start() {
    const startedAt = performance.now();
    inFlight = true;
    signalledDuringRead = false;
    read().then(
      (ok) => finish(ok, startedAt),
      () => finish(false, startedAt),
    );
  }

  function finish(ok: boolean, startedAt: number) {
    inFlight = false;
    if (stopped) return;
    if (ok) lastSuccessStart = startedAt;
    else if (signalledDuringRead) start();
  }

  function wake() {
    if (stopped) return;
    if (document.visibilityState !== 'visible') {
      // Whatever was read before the tab hid is old news when it comes back.
      lastSuccessStart = Number.NEGATIVE_INFINITY;
      return;
    }
    if (inFlight) {
      signalledDuringRead = true;
      return;
    }
    if (performance.now() - lastSuccessStart < WAKE_SHARE_MS) return;
    start();
  }

  const onPageShow = (event: PageTransitionEvent) => event.persisted && wake();
  start();
  const timer = window.setInterval(wake, intervalMs);
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
    window.removeEventListener('pageshow', onPageShow);
  };
}

// A page still running the build before a deploy asks the server for that build's lazily loaded files, which
// the new build no longer has (a tab left open overnight with no service worker copy of them, or whose copy
// another tab's "Restart now" replaced): opening the next screen failed with "Something went wrong". The route's
// error screen reloads into the new build instead, at the address the player was going to.
const RELOADED_AT_KEY = 'gridable.reloadedForNewBuild';
/** A second failure this soon after a reload is not a stale build: the error screen shows, not a reload loop. */
const RELOAD_GUARD_MS = 30_000;

let staleBuildSeen = false;

/**
 * Vite's dynamic-import helper announces every failed import of a chunk (or its stylesheet) with this event.
 * Returns the end of the watch (the page watches for its whole life; a test stops it).
 */
export function watchForStaleBuild(): () => void {
  const seen = () => {
    staleBuildSeen = true;
  };
  window.addEventListener('vite:preloadError', seen);
  return () => window.removeEventListener('vite:preloadError', seen);
}

/** Whether the error being shown is the old build's missing files, and reloading for it now is no loop. */
export function staleBuildReloadDue(now: number = Date.now()): boolean {
  if (!staleBuildSeen) return false;
  return now - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) >= RELOAD_GUARD_MS;
}

/** Reloads the page into the new build (once per guard window). */
export function reloadForStaleBuild(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): void {
  if (!staleBuildReloadDue(now)) return;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  staleBuildSeen = false;
  reload();
}

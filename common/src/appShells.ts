// The app shells: the first screen of some pages, prerendered from the app's components when the web app is
// built and put into the served HTML by the server, so a page paints before its JavaScript has arrived; and for
// every page, the code and styles it loads lazily, which that HTML preloads.

/** Written next to index.html by the build; read by the server, never served. */
export const APP_SHELLS_FILE = 'app-shells.json';

/**
 * Around a page's shell in #root and around what it adds to the head. The server writes them
 * (backend/src/http/appShell.ts); the service worker, filled in with these at build (frontend/pwa.ts), cuts
 * them out of the cached HTML it answers other pages with.
 */
export const APP_SHELL_MARKERS = Object.freeze({
  start: '<!--app-shell-->',
  end: '<!--/app-shell-->',
  headStart: '<!--app-shell-head-->',
  headEnd: '<!--/app-shell-head-->',
});

export interface ShelledPage {
  /** Its web route (WEB_APP_ROUTES). */
  route: string;
  /** The address whose HTML the service worker caches for every path of the route. */
  url: string;
}

export const HOME_PAGE: ShelledPage = Object.freeze({ route: '/', url: '/' });
/** Today's daily, or one game of it by its id. */
export const DAILY_PAGE: ShelledPage = Object.freeze({
  route: '/daily-challenge/:gameId?',
  url: '/daily-challenge',
});
/** The pages served with HTML of their own (a prerendered first screen); every other page's HTML is Home's, without it. */
export const SHELLED_PAGES: readonly ShelledPage[] = Object.freeze([HOME_PAGE, DAILY_PAGE]);

export interface AppShell {
  /** The markup that goes inside #root; none for a page whose first screen is not prerendered. */
  html?: string;
  /** The CSS the markup needs beyond index.html's inline entry stylesheet (rules of lazily loaded pages). */
  css: string;
  /** The page's own lazily loaded JS chunks, as URLs, for modulepreload links: fetched alongside the entry. */
  preload: string[];
  /** Those chunks' stylesheets, for preload links: the app waits for them before it renders the page. */
  styles?: string[];
  /** Module scripts that run as soon as they arrive, before the app's entry (e.g. the daily's early request). */
  scripts?: string[];
  /** An inline script for the head, run before the first paint (e.g. which form of the shell shows). */
  headScript?: string;
}

/** By web route pattern (WEB_APP_ROUTES), e.g. '/daily-challenge/:gameId?'. */
export type AppShells = Record<string, AppShell>;

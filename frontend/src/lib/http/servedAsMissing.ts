// Whether the server already answered this very page with 404 (a missing shared result, an unknown league): it
// looks the page's subject up to give link previews and crawlers the right status. The page then need not ask
// again over the API, whose second 404 would be a second console error for the same expected answer.

/** True when the document now shown was served with HTTP 404 and the address is still the one it was served for. */
export function servedAsMissing(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.responseStatus !== 404) return false;
  // After a move inside the app the entry still describes the first document, not this address.
  const served = new URL(navigation.name);
  return served.pathname === window.location.pathname && served.search === window.location.search;
}

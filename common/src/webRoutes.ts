// The web app's pages, as the server must know them: a path that is none of these gets HTTP 404 (with the
// app's not-found page). The frontend's route table is checked against this list, so they cannot drift.

/** Route patterns in react-router's syntax: ':name' is a segment, a trailing '?' makes it optional. */
export const WEB_APP_ROUTES = [
  '/',
  '/play-friend',
  '/game/:gameId',
  '/daily-challenge/archive',
  '/play-computer',
  '/daily-challenge/:gameId?',
  '/daily-challenge-simple',
  '/daily-challenge-demo',
  '/end-game-demo',
  '/end-game-demo-loser',
  '/share/:shareId',
  '/review/computer',
  '/review/:gameId',
  '/feedback',
  '/word-checker',
  '/league/:leagueId',
  '/leagues/new',
  '/move-device',
] as const;

export interface WebRouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/** Matches `pathname` against one pattern; a trailing slash is ignored, as the client router ignores it. */
export function matchWebRoute(pattern: string, pathname: string): WebRouteMatch | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of want) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const value = got[i];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) {
      try {
        params[name.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (name !== value) {
      return null;
    }
    i++;
  }
  return i === got.length ? { pattern, params } : null;
}

/**
 * A pattern as a regular expression's source, for code that cannot import this module (the service worker):
 * `matchWebRoute`'s rules, a segment being any run of characters but '/', and a trailing slash ignored.
 */
export function webRouteRegExpSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const one = name.startsWith(':') ? '/[^/]+' : `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${one})?` : one;
    })
    .join('');
  return `^${body}/*$`;
}

/** The first of `patterns` that `pathname` is, with its parameters. */
export function findWebRoute(
  pathname: string,
  patterns: readonly string[] = WEB_APP_ROUTES,
): WebRouteMatch | null {
  for (const pattern of patterns) {
    const match = matchWebRoute(pattern, pathname);
    if (match) return match;
  }
  return null;
}

// Which per-client budgets an /api request spends before its route (requestBudgets.ts), decided from its
// method and path alone, so the early refusal in front of Express (refusalMemo.ts) and the app never disagree.
import { BUDGETS, type Budget } from '../ops/limits';

/** Paths (under /api) that name one game; a 404 from any of them is a miss. */
const NAMES_A_GAME = /^\/(games\/[^/]+(\/.*)?|daily-challenge-simple\/[^/]+(\/action)?|events|presence)$/;

/** Every method that can change something spends the write budget, not only POST (leagues PATCH, PUT, DELETE). */
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request to `apiPath` (the path under /api) names a game: it spends lookups, and a 404 is a miss. */
export function namesAGame(apiPath: string): boolean {
  return NAMES_A_GAME.test(apiPath);
}

export function writes(method: string): boolean {
  return WRITING_METHODS.has(method);
}

/**
 * Whether a request reads something that names no game (those spend lookups). Share-preview images are
 * left out: a chat service unfurling many links comes from few addresses, and a drawn image is cached.
 */
export function readsElsewhere(method: string, apiPath: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !namesAGame(apiPath) && !apiPath.startsWith('/og/');
}

/** The per-client budgets such a request is refused by when any is spent, in the order they are asked. */
export function addressBudgetsOf(method: string, apiPath: string): Budget[] {
  const budgets: Budget[] = namesAGame(apiPath) ? [BUDGETS.misses, BUDGETS.lookups] : [];
  if (readsElsewhere(method, apiPath)) budgets.push(BUDGETS.reads);
  if (writes(method)) budgets.push(BUDGETS.writes);
  return budgets;
}

/** The path under /api of a raw request's URL, or null when it is not an /api request. */
export function apiPathOf(url: string): string | null {
  if (!url.startsWith('/api/')) return null;
  const query = url.indexOf('?');
  return url.slice(4, query < 0 ? url.length : query);
}

// Budgets already spent, remembered until they refill, so a request that is sure to be refused is answered
// before Express runs: a flood of refused requests costs the server a parse and one small write each
// instead of the whole middleware stack (~0.45 ms), and /healthz and moves keep their place in the queue.
import type http from 'node:http';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { errorBody } from './errorReply';
import type { Budget } from '../ops/limits';
import { clientNetwork, type TrustFunction } from '../ops/clientAddress';
import { addressBudgetsOf, apiPathOf } from './addressBudgets';
import { closeIfBodyUnread } from './unreadBody';

export interface RefusalMemo {
  /** Notes that `key` was refused for `retryAfterSeconds`. */
  remember(key: string, retryAfterSeconds: number): void;
  /** Seconds until `key` may be served again, or null when it may be now. */
  refusedFor(key: string): number | null;
}

/** Keys remembered at once; past it, expired ones are swept (keys are game ids, bounded by the misses budget). */
const SWEEP_SIZE = 10_000;

// A monotonic clock: a wall clock stepped back (NTP) would otherwise stretch a 30 s refusal by the step.
export function createRefusalMemo(now: () => number = () => performance.now()): RefusalMemo {
  const until = new Map<string, number>();
  return {
    remember(key, retryAfterSeconds) {
      const at = now();
      if (until.size >= SWEEP_SIZE) for (const [k, t] of until) if (t <= at) until.delete(k);
      until.set(key, at + retryAfterSeconds * 1_000);
    },
    refusedFor(key) {
      const t = until.get(key);
      if (t === undefined) return null;
      const left = t - now();
      if (left > 0) return Math.ceil(left / 1_000);
      until.delete(key);
      return null;
    },
  };
}

/** The memo key of an event stream's per-game budget. */
export const gameStreamsKey = (gameId: string): string => `game-streams:${gameId}`;

/** The memo key of a per-client budget (writes, lookups, misses) for one client network (clientNetwork). */
export const addressBudgetKey = (budget: Budget, network: string): string => `${budget.name}@${network}`;

const REFUSAL_BODY = JSON.stringify(errorBody(RATE_LIMIT_MESSAGE, 'RATE_LIMITED'));

/** Seconds until a client's spent budgets let this request through, or null when none of them is spent. */
function addressRefusal(
  memo: RefusalMemo,
  req: http.IncomingMessage,
  url: string,
  trust: TrustFunction,
): number | null {
  const apiPath = apiPathOf(url);
  if (apiPath === null) return null;
  const budgets = addressBudgetsOf(req.method ?? 'GET', apiPath);
  if (budgets.length === 0) return null;
  const network = clientNetwork(req, trust);
  for (const budget of budgets) {
    const seconds = memo.refusedFor(addressBudgetKey(budget, network));
    if (seconds !== null) return seconds;
  }
  return null;
}

/** Seconds until a spent per-game stream budget lets this stream in, or null. */
function streamRefusal(memo: RefusalMemo, req: http.IncomingMessage, url: string): number | null {
  if (req.method !== 'GET' || !url.startsWith('/api/events?')) return null;
  const query = new URLSearchParams(url.slice('/api/events?'.length));
  const gameId = query.get('gameId');
  // A stream naming a seat goes on to the app, which admits the seat's own player whatever strangers spent.
  const claimsSeat = query.get('playerId') !== null && !!query.get('playerUUID');
  return gameId === null || claimsSeat ? null : memo.refusedFor(gameStreamsKey(gameId));
}

/**
 * Answers, before the app sees it, a request sure to be refused: from a client whose writes, lookups or
 * misses are spent (with `trust`, the app's, to name the client as the app does), or an event stream on a
 * game whose stream budget is spent. A client flooding past its budget would otherwise cost the app its
 * whole stack and a JSON parse of each body, on the thread every other player's moves wait for; its body
 * is not read. Every other request goes to the app unchanged. The answer is the one the app's refusal gives.
 */
export function refuseKnownOverBudget(
  memo: RefusalMemo,
  app: http.RequestListener,
  trust?: TrustFunction,
): http.RequestListener {
  return (req, res) => {
    const url = req.url ?? '';
    const seconds = streamRefusal(memo, req, url) ?? (trust ? addressRefusal(memo, req, url, trust) : null);
    if (seconds !== null) {
      closeIfBodyUnread(req, res);
      res.writeHead(429, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(REFUSAL_BODY),
        'Retry-After': String(seconds),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(REFUSAL_BODY);
      return;
    }
    app(req, res);
  };
}

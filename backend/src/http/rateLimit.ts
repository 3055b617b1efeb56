// Per-client rate limits for routes: a refused request gets 429, Retry-After and the sentence of docs/PROTOCOL.md §8.
import type { Request, RequestHandler, Response } from 'express';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { createMemoryLimits, type Budget, type Limits, type Refusal } from '../ops/limits';
import { requestNetwork } from '../ops/clientAddress';
import { sendError } from './errorReply';
import { closeIfBodyUnread } from './unreadBody';

export { RATE_LIMIT_MESSAGE };

/** A route's budget: `name` keys it in the shared store, so two routes never share one by accident. */
export type LimitOptions = Budget;

/** Routers are built before the app; the app's Limits (Redis or memory) are found per request. */
export function limitsOf(req: Request): Limits {
  const locals = req.app.locals as { limits?: Limits };
  return (locals.limits ??= createMemoryLimits());
}

export function refuse(res: Response, refusal: Refusal): void {
  closeIfBodyUnread(res.req, res);
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  sendError(res, 429, RATE_LIMIT_MESSAGE, 'RATE_LIMITED');
}

/**
 * Spends one point of `budget` per request, keyed on the client's network (its address as Express derives it
 * under TRUST_PROXY; an IPv6 client's /64), or on what `keyOf` returns (e.g. a player's UUID) when it returns something.
 */
export function limitRequests(budget: Budget, keyOf?: (req: Request) => string | undefined): RequestHandler {
  return async (req, res, next) => {
    const key = keyOf?.(req) ?? requestNetwork(req);
    const refusal = await limitsOf(req).spend(budget, key);
    if (refusal) refuse(res, refusal);
    else next();
  };
}

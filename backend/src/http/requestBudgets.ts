// The budgets every /api request spends before its route runs: writes, lookups by game id, and misses
// (lookups naming a game that does not exist, i.e. guessing codes), all keyed on the client address.
import type { Request, RequestHandler } from 'express';
import { BUDGETS } from '../ops/limits';
import { limitsOf, refuse } from './rateLimit';

/** Paths (under /api) that name one game; a 404 from any of them is a miss. */
const NAMES_A_GAME = /^\/(games\/[^/]+(\/.*)?|daily-challenge-simple\/[^/]+(\/action)?|events|presence)$/;

function namesAGame(req: Request): boolean {
  return NAMES_A_GAME.test(req.path);
}

export function requestBudgets(): RequestHandler {
  return async (req, res, next) => {
    const limits = limitsOf(req);
    const address = req.ip ?? 'unknown';
    const lookup = namesAGame(req);
    if (lookup) {
      const refusal =
        (await limits.exhausted(BUDGETS.misses, address)) ?? (await limits.spend(BUDGETS.lookups, address));
      if (refusal) {
        refuse(res, refusal);
        return;
      }
      res.once('finish', () => {
        if (res.statusCode === 404) void limits.spend(BUDGETS.misses, address);
      });
    }
    if (req.method === 'POST') {
      const refusal = await limits.spend(BUDGETS.writes, address);
      if (refusal) {
        refuse(res, refusal);
        return;
      }
    }
    next();
  };
}

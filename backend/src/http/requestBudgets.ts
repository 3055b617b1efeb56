// The budgets every /api request spends before its route runs: writes, lookups by game id, and misses
// (lookups naming a game that does not exist, i.e. guessing codes), keyed on the client address; and new
// event streams per game, keyed on the game, so a crowd of addresses cannot make one game's log read again
// and again.
import type { Request, RequestHandler } from 'express';
import { GameIdParam } from '@gridable/common';
import { BUDGETS } from '../ops/limits';
import { limitsOf, refuse } from './rateLimit';
import { gameStreamsKey, type RefusalMemo } from './refusalMemo';

/** Paths (under /api) that name one game; a 404 from any of them is a miss. */
const NAMES_A_GAME = /^\/(games\/[^/]+(\/.*)?|daily-challenge-simple\/[^/]+(\/action)?|events|presence)$/;

function namesAGame(req: Request): boolean {
  return NAMES_A_GAME.test(req.path);
}

/** `memo` learns of spent per-game stream budgets, so the next requests are refused before Express. */
export function requestBudgets(memo?: RefusalMemo): RequestHandler {
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
    const streamedGame = req.path === '/events' ? GameIdParam.safeParse(req.query.gameId) : undefined;
    if (streamedGame?.success) {
      const refusal = await limits.spend(BUDGETS.gameStreams, streamedGame.data);
      if (refusal) {
        memo?.remember(gameStreamsKey(streamedGame.data), refusal.retryAfterSeconds);
        refuse(res, refusal);
        return;
      }
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

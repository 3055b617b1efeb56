// The budgets every /api request spends before its route runs: writes, lookups by game id, other reads, and misses
// (lookups naming a game that does not exist, i.e. guessing codes), keyed on the client's network (requestNetwork: an IPv6 client's /64); and new
// event streams per game, keyed on the game, so a crowd of addresses cannot make one game's log read again
// and again. With budgets in memory they are decided without an await, so a request that passes goes on
// to its route in the same turn (a reconnecting event stream waits for nothing here).
import type { RequestHandler, Response } from 'express';
import { GameIdParam } from '@gridable/common';
import { BUDGETS, exhaustedNow, spendNow, type Budget, type BudgetAnswer, type Refusal } from '../ops/limits';
import { requestNetwork } from '../ops/clientAddress';
import { limitsOf, refuse } from './rateLimit';
import { addressBudgetKey, gameStreamsKey, type RefusalMemo } from './refusalMemo';
import { namesAGame, readsElsewhere, writes } from './addressBudgets';

/** One budget question, and what a refusal of it also does. */
interface Check {
  ask: () => BudgetAnswer;
  onRefused?: (refusal: Refusal) => void;
}

/** The first refusal of `checks`, asked in order: synchronously while every answer is, else as a promise. */
function firstRefusal(checks: Check[], from = 0): BudgetAnswer {
  for (let i = from; i < checks.length; i++) {
    const check = checks[i] as Check;
    const refused = (refusal: Refusal): Refusal => {
      check.onRefused?.(refusal);
      return refusal;
    };
    const answer = check.ask();
    if (answer instanceof Promise)
      return answer.then((refusal) => (refusal ? refused(refusal) : firstRefusal(checks, i + 1)));
    if (answer) return refused(answer);
  }
  return null;
}

/**
 * A stream that names a seat (playerId and playerUUID) may be that seat's player, who is never refused for
 * strangers' streams: its per-game check waits in `res.locals` until the stream route has looked the seat
 * up, and runs only when the claim is false (sseStreams.ts).
 */
export type DeferredStreamCheck = () => BudgetAnswer;

export function deferredStreamCheck(res: Response): DeferredStreamCheck | undefined {
  return (res.locals as { gameStreamsCheck?: DeferredStreamCheck }).gameStreamsCheck;
}

/** Whether an event stream's query names a seat and its UUID (whether truly is for the route to find out). */
export function claimsSeat(query: { playerId?: unknown; playerUUID?: unknown }): boolean {
  return (
    typeof query.playerId === 'string' && typeof query.playerUUID === 'string' && query.playerUUID !== ''
  );
}

/**
 * `memo` learns of spent budgets (a game's new streams, a client's writes, lookups and misses), so the next
 * requests sure to be refused are refused before Express: a flood of them costs a parse each, not the stack.
 */
export function requestBudgets(memo?: RefusalMemo): RequestHandler {
  return (req, res, next) => {
    const limits = limitsOf(req);
    const address = requestNetwork(req);
    const lookup = namesAGame(req.path);
    const remembered = (budget: Budget) => (refusal: Refusal) =>
      memo?.remember(addressBudgetKey(budget, address), refusal.retryAfterSeconds);
    const checks: Check[] = [];
    if (lookup) {
      checks.push(
        {
          ask: () => exhaustedNow(limits, BUDGETS.misses, address),
          onRefused: remembered(BUDGETS.misses),
        },
        { ask: () => spendNow(limits, BUDGETS.lookups, address), onRefused: remembered(BUDGETS.lookups) },
      );
    }
    const streamedGame = req.path === '/events' ? GameIdParam.safeParse(req.query.gameId) : undefined;
    if (streamedGame?.success) {
      const gameId = streamedGame.data;
      const check: Check = {
        ask: () => spendNow(limits, BUDGETS.gameStreams, gameId),
        onRefused: (refusal) => memo?.remember(gameStreamsKey(gameId), refusal.retryAfterSeconds),
      };
      if (claimsSeat(req.query)) {
        (res.locals as { gameStreamsCheck?: DeferredStreamCheck }).gameStreamsCheck = () =>
          firstRefusal([check]);
      } else checks.push(check);
    }
    if (readsElsewhere(req.method, req.path))
      checks.push({
        ask: () => spendNow(limits, BUDGETS.reads, address),
        onRefused: remembered(BUDGETS.reads),
      });
    if (writes(req.method))
      checks.push({
        ask: () => spendNow(limits, BUDGETS.writes, address),
        onRefused: remembered(BUDGETS.writes),
      });

    const settle = (refusal: Refusal | null): void => {
      if (refusal) {
        refuse(res, refusal);
        return;
      }
      if (lookup) {
        res.once('finish', () => {
          if (res.statusCode === 404) void spendNow(limits, BUDGETS.misses, address);
        });
      }
      next();
    };
    const answer = firstRefusal(checks);
    if (answer instanceof Promise) return answer.then(settle);
    settle(answer);
  };
}

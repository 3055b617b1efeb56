// Guessing game codes over Socket.IO: joins that name an unknown game spend the same per-address miss
// budget as REST lookups, so switching transports buys a guesser nothing.
import type { IncomingMessage } from 'node:http';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { tooManyRequests } from '../http/errors';
import { clientNetwork, type TrustFunction } from '../ops/clientAddress';
import { BUDGETS, type Limits } from '../ops/limits';

export interface JoinLimiter {
  /** Rejects with the 429 error while the socket's address has spent its miss budget. */
  check(request: IncomingMessage): Promise<void>;
  /** Counts one join that named no existing game. */
  recordMiss(request: IncomingMessage): void;
}

export function createJoinLimiter(limits: Limits, trust: TrustFunction): JoinLimiter {
  return {
    async check(request) {
      if (await limits.exhausted(BUDGETS.misses, clientNetwork(request, trust))) {
        throw tooManyRequests(RATE_LIMIT_MESSAGE);
      }
    },
    recordMiss(request) {
      void limits.spend(BUDGETS.misses, clientNetwork(request, trust));
    },
  };
}

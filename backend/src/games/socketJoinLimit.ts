// Guessing game codes over Socket.IO: joins that name an unknown game spend a per-address budget, like REST joins.
import type { IncomingMessage } from 'node:http';
import { tooManyRequests } from '../http/errors';
import { RATE_LIMIT_MESSAGE } from '../http/rateLimit';

export interface JoinLimiter {
  /** Throws the 429 error while `address` has spent its budget for the current window. */
  check(address: string): void;
  /** Counts one join that named no existing game. */
  recordMiss(address: string): void;
}

export function createJoinLimiter(
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now,
): JoinLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (address: string, at: number) => {
    const window = windows.get(address);
    return window && window.resetAt > at ? window : undefined;
  };
  return {
    check(address) {
      const window = current(address, now());
      if (window && window.count >= limit) throw tooManyRequests(RATE_LIMIT_MESSAGE);
    },
    recordMiss(address) {
      const at = now();
      // Expired windows are dropped lazily; a sweep bounds memory when many addresses come and go.
      if (windows.size > 10_000) for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
      const window = current(address, at) ?? { count: 0, resetAt: at + windowMs };
      window.count += 1;
      windows.set(address, window);
    },
  };
}

/**
 * The client's address for a socket: behind a trusted proxy (TRUST_PROXY) the first X-Forwarded-For entry,
 * otherwise the peer address. Counting the proxy's own address would make every player share one budget.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || 'unknown';
}

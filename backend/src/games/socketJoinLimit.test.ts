import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { AppError } from '../http/errors';
import { trustFunction } from '../ops/clientAddress';
import { BUDGETS, createMemoryLimits } from '../ops/limits';
import { createJoinLimiter } from './socketJoinLimit';

function requestFrom(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress },
    connection: { remoteAddress },
  } as unknown as IncomingMessage;
}

describe('the socket join limiter', () => {
  it('refuses an address with 429 once it has missed the budget of games, and only that address', async () => {
    const limiter = createJoinLimiter(createMemoryLimits(), trustFunction(['loopback']));
    const guesser = requestFrom('127.0.0.1', '203.0.113.9');
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      await limiter.check(guesser);
      limiter.recordMiss(guesser);
    }
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await limiter.check(guesser).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe(RATE_LIMIT_MESSAGE);
    await expect(limiter.check(requestFrom('127.0.0.1', '203.0.113.10'))).resolves.toBeUndefined();
  });

  it('ignores what the client prepends to X-Forwarded-For: the proxy-appended entry is the address', async () => {
    const limiter = createJoinLimiter(createMemoryLimits(), trustFunction(1));
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      // A rotating spoofed first entry, then the address the one trusted proxy saw.
      limiter.recordMiss(requestFrom('10.0.0.2', `192.0.2.${i}, 203.0.113.9`));
    }
    await new Promise((resolve) => setImmediate(resolve));
    await expect(limiter.check(requestFrom('10.0.0.2', '198.51.100.1, 203.0.113.9'))).rejects.toBeInstanceOf(
      AppError,
    );
  });
});

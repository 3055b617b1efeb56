import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { AppError } from '../http/errors';
import { clientAddress, createJoinLimiter } from './socketJoinLimit';

function refusal(action: () => void): unknown {
  try {
    action();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('the socket join limiter', () => {
  it('refuses an address with 429 once it has missed the budget of games, until the window ends', () => {
    let now = 0;
    const limiter = createJoinLimiter({ limit: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i++) {
      limiter.check('1.2.3.4');
      limiter.recordMiss('1.2.3.4');
    }
    const refused = refusal(() => limiter.check('1.2.3.4'));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe('Rate limit exceeded. Please wait a moment and try again.');
    expect(refusal(() => limiter.check('5.6.7.8'))).toBeUndefined();
    now = 1000;
    expect(refusal(() => limiter.check('1.2.3.4'))).toBeUndefined();
  });

  it('names the client behind a trusted proxy by X-Forwarded-For, and never trusts the header otherwise', () => {
    const request = {
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    expect(clientAddress(request, true)).toBe('203.0.113.9');
    expect(clientAddress(request, false)).toBe('127.0.0.1');
  });
});

// Spent budgets are refused before the app only while they are spent: the memo forgets them when they refill.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { createRefusalMemo, gameStreamsKey, refuseKnownOverBudget } from './refusalMemo';

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  vi.useRealTimers();
});

describe('the refusal memo', () => {
  it('refuses a spent game budget before the app, until its Retry-After has passed', async () => {
    let clock = 5_000_000;
    const memo = createRefusalMemo(() => clock);
    let reachedApp = 0;
    server = http.createServer(
      refuseKnownOverBudget(memo, (_req, res) => {
        reachedApp += 1;
        res.end('app');
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    memo.remember(gameStreamsKey('ABCDE'), 3);
    const refused = await fetch(`${base}/api/events?gameId=ABCDE&lastEventId=1`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    // Another game, and the spent game's other routes, reach the app.
    expect((await fetch(`${base}/api/events?gameId=FGHIJ`)).status).toBe(200);
    expect((await fetch(`${base}/api/games/ABCDE`)).status).toBe(200);
    expect(reachedApp).toBe(2);

    clock += 3_000;
    expect((await fetch(`${base}/api/events?gameId=ABCDE`)).status).toBe(200);
    expect(reachedApp).toBe(3);
  });

  it('keeps a refusal no longer than its Retry-After when the wall clock steps back an hour', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    const memo = createRefusalMemo();
    memo.remember(gameStreamsKey('ABCDE'), 30);
    // NTP corrects a host that ran an hour fast.
    vi.setSystemTime(new Date('2026-06-01T11:00:00Z'));
    expect(memo.refusedFor(gameStreamsKey('ABCDE'))).toBeLessThanOrEqual(30);
  });
});

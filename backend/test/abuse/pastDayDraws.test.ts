// Drawing a past day nobody asked for yet costs ~200 ms of CPU: a client may draw a few a minute, then
// gets 429 with Retry-After; a day already drawn is read, and costs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

const sequence = (day: string, ip: string) =>
  fetch(`${server.url}/api/daily-challenge-sequence/${day}`, { headers: { 'x-forwarded-for': ip } });

describe('past days drawn for the first time', () => {
  it('are budgeted per client; days already drawn are not', async () => {
    const ip = '203.0.113.77';
    const days = Array.from(
      { length: BUDGETS.pastDayDraws.limit + 1 },
      (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`,
    );
    // All at once, so the budget's window cannot end between them however slow the draws are.
    const replies = await Promise.all(days.map((day) => sequence(day, ip)));
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(BUDGETS.pastDayDraws.limit);
    expect(refused).toHaveLength(1);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0]?.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });

    // A drawn day is read from storage: more reads than the budget, from one client, all answered.
    const drawn = days[replies.findIndex((r) => r.status === 200)] as string;
    const reads = await Promise.all(
      Array.from({ length: BUDGETS.pastDayDraws.limit + 2 }, () => sequence(drawn, '203.0.113.78')),
    );
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    // Each first draw vets letters with the computer player: slow on a busy machine.
  }, 180_000);
});

// One address cannot fill the server with games by staying under the minute's budget all day: past a day's
// budget its creations are refused until the day's window ends, and another address is untouched.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { CREATE_DAY_LIMIT, CREATE_LIMIT } from '../../src/games/gameLimits';
import { REQUESTS_IN_FLIGHT_PER_CLIENT } from '../../src/ops/requestsInFlight';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';

let server: RunningServer;
// The budgets read Date.now: the test moves it a minute on whenever the minute's budget is spent.
let clock = Date.parse('2026-11-28T08:00:00Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const create = (ip: string) =>
  fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'x-forwarded-for': ip } });

function nextMinute() {
  clock += 61_000;
  vi.setSystemTime(clock);
}

describe("a day's games from one address", () => {
  it('are refused past the day budget, a minute budget at a time, and come back the next day', async () => {
    const ip = freshIp();
    let made = 0;
    while (made < CREATE_DAY_LIMIT.limit) {
      const batch = Math.min(CREATE_LIMIT.limit, CREATE_DAY_LIMIT.limit - made);
      // A minute's budget at once, no more in flight than one client may have (ops/requestsInFlight.ts).
      const statuses: number[] = [];
      for (let sent = 0; sent < batch; sent += REQUESTS_IN_FLIGHT_PER_CLIENT) {
        const lane = Math.min(REQUESTS_IN_FLIGHT_PER_CLIENT, batch - sent);
        statuses.push(
          ...(await Promise.all(Array.from({ length: lane }, () => create(ip).then((r) => r.status)))),
        );
      }
      expect(new Set(statuses)).toEqual(new Set([201]));
      made += batch;
      nextMinute();
    }

    const refused = await create(ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    // Told to come back when the day's window ends, not in a minute.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect((await create(freshIp())).status).toBe(201);

    clock += CREATE_DAY_LIMIT.windowMs;
    vi.setSystemTime(clock);
    expect((await create(ip)).status).toBe(201);
  });
});

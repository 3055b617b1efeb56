// One client holding many API requests open at once (here: bodies promised and not sent) gets no more of the
// node's attention than its share: past it, its next request is refused at once, before the app, while
// other clients are served as before and its own requests are served again as soon as one finishes.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { REQUESTS_IN_FLIGHT_PER_CLIENT } from '../../src/ops/requestsInFlight';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

const BODY = JSON.stringify({});

/** A POST whose headers are sent and whose body is held back until `finish` is called. */
function heldRequest(ip: string): { finish(): Promise<number> } {
  const req = http.request(`${server.url}/api/games`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': BODY.length, 'x-forwarded-for': ip },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return {
    finish: () => {
      req.end(BODY);
      return answered;
    },
  };
}

const read = (ip: string) =>
  fetch(`${server.url}/api/daily-challenge/today-high-score?timezone=UTC`, {
    headers: { 'x-forwarded-for': ip },
  });

describe('requests in flight per client', () => {
  it(`refuses a client's request past ${REQUESTS_IN_FLIGHT_PER_CLIENT} in flight, and only while they are`, async () => {
    const flooder = freshIp();
    const held = Array.from({ length: REQUESTS_IN_FLIGHT_PER_CLIENT }, () => heldRequest(flooder));

    // Once the server holds them all, the client's next request is refused before the app (no request id).
    const refused = await vi.waitFor(
      async () => {
        const res = await read(flooder);
        expect(res.status).toBe(429);
        return res;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.has('x-request-id')).toBe(false);
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect((await read(freshIp())).status).toBe(200);

    // One finished frees a place for the next.
    expect(await held[0]?.finish()).toBe(201);
    expect((await read(flooder)).status).toBe(200);
    expect(new Set(await Promise.all(held.slice(1).map((h) => h.finish())))).toEqual(new Set([201]));
  });
});

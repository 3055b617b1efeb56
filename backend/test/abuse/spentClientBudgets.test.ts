// One address past its writes or misses budget, still sending: its next requests are refused before the app
// runs (no request id, no body read, so a broken or oversized body is not parsed), with the SPEC's sentence
// and Retry-After, while its other budgets and every other address go on to the app as before.
import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import { REQUESTS_IN_FLIGHT_PER_CLIENT } from '../../src/ops/requestsInFlight';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

function send(ip: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });
}

/** `count` requests, as many in flight as one client may have, their bodies read; returns their statuses. */
async function spend(count: number, request: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count;) {
    const batch = Math.min(REQUESTS_IN_FLIGHT_PER_CLIENT, count - done);
    const replies = await Promise.all(Array.from({ length: batch }, request));
    for (const res of replies) {
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    done += batch;
  }
  return statuses;
}

async function expectRefusedBeforeTheApp(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.has('x-request-id')).toBe(false);
  expect(await res.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
}

describe('a client past a budget, still sending', () => {
  it('is refused its writes before the app, unparsed, while its reads and other clients go on', async () => {
    const flooder = freshIp();
    const statuses = await spend(BUDGETS.writes.limit, () =>
      send(flooder, '/api/no-such-route', { method: 'POST', body: '{}' }),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));

    // The app's own refusal first, then the same from before the app for anything it would refuse.
    const byTheApp = await send(flooder, '/api/no-such-route', { method: 'POST', body: '{}' });
    expect(byTheApp.status).toBe(429);
    expect(byTheApp.headers.has('x-request-id')).toBe(true);
    await byTheApp.arrayBuffer();
    await expectRefusedBeforeTheApp(await send(flooder, '/api/games', { method: 'POST', body: '{"broken' }));
    await expectRefusedBeforeTheApp(
      await send(flooder, '/api/games', { method: 'POST', body: `{"clientId":"${'x'.repeat(64_000)}"}` }),
    );

    // Its reads spend another budget; another address's broken body is the app's 400.
    const read = await send(flooder, '/api/games/ABCDEF');
    expect(read.status).toBe(404);
    expect(read.headers.has('x-request-id')).toBe(true);
    await read.arrayBuffer();
    const other = await send(freshIp(), '/api/games', { method: 'POST', body: '{"broken' });
    expect(other.status).toBe(400);
  });

  it('is refused lookups of any game before the app once its misses are spent', async () => {
    const guesser = freshIp();
    const guess = () => send(guesser, `/api/games/Q${String(Math.random()).slice(2, 6)}`);
    const statuses = await spend(BUDGETS.misses.limit, guess);
    expect(new Set(statuses)).toEqual(new Set([404]));
    // A miss is counted as its 404 finishes, which may be just after it arrived: the app's refusal first.
    const byTheApp = await vi.waitFor(
      async () => {
        const res = await guess();
        expect(res.status).toBe(429);
        return res;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(byTheApp.headers.has('x-request-id')).toBe(true);

    await expectRefusedBeforeTheApp(await guess());
    await expectRefusedBeforeTheApp(await send(guesser, '/api/events?gameId=ABCDEF'));
    // Requests naming no game spend no lookup: they still reach the app.
    const healthy = await send(guesser, '/api/daily-challenge/stats');
    expect(healthy.headers.has('x-request-id')).toBe(true);
  });

  it('spends its writes on oversized bodies too, then is answered before its body is sent, and cut off', async () => {
    const flooder = freshIp();
    const oversized = () =>
      send(flooder, '/api/games', { method: 'POST', body: `{"clientId":"${'x'.repeat(64_000)}"}` });
    const statuses = await spend(BUDGETS.writes.limit, oversized);
    expect(new Set(statuses)).toEqual(new Set([413]));
    expect((await oversized()).status).toBe(429);

    // Headers promising a big body, and no body: the refusal does not wait for it, and closes the connection.
    const req = http.request(`${server.url}/api/games`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': 500_000, 'x-forwarded-for': flooder },
    });
    req.on('error', () => undefined);
    req.flushHeaders();
    const res = await new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
    expect(res.statusCode).toBe(429);
    expect(res.headers.connection).toBe('close');
    res.resume();
    const socket = req.socket;
    if (socket && !socket.destroyed) await once(socket, 'close');
  });

  it('has a budget for reads that name no game, refused before the app once spent', async () => {
    const reader = freshIp();
    const statuses = await spend(BUDGETS.reads.limit, () => send(reader, '/api/no-such-read'));
    expect(new Set(statuses)).toEqual(new Set([404]));
    const byTheApp = await send(reader, `/api/leagues?playerUUID=${crypto.randomUUID()}`);
    expect(byTheApp.status).toBe(429);
    expect(byTheApp.headers.has('x-request-id')).toBe(true);
    await byTheApp.arrayBuffer();
    await expectRefusedBeforeTheApp(await send(reader, '/api/daily-challenge/today-high-score?timezone=UTC'));

    // Games are looked up on their own budget, and another address reads as before.
    const lookup = await send(reader, '/api/games/QZZZZ');
    expect(lookup.status).toBe(404);
    await lookup.arrayBuffer();
    const other = await send(freshIp(), '/api/daily-challenge/today-high-score?timezone=UTC');
    expect(other.status).toBe(200);
  });
});

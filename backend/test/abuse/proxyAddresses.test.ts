// Behind one real proxy hop (TRUST_PROXY=1, as compose sets it), every limit keys on the address the proxy
// saw: two machines get two budgets, and whatever a client writes into X-Forwarded-For buys it nothing.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, type SocketAck } from '@gridable/common';
import { CREATE_LIMIT } from '../../src/games/gameLimits';
import { BUDGETS } from '../../src/ops/limits';
import { parseTrustProxy } from '../../src/ops/clientAddress';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { requestFrom, startReverseProxy, type ReverseProxy } from './support/reverseProxy';

let server: RunningServer;
let proxy: ReverseProxy;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  proxy = await startReverseProxy(server.url);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

const createGame = (from: string, spoof?: string) =>
  requestFrom(from, `${proxy.url}/api/games`, {
    method: 'POST',
    body: {},
    headers: spoof ? { 'x-forwarded-for': spoof } : {},
  });

describe('TRUST_PROXY', () => {
  it('reads a hop count, true/false or addresses the way Express documents them', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('not an address')).toThrow();
  });

  it('starts with TRUST_PROXY=true, and refuses a value that is none of these, naming it', async () => {
    const trusting = await startTestServer({ TRUST_PROXY: 'true' });
    await trusting.close();
    await expect(startTestServer({ TRUST_PROXY: '300.1.1.1' })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('behind one proxy hop', () => {
  it('gives two machines two budgets, and a rotating spoofed X-Forwarded-For buys the first nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CREATE_LIMIT.limit; i++)
      statuses.push((await createGame('127.0.0.2', `198.51.100.${i}`)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const refused = await createGame('127.0.0.2', '203.0.113.77');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another machine behind the same proxy still has its whole budget.
    expect((await createGame('127.0.0.3')).status).toBe(201);
  });

  it('counts socket joins of unknown games against the proxied address, whatever the client claims', async () => {
    const joinAs = (localAddress: string, spoof: string) =>
      new Promise<SocketAck>((resolve, reject) => {
        // engine.io-client passes localAddress on to ws (its typings do not list it).
        const options = {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          localAddress,
          extraHeaders: { 'x-forwarded-for': spoof },
        };
        const socket = io(proxy.url, options);
        socket.on('connect_error', reject);
        socket.emit(
          'join',
          { gameId: 'ZZZZ9', playerUUID: randomUUID(), clientId: `c-${randomUUID()}` },
          (ack: SocketAck) => {
            socket.close();
            resolve(ack);
          },
        );
      });
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      expect(await joinAs('127.0.0.4', `192.0.2.${i}`)).toMatchObject({ ok: false, code: 'GAME_NOT_FOUND' });
    }
    expect(await joinAs('127.0.0.4', '192.0.2.200')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await joinAs('127.0.0.5', '192.0.2.1')).toMatchObject({ ok: false, code: 'GAME_NOT_FOUND' });
  });
});

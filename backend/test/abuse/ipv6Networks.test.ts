// One IPv6 host may use any address of its /64, so every per-client budget and cap counts an IPv6 client by
// its /64: fresh addresses in one /64 share a budget, and another /64 is another client. Loopback is a
// trusted proxy here (as deploy's nginx), so X-Forwarded-For names the client, as it does in production.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PublicResultCreated,
  RATE_LIMIT_MESSAGE,
  scoreGrid,
  SERVER_MESSAGES,
  type Grid,
  type SocketAck,
} from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import { OG_RENDER_BUDGET } from '../../src/http/previewImages';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { openSse, type SseClient } from '../games/support/sseClient';

const CLIENT_LIMIT = 3;
let server: RunningServer;
const closing: Array<{ close(): void }> = [];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', CLIENT_CONNECTION_LIMIT: String(CLIENT_LIMIT) });
});
afterEach(() => {
  closing.splice(0).forEach((c) => c.close());
});
afterAll(() => server.close());

/** The i-th address of the /64 `net` (e.g. '2001:db8:1:1'), spelled a different way each time. */
const inNet = (net: string, i: number): string => `${net}:${i.toString(16)}:0:0:${(i * 7).toString(16)}`;

const from = (address: string) => ({ 'x-forwarded-for': address });

async function createGame(address: string): Promise<string> {
  const res = await fetch(`${server.url}/api/games`, { method: 'POST', headers: from(address) });
  return ((await res.json()) as { gameId: string }).gameId;
}

function socketFrom(address: string): Socket {
  const socket = io(server.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: from(address),
  });
  closing.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

async function stream(gameId: string, address: string): Promise<SseClient> {
  const client = await openSse(`${server.url}/api/events?gameId=${gameId}`, from(address));
  closing.push(client);
  return client;
}

describe('an IPv6 client is its /64', () => {
  it('shares the miss budget across its addresses, over REST and Socket.IO alike', async () => {
    for (let i = 1; i <= BUDGETS.misses.limit; i++) {
      const res = await fetch(`${server.url}/api/games/ZZZZ9`, { headers: from(inNet('2001:db8:1:1', i)) });
      expect(res.status, `miss ${i}`).toBe(404);
    }
    const refused = await fetch(`${server.url}/api/games/ZZZZ9`, { headers: from('2001:db8:1:1:ffff::1') });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    // Switching to a socket from yet another address of the /64 buys nothing.
    const socket = socketFrom('2001:db8:1:1:beef::2');
    expect(await connected(socket)).toBe('connected');
    const ack = await new Promise<SocketAck>((resolve) =>
      socket.emit(
        'join',
        { gameId: 'ZZZZ9', playerUUID: randomUUID(), clientId: `c-${randomUUID()}` },
        resolve,
      ),
    );
    expect(ack).toMatchObject({ ok: false, error: RATE_LIMIT_MESSAGE });
    // The next /64 is another client, with its whole budget.
    expect((await fetch(`${server.url}/api/games/ZZZZ9`, { headers: from('2001:db8:1:2::1') })).status).toBe(
      404,
    );
  });

  it('shares the REST write budget across its addresses, whatever the writing method', async () => {
    // League renames, closes and removals are PATCH, PUT and DELETE: they write as much as a POST.
    const methods = ['POST', 'PUT', 'PATCH', 'DELETE'];
    const write = (address: string, method = 'DELETE') =>
      fetch(`${server.url}/api/no-such-call`, { method, headers: from(address) });
    for (let i = 1; i <= BUDGETS.writes.limit; i++) {
      const res = await write(inNet('2001:db8:2:1', i), methods[i % methods.length]);
      if (res.status !== 404) expect.fail(`write ${i} answered ${res.status}`);
    }
    expect((await write('2001:db8:2:1:ffff::1')).status).toBe(429);
    expect((await write('2001:db8:2:2::1')).status).toBe(404);
  });

  it('holds one share of streams and sockets, and of Engine.IO sessions, however many addresses', async () => {
    const gameId = await createGame('192.0.2.10');
    for (let i = 1; i < CLIENT_LIMIT; i++)
      expect((await stream(gameId, inNet('2001:db8:3:1', i))).status).toBe(200);
    expect(await connected(socketFrom('2001:db8:3:1:aaaa::1'))).toBe('connected');
    const refused = await stream(gameId, '2001:db8:3:1:bbbb::1');
    expect(refused.status).toBe(429);
    expect(await connected(socketFrom('2001:db8:3:1:cccc::1'))).toBe(SERVER_MESSAGES.tooManyConnections);
    expect((await stream(gameId, '2001:db8:3:2::1')).status).toBe(200);

    // Bare Engine.IO handshakes (no namespace join): twice CLIENT_CONNECTION_LIMIT per client.
    const handshake = (address: string) =>
      fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: from(address) });
    for (let i = 1; i <= 2 * CLIENT_LIMIT; i++)
      expect((await handshake(inNet('2001:db8:4:1', i))).status, `handshake ${i}`).toBe(200);
    const over = await handshake('2001:db8:4:1:ffff::1');
    expect(over.status).toBe(403);
    expect(await over.text()).toContain(SERVER_MESSAGES.tooManyConnections);
    expect((await handshake('2001:db8:4:2::1')).status).toBe(200);
  });

  it('shares the share-preview render budget across its addresses', async () => {
    const grid: Grid = [
      ['C', 'A', 'T', 'S'],
      ['A', 'R', 'E', 'A'],
      ['T', 'E', 'A', 'R'],
      ['S', 'A', 'R', 'E'],
    ];
    const { total, words } = scoreGrid(grid);
    // Sharing has a budget of its own: each share from its own IPv4 client.
    const shares = Array.from({ length: OG_RENDER_BUDGET.limit + 2 }, async (_, i) => {
      const res = await fetch(`${server.url}/api/public-results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(`198.51.100.${i + 1}`) },
        body: JSON.stringify({
          gameId: `cpu-${i}`,
          kind: 'computer',
          gameMode: 'multiplayer',
          playerGrid: grid,
          playerWords: words,
          playerScore: total,
          completedAt: '2025-02-11T20:15:00.000Z',
        }),
      });
      return PublicResultCreated.parse(await res.json()).shareId;
    });
    const ids = await Promise.all(shares);
    const render = (id: string, address: string) =>
      fetch(`${server.url}/api/og/${id}.png`, { headers: from(address) });
    for (let i = 0; i < OG_RENDER_BUDGET.limit; i++)
      expect((await render(ids[i] as string, inNet('2001:db8:5:1', i + 1))).status, `render ${i}`).toBe(200);
    expect((await render(ids[OG_RENDER_BUDGET.limit] as string, '2001:db8:5:1:ffff::1')).status).toBe(429);
    expect((await render(ids[OG_RENDER_BUDGET.limit + 1] as string, '2001:db8:5:2::1')).status).toBe(200);
  });

  it('shares the budget of past days drawn for the first time across its addresses', async () => {
    const sequence = (day: string, address: string) =>
      fetch(`${server.url}/api/daily-challenge-sequence/${day}`, { headers: from(address) });
    const days = Array.from(
      { length: BUDGETS.pastDayDraws.limit + 2 },
      (_, i) => `2025-04-${String(i + 1).padStart(2, '0')}`,
    );
    // All at once, so the budget's window cannot end between them however slow the draws are.
    const replies = await Promise.all(
      days.slice(0, -1).map((day, i) => sequence(day, inNet('2001:db8:6:1', i + 1))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(BUDGETS.pastDayDraws.limit);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(1);
    expect((await sequence(days.at(-1) as string, '2001:db8:6:2::1')).status).toBe(200);
  }, 60_000);

  it('keeps IPv4 clients apart, and an IPv4-mapped address is its IPv4 client', async () => {
    const miss = (address: string) => fetch(`${server.url}/api/games/YYYY9`, { headers: from(address) });
    for (let i = 1; i <= BUDGETS.misses.limit; i++) expect((await miss('203.0.113.9')).status).toBe(404);
    expect((await miss('::ffff:203.0.113.9')).status).toBe(429);
    expect((await miss('203.0.113.10')).status).toBe(404);
  });
});

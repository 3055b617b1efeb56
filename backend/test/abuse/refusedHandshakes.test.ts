// A client refused a socket reads why in its connect_error; the handshakes it repeats within the second are
// refused before Engine.IO opens a session for them, with the same sentence; a second later it is told in full
// again. Reconnecting thousands of times a second from one address must not cost the server a core.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';

const METRICS_TOKEN = 'handshake-test-metrics-token';
let server: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'loopback',
    CLIENT_CONNECTION_LIMIT: '1',
    METRICS_TOKEN: METRICS_TOKEN,
  });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

function connect(ip: string): Promise<{ connected: true } | { error: string }> {
  const socket = io(server.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': ip },
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (err) => resolve({ error: err.message }));
  });
}

/** A bare Engine.IO handshake (the first request of a polling client): its status and body. */
async function handshake(ip: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    headers: { 'x-forwarded-for': ip },
  });
  return { status: res.status, body: await res.text() };
}

describe('handshakes repeated after a refusal', () => {
  it('are refused before any session within the second, with the sentence, then answered in full', async () => {
    const ip = freshIp();
    expect(await connect(ip)).toEqual({ connected: true });
    // Its one connection is open: a second is refused after the handshake, saying why.
    expect(await connect(ip)).toEqual({ error: SERVER_MESSAGES.tooManyConnections });

    // At once again: refused by Engine.IO itself, no session opened.
    const repeated = await handshake(ip);
    expect(repeated.status).toBe(403);
    expect(JSON.parse(repeated.body)).toEqual({ code: 4, message: SERVER_MESSAGES.tooManyConnections });

    // An operator sees them counted.
    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/^gridable_socket_handshakes_cut_short_total 1$/m);

    // Another client is not touched by it.
    expect((await handshake(freshIp())).status).toBe(200);

    // The second passes: the next handshake goes the whole way again, to be told why after its CONNECT.
    await vi.waitFor(async () => expect((await handshake(ip)).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
  });
});

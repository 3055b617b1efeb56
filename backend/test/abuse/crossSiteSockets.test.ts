// Pages of other sites opening sockets from a player's browser: browsers apply no CORS to WebSockets, so the
// server itself must refuse an origin that is not the site's (the page's origin travels with every handshake).
import http, { type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { SERVER_MESSAGES } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { socketOriginAllowed } from '../../src/ops/socketOrigin';
import { startTestServer } from '../support/testServer';

const FRIEND = 'https://friend.example';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: FRIEND });
});
afterAll(() => server.close());

function handshake(origin?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/socket.io/?EIO=4&transport=polling`,
      { headers: origin ? { origin } : {}, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket as a page of `origin` opens it: 'connected', or the refusal's message. */
function webSocketFrom(origin: string): Promise<string> {
  const socket = io(server.url, { transports: ['websocket'], reconnection: false, extraHeaders: { origin } });
  return new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(err.message));
  }).finally(() => socket.close());
}

describe('sockets from pages of other sites', () => {
  it("refuses another site's page, with a sentence, over polling and WebSocket alike", async () => {
    const refused = await handshake('https://evil.example');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: SERVER_MESSAGES.foreignOrigin });
    expect((await handshake('null')).status).toBe(403);
    expect(await webSocketFrom('https://evil.example')).not.toBe('connected');
  });

  it("admits the site's own pages, configured origins and clients that name no page", async () => {
    expect((await handshake(server.url)).status).toBe(200);
    expect((await handshake(FRIEND)).status).toBe(200);
    expect((await handshake()).status).toBe(200);
    expect(await webSocketFrom(server.url)).toBe('connected');
  });
});

describe('socketOriginAllowed', () => {
  const allowed = socketOriginAllowed({ corsOrigins: [], publicUrl: 'https://play.gridable.example/' });
  const from = (origin: string, host = 'gridable.internal:3000') =>
    allowed({ headers: { origin, host } } as IncomingMessage);

  it('reads the site as the Host the page was served from, or PUBLIC_URL behind a proxy that rewrites it', () => {
    expect(from('https://gridable.internal:3000')).toBe(true);
    expect(from('https://play.gridable.example')).toBe(true);
    expect(from('https://gridable.internal')).toBe(false);
    expect(from('https://play.gridable.example.evil.example')).toBe(false);
    // The Vite dev server's page, on another loopback port.
    expect(from('http://localhost:5173')).toBe(true);
  });
});

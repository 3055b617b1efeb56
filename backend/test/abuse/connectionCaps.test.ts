// What one client and one game may hold open: sockets plus SSE streams per address, listeners per game,
// and a reader that stops reading is let go instead of buffered for without bound.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, SERVER_MESSAGES, type ServerEvent, type SocketAck } from '@gridable/common';
import { GAME_LISTENER_LIMIT } from '../../src/ops/connectionCaps';
import { createSseStreams } from '../../src/realtime/sseStreams';
import { createLocalBus } from '../../src/realtime/gameBus';
import type { GameChannel } from '../../src/realtime/gameChannel';
import { createLogger } from '../../src/logger';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';
import { openSse, type SseClient } from '../games/support/sseClient';

const CLIENT_LIMIT = 3;
let server: RunningServer;
const open: SseClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', CLIENT_CONNECTION_LIMIT: String(CLIENT_LIMIT) });
});
afterEach(() => {
  open.splice(0).forEach((s) => s.close());
});
afterAll(() => server.close());

async function createGame(): Promise<string> {
  const res = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
  });
  return ((await res.json()) as { gameId: string }).gameId;
}

async function stream(gameId: string, ip: string): Promise<SseClient> {
  const client = await openSse(`${server.url}/api/events?gameId=${gameId}`, { 'x-forwarded-for': ip });
  open.push(client);
  return client;
}

describe('connection caps', () => {
  it('refuses a client more streams and sockets than its cap, and frees the slot when one closes', async () => {
    const gameId = await createGame();
    const otherGame = await createGame();
    const ip = freshIp();
    const first = await stream(gameId, ip);
    await first.waitFor('STATE_SYNC');
    await stream(otherGame, ip);
    // A socket counts against the same cap as the streams.
    const socket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': ip },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const refused = await stream(gameId, ip);
    expect(refused.status).toBe(429);
    const refusedSocket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': ip },
    });
    const error = await new Promise<Error>((resolve) => refusedSocket.once('connect_error', resolve));
    expect(error.message).toBe(SERVER_MESSAGES.tooManyConnections);
    refusedSocket.close();
    // Another client is not affected.
    expect((await stream(gameId, freshIp())).status).toBe(200);

    first.close();
    socket.close();
    await expect
      .poll(async () => (await stream(gameId, ip)).status, { timeout: 5_000, interval: 200 })
      .toBe(200);
  });

  it(`caps the listeners on one game at ${GAME_LISTENER_LIMIT}`, async () => {
    const gameId = await createGame();
    const statuses: number[] = [];
    for (let i = 0; i < GAME_LISTENER_LIMIT; i++) statuses.push((await stream(gameId, freshIp())).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await stream(gameId, freshIp())).status).toBe(429);
    // Other games are untouched.
    expect((await stream(await createGame(), freshIp())).status).toBe(200);
  });
});

describe('a reader that stops reading', () => {
  const log = createLogger('silent');
  let listening: http.Server | undefined;
  afterEach(() => listening?.close());

  it('is dropped once too much is queued for it, not buffered without bound', async () => {
    const bus = createLocalBus((err) => {
      throw err;
    });
    const channel: GameChannel = {
      publish: async (events) => {
        for (const event of events) await bus.publish(event);
      },
      record: async () => {},
      subscribe: (listener) => bus.subscribe(listener),
      onResync: () => () => {},
      seen: () => {},
      watch: () => () => {},
      follow: () => () => {},
      replayAfter: () => Promise.resolve([]),
      settled: async () => {},
      close: () => {},
    };
    const streams = createSseStreams(channel, log, {
      heartbeatMs: 60_000,
      bounds: { maxBufferedBytes: 64 * 1024, stallTimeoutMs: 60_000 },
    });
    const app = express();
    app.get(
      '/api/events',
      streams.handler(() =>
        Promise.resolve({
          type: 'STATE_SYNC',
          eventId: 0,
          gameId: 'ABCDE',
          timestamp: '',
          game: {} as never,
          playerInfo: null,
        }),
      ),
    );
    listening = http.createServer(app);
    await new Promise<void>((resolve) => listening?.listen(0, '127.0.0.1', resolve));
    const { port } = listening.address() as AddressInfo;

    // A raw client that sends its request and then never reads a byte.
    const stalled = net.connect(port, '127.0.0.1');
    stalled.write('GET /api/events?gameId=ABCDE HTTP/1.1\r\nHost: x\r\n\r\n');
    stalled.pause();
    await expect.poll(() => streams.count()).toBe(1);

    const padding = 'x'.repeat(2_000);
    for (let id = 1; id <= 20_000 && streams.count() > 0; id++) {
      const event = {
        type: 'PLAYER_RETURNED',
        gameId: 'ABCDE',
        eventId: id,
        timestamp: padding,
        playerId: 1,
      } as ServerEvent;
      await channel.publish([event]);
    }
    expect(streams.count()).toBe(0);
    stalled.destroy();
    streams.close();
  });
});

describe('sockets', () => {
  it('refuses the first message past the per-socket budget with the SPEC sentence, then cuts it off', async () => {
    const socket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': freshIp() },
    });
    const errors: ServerEvent[] = [];
    (socket as unknown as { on(e: string, f: (event: ServerEvent) => void): void }).on('ERROR', (event) =>
      errors.push(event),
    );
    const acks: SocketAck[] = [];
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const cutOff = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 80; i++) socket.emit('refresh', {}, (ack: SocketAck) => acks.push(ack));
    expect(await cutOff).toBe('io server disconnect');
    // Within the budget every message was answered (the socket joined no game); the one past it was refused.
    expect(acks.length).toBeLessThanOrEqual(60);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: 'ERROR', message: RATE_LIMIT_MESSAGE });
  });

  it('lets go of a socket that joins no game within the grace period', async () => {
    const socket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': freshIp() },
    });
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  }, 20_000);
});

// One Socket.IO connection sending junk as fast as the socket drains: past its frame budget it is told once
// and cut off, its address's connection budget is charged, and the health check and a seated player's
// moves are answered meanwhile.
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { SOCKET_MESSAGE_BUDGET } from '../../src/ops/socketFloodGate';
import { startTestServer } from '../support/testServer';
import { connectPlayer } from '../games/support/socketPlayer';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Flood {
  /** Engine.IO frames the server sent back after the namespace connect. */
  replies: string[];
  sent: number;
  /** The server closed the connection before the flood gave up. */
  closed: boolean;
}

/** How long one flood keeps sending before it gives up on being cut off. */
const FLOOD_FOR_MS = 5_000;

/**
 * Connects from `address`, joins the namespace, then sends `42["x",{}]` whenever the socket has drained,
 * until the server closes it or FLOOD_FOR_MS have passed.
 */
function flood(address: string): Promise<Flood> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      localAddress: address,
    });
    const result: Flood = { replies: [], sent: 0, closed: false };
    let connected = false;
    let gaveUp = false;
    const deadline = performance.now() + FLOOD_FOR_MS;
    const pump = (): void => {
      while (ws.readyState === WebSocket.OPEN && ws.bufferedAmount < 64 * 1024) {
        ws.send('42["x",{}]');
        result.sent += 1;
        if (result.sent % 256 === 0) break;
      }
      if (ws.readyState !== WebSocket.OPEN) return;
      if (performance.now() < deadline) setImmediate(pump);
      else {
        gaveUp = true;
        ws.close();
      }
    };
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('0')) ws.send('40');
      else if (text.startsWith('40') && !connected) {
        connected = true;
        pump();
      } else if (text === '2') ws.send('3');
      else if (connected) result.replies.push(text);
    });
    ws.on('close', () => {
      result.closed = !gaveUp;
      resolve(result);
    });
    ws.on('error', reject);
  });
}

describe('a socket flooding junk frames', () => {
  it('gets one refusal and is cut off, while /healthz answers', async () => {
    const attack = flood('127.0.0.21');
    const health: number[] = [];
    const started = performance.now();
    let done = false;
    void attack.finally(() => (done = true));
    while (!done && performance.now() - started < 5_000) {
      const t0 = performance.now();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      health.push(performance.now() - t0);
    }
    const result = await attack;

    expect(result.closed).toBe(true);
    const refusals = result.replies.filter((r) => r.includes(RATE_LIMIT_MESSAGE));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/^42\["ERROR",/);
    // Frames within the budget were answered (an unknown event gets nothing); none past it.
    expect(result.replies.length).toBeLessThanOrEqual(SOCKET_MESSAGE_BUDGET.limit + 1);
    expect(Math.max(...health)).toBeLessThan(1_000);
  });

  it('charges the address, so a client that floods again and again is refused new connections', async () => {
    const address = '127.0.0.22';
    for (let round = 0; round < 4; round++) expect((await flood(address)).closed).toBe(true);
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`, {
        localAddress: address,
      });
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('44')) resolve(text);
        else if (text.startsWith('40')) resolve('connected');
      });
      ws.on('error', () => resolve('error'));
    });
    expect(refused).toContain(RATE_LIMIT_MESSAGE);
  });

  it('leaves a player within the budget connected and served', async () => {
    const player = connectPlayer(server.url);
    await new Promise<void>((resolve) => player.socket.once('connect', () => resolve()));
    for (let i = 0; i < SOCKET_MESSAGE_BUDGET.limit - 5; i++) {
      const ack = await player.emit('refresh');
      expect(ack.ok).toBe(false);
    }
    expect(player.socket.connected).toBe(true);
    player.close();
  });
});

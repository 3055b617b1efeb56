import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOM_REPLAY_LIMIT, RoomReplayAdapter } from './roomReplayAdapter';

interface Rig {
  io: Server;
  url: string;
  close(): Promise<void>;
}

async function startRig(): Promise<Rig> {
  const httpServer = http.createServer();
  const io = new Server(httpServer, {
    adapter: RoomReplayAdapter,
    connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: true },
  });
  io.on('connection', (socket) => {
    if (!socket.recovered) void socket.join('game:A');
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return { io, url, close: () => new Promise((resolve) => void io.close(() => resolve())) };
}

function client(url: string): { socket: ClientSocket; received: number[] } {
  const socket = connect(url, { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 50 });
  const received: number[] = [];
  socket.on('tick', (n: number) => received.push(n));
  return { socket, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

let rig: Rig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

async function dropAndBroadcast(count: number) {
  rig = await startRig();
  const { io } = rig;
  const player = client(rig.url);
  await until(() => player.socket.connected);
  await until(() => (io.sockets.adapter.rooms.get('game:A')?.size ?? 0) === 1);
  io.to('game:A').emit('tick', 0);
  await until(() => player.received.length === 1);
  const back = new Promise<void>((resolve) => player.socket.io.once('reconnect', () => resolve()));
  player.socket.io.engine.close(); // a network blip, not a clean disconnect
  await until(() => io.sockets.sockets.size === 0);
  for (let n = 1; n <= count; n++) io.to('game:A').emit('tick', n);
  await back;
  await until(() => player.socket.connected);
  return player;
}

describe('RoomReplayAdapter', () => {
  it('replays what a dropped player missed in its room, in order and once', async () => {
    const player = await dropAndBroadcast(30);
    await until(() => player.received.length === 31);
    expect(player.socket.recovered).toBe(true);
    expect(player.received).toEqual(Array.from({ length: 31 }, (_, i) => i));
    player.socket.close();
  });

  it('declines to recover (so the game is resynced instead) when more was missed than a room keeps', async () => {
    const player = await dropAndBroadcast(ROOM_REPLAY_LIMIT + 5);
    expect(player.socket.recovered).toBe(false);
    expect(player.received).toEqual([0]);
    player.socket.close();
  });
});

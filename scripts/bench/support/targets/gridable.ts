// Gridable itself, played as the web app plays it: Socket.IO with the app's reconnection schedule, the app's one
// REST read when the game page loads, and presence every 30 s.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { PRESENCE_INTERVAL_MS, SOCKET_RECONNECTION } from '@gridable/common/constants';
import type { Seat } from '@gridable/common';
import { clientIp } from '../cli';
import type { LiveEvent, LiveTarget, SeatLink } from './seatLink';

interface Ack {
  ok: boolean;
  error?: string;
}

const EVENT_TYPES = [
  'LETTER_SELECTED',
  'PLAYER_PLACED_LETTER',
  'GAME_COMPLETE',
  'ERROR',
  'PLACEMENT_ERROR',
  'GAME_NOT_FOUND',
  'GAME_FULL',
];

export interface GridableTargetOptions {
  /** Play like the web app (reconnection, REST load, presence); off gives the bare protocol the relay also speaks. */
  likeTheApp: boolean;
}

export function gridableTarget(url: string, { likeTheApp }: GridableTargetOptions): LiveTarget {
  return {
    async createGame(ip) {
      const res = await fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        // No clientId: the creator is not one of the two players seated next (it would take seat 1).
        body: JSON.stringify({}),
      });
      const body = (await res.json()) as { gameId?: string; error?: string };
      if (res.status !== 201 || !body.gameId)
        throw new Error(`create failed: ${res.status} ${body.error ?? ''}`);
      return body.gameId;
    },
    async connectSeat(gameId, seat) {
      const ip = clientIp(1_000_000 + Math.floor(Math.random() * 8_000_000));
      const clientId = `bench-${seat}-${randomUUID().slice(0, 12)}`;
      const socket = await connectSeat(url, gameId, seat, { ip, clientId, likeTheApp });
      if (likeTheApp) {
        // The game page's first read, as the app makes it while the socket connects.
        await fetch(`${url}/api/games/${gameId}?clientId=${clientId}`, {
          headers: { 'x-forwarded-for': ip },
        });
      }
      return socketLink(socket, likeTheApp);
    },
  };
}

function socketLink(socket: Socket, likeTheApp: boolean): SeatLink {
  // The app reports presence on every change and every 30 s while the tab is open.
  const presence = likeTheApp
    ? setInterval(() => socket.emit('presence', { status: 'active' }), PRESENCE_INTERVAL_MS)
    : undefined;
  presence?.unref();
  return {
    onEvent(handler) {
      for (const type of EVENT_TYPES) socket.on(type, (event: LiveEvent) => handler({ ...event, type }));
    },
    onDisconnect(handler) {
      socket.on('disconnect', (reason) => handler(reason));
    },
    send(kind, payload, done) {
      socket.timeout(10_000).emit(kind, payload, (err: Error | null, ack: Ack | undefined) => {
        if (err) done(`${kind} ack timed out`);
        else done(ack?.ok ? null : `refused: ${ack?.error ?? '?'}`);
      });
    },
    close() {
      clearInterval(presence);
      socket.disconnect();
    },
  };
}

/** Connects one seat with its identity in the handshake (an implicit join) and waits for its STATE_SYNC. */
export function connectSeat(
  url: string,
  gameId: string,
  seat: Seat,
  {
    ip = clientIp(1_000_000 + Math.floor(Math.random() * 8_000_000)),
    clientId = `bench-${seat}-${randomUUID().slice(0, 12)}`,
    likeTheApp = false,
    timeoutMs = 30_000,
  }: { ip?: string; clientId?: string; likeTheApp?: boolean; timeoutMs?: number } = {},
): Promise<Socket> {
  const socket = io(url, {
    // The app starts on HTTP long-polling and upgrades, with its own reconnection schedule.
    ...(likeTheApp
      ? { ...SOCKET_RECONNECTION, reconnection: true }
      : { transports: ['websocket'], reconnection: false }),
    forceNew: true,
    // Each seat is its own client (loopback is the trusted proxy): caps and budgets are per address.
    extraHeaders: { 'x-forwarded-for': ip },
    auth: { gameId, playerUUID: randomUUID(), clientId, playerId: seat },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error(`seat ${seat} of ${gameId}: no STATE_SYNC within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('STATE_SYNC', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      if (likeTheApp) return; // the app retries on its schedule; the timeout above bounds it
      clearTimeout(timer);
      socket.disconnect();
      reject(new Error(`seat ${seat} of ${gameId}: ${err.message}`));
    });
  });
}

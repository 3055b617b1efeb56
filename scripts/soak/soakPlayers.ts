// The two kinds of soak player, behind one interface: a Socket.IO client (the browser's path) and a plain REST client.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { GameView } from '@gridable/common';
import { clientIp } from '../bench/support/cli';
import { postFrom as post } from '../bench/support/postFrom';

export type Outcome = { ok: true } | { ok: false; error: string };

export interface SoakPlayer {
  seat: 1 | 2;
  transport: 'socket' | 'rest';
  letter(letter: string): Promise<Outcome>;
  place(cellIndex: number): Promise<Outcome>;
  /** Drops the connection and comes back with the same identity; resolves with the state the server resyncs. */
  reconnect(): Promise<GameView>;
  /** Resolves once this player has been told the game is over (or at once for REST players). */
  sawGameComplete(timeoutMs: number): Promise<boolean>;
  close(): void;
}

const ACK_TIMEOUT_MS = 30_000;
let ipCounter = 1_000_000;

interface Identity {
  clientId: string;
  playerUUID: string;
  ip: string;
}

function newIdentity(seat: 1 | 2): Identity {
  ipCounter += 1;
  return {
    clientId: `soak-${seat}-${randomUUID().slice(0, 12)}`,
    playerUUID: randomUUID(),
    ip: clientIp(ipCounter),
  };
}

export async function createGame(url: string): Promise<string> {
  ipCounter += 1;
  const res = await post(`${url}/api/games`, {}, clientIp(ipCounter));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.gameId);
}

export async function fetchGame(url: string, gameId: string): Promise<GameView> {
  // A reader of its own address: the server budgets lookups per client, and the soak is many clients.
  const res = await fetch(`${url}/api/games/${gameId}`, {
    headers: { 'x-forwarded-for': clientIp(++ipCounter) },
  });
  const body = (await res.json()) as { game?: GameView; error?: string };
  if (!body.game) throw new Error(`get failed: ${res.status} ${body.error ?? ''}`);
  return body.game;
}

function openSocket(
  url: string,
  gameId: string,
  seat: 1 | 2,
  who: Identity,
): Promise<{ socket: Socket; sync: GameView }> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    // The player's own address (loopback is the trusted proxy): caps and budgets are per client.
    extraHeaders: { 'x-forwarded-for': who.ip },
    auth: { gameId, playerUUID: who.playerUUID, clientId: who.clientId, playerId: seat },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error(`seat ${seat} of ${gameId}: no STATE_SYNC`));
    }, ACK_TIMEOUT_MS);
    socket.once('STATE_SYNC', (event: { game: GameView }) => {
      clearTimeout(timer);
      resolve({ socket, sync: event.game });
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

export async function socketPlayer(url: string, gameId: string, seat: 1 | 2): Promise<SoakPlayer> {
  const who = newIdentity(seat);
  let { socket } = await openSocket(url, gameId, seat, who);
  let completed = false;
  const watch = (s: Socket): void => {
    s.on('GAME_COMPLETE', () => (completed = true));
  };
  watch(socket);
  const emit = async (event: 'letter' | 'placement', payload: object): Promise<Outcome> => {
    const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as {
      ok: boolean;
      error?: string;
    };
    return ack.ok ? { ok: true } : { ok: false, error: ack.error ?? '?' };
  };
  return {
    seat,
    transport: 'socket',
    letter: (letter) => emit('letter', { letter }),
    place: (cellIndex) => emit('placement', { cellIndex }),
    async reconnect() {
      socket.disconnect();
      const next = await openSocket(url, gameId, seat, who);
      socket = next.socket;
      watch(socket);
      // The game may have ended while this player was away: the resync says so.
      if (next.sync.status === 'completed') completed = true;
      return next.sync;
    },
    async sawGameComplete(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!completed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return completed;
    },
    close: () => socket.disconnect(),
  };
}

export async function restPlayer(url: string, gameId: string, seat: 1 | 2): Promise<SoakPlayer> {
  const who = newIdentity(seat);
  const joined = await post(
    `${url}/api/games/${gameId}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID, requestedPlayerId: seat },
    who.ip,
  );
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  const outcome = async (
    res: Promise<{ status: number; body: Record<string, unknown> }>,
  ): Promise<Outcome> => {
    const { status, body } = await res;
    return status === 200
      ? { ok: true }
      : { ok: false, error: typeof body.error === 'string' ? body.error : String(status) };
  };
  const base = `${url}/api/games/${gameId}`;
  return {
    seat,
    transport: 'rest',
    letter: (letter) => outcome(post(`${base}/letter`, { letter, clientId: who.clientId }, who.ip)),
    place: (cellIndex) =>
      outcome(post(`${base}/placement`, { playerId: seat, cellIndex, clientId: who.clientId }, who.ip)),
    // A REST client "reconnects" by reading the state again, as the polling fallback does.
    reconnect: () => fetchGame(url, gameId),
    sawGameComplete: () => Promise.resolve(true),
    close: () => undefined,
  };
}

// One interface over the two ways to play (Socket.IO and REST), so the same game can be driven by either.
import { randomUUID } from 'node:crypto';
import type { JoinGameResponse, PresenceState, Seat, SocketAck } from '@gridable/common';
import { freshIp, post } from './http';
import { connectPlayer, type SocketPlayer } from './socketPlayer';
import { openSse } from './sseClient';

export type MoveOutcome = { ok: true } | { ok: false; error: string; status?: number };

export interface Player {
  seat: Seat;
  clientId: string;
  playerUUID: string;
  letter(letter: string): Promise<MoveOutcome>;
  place(cellIndex: number): Promise<MoveOutcome>;
  close(): void;
}

export interface Identity {
  clientId: string;
  playerUUID: string;
  ip: string;
}

let clientCounter = 0;
export function newIdentity(): Identity {
  clientCounter += 1;
  return {
    clientId: `client-${clientCounter}-${randomUUID().slice(0, 8)}`,
    playerUUID: randomUUID(),
    ip: freshIp(),
  };
}

export async function createGame(url: string, ip = freshIp()): Promise<string> {
  // No clientId: the creator is not one of the players these tests seat (it would take seat 1).
  const res = await post<{ gameId: string }>(`${url}/api/games`, {}, { ip });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.body.error}`);
  return res.body.gameId;
}

export async function joinRest(url: string, gameId: string, seat: Seat, who: Identity): Promise<Player> {
  const res = await post<JoinGameResponse>(
    `${url}/api/games/${gameId}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID, requestedPlayerId: seat },
    { ip: who.ip },
  );
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.body.error}`);
  return restPlayer(url, gameId, res.body.playerId, who);
}

export function restPlayer(url: string, gameId: string, seat: Seat, who: Identity): Player {
  const outcome = async (
    res: Promise<{ status: number; body: { error?: string } }>,
  ): Promise<MoveOutcome> => {
    const { status, body } = await res;
    return status === 200 ? { ok: true } : { ok: false, status, error: body.error ?? '' };
  };
  const base = `${url}/api/games/${gameId}`;
  return {
    seat,
    ...who,
    letter: (letter) => outcome(post(`${base}/letter`, { letter, clientId: who.clientId }, { ip: who.ip })),
    place: (cellIndex) =>
      outcome(
        post(`${base}/placement`, { playerId: seat, cellIndex, clientId: who.clientId }, { ip: who.ip }),
      ),
    close: () => {},
  };
}

/** Connects with the identity in the handshake (an implicit join) and waits for its STATE_SYNC. */
export async function joinSocket(
  url: string,
  gameId: string,
  seat: Seat,
  who: Identity,
  timeoutMs = 30_000,
  /** What else the handshake says: the tab's presence as it connects (absent from earlier releases). */
  handshake: { presence?: PresenceState } = {},
): Promise<Player & { live: SocketPlayer }> {
  const live = connectPlayer(url, {
    auth: { gameId, playerUUID: who.playerUUID, clientId: who.clientId, playerId: seat, ...handshake },
  });
  const sync = await live.waitFor('STATE_SYNC', () => true, timeoutMs);
  if (!sync.playerInfo) throw new Error('socket join got no seat');
  const outcome = async (ack: Promise<SocketAck>): Promise<MoveOutcome> => {
    const a = await ack;
    return a.ok ? { ok: true } : { ok: false, error: a.error };
  };
  return {
    seat: sync.playerInfo.playerId,
    ...who,
    live,
    letter: (letter) => outcome(live.emit('letter', { letter })),
    place: (cellIndex) => outcome(live.emit('placement', { cellIndex })),
    close: () => live.close(),
  };
}

/** The SSE stream of `who`'s seat (a stranger's stream is sent no grid of a live game). */
export function seatStreamUrl(url: string, gameId: string, who: Identity, seat?: Seat): string {
  const query = new URLSearchParams({ gameId, clientId: who.clientId, playerUUID: who.playerUUID });
  if (seat) query.set('playerId', String(seat));
  return `${url}/api/events?${query.toString()}`;
}

/**
 * A new game watched over SSE from its start (caught up) by its first player's stream, then both seats joined
 * over REST: the stream, opened before the join, is the seat's once its STATE_SYNC says so, and carries every
 * event as the seats are sent it.
 */
export async function watchedRestGame(url: string) {
  const gameId = await createGame(url);
  const one = newIdentity();
  const two = newIdentity();
  const watcher = await openSse(seatStreamUrl(url, gameId, one, 1), { 'x-forwarded-for': one.ip });
  await watcher.waitFor('STATE_SYNC');
  const p1 = await joinRest(url, gameId, 1, one);
  await watcher.waitFor('STATE_SYNC', (sync) => sync.playerInfo !== null);
  const p2 = await joinRest(url, gameId, 2, two);
  return { gameId, watcher, one, two, p1, p2 };
}

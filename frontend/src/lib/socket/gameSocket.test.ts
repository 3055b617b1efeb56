// Runs the client connection against a real Socket.IO server on port 0 (hoisted from the backend workspace).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameView, PresenceState, ServerEvent } from '@gridable/common';
import { gameViewFixture } from '../../testing/gameViewFixture';
import { openGameSocket } from './gameSocket';
import type { ConnectionStatus, GameSocket } from './gameSocket';

const join = {
  gameId: 'ABCDE',
  playerUUID: '7d1e2c4a-2b7e-4a53-9d39-6c3f0d6f7a11',
  clientId: 'client-1',
  playerId: 1 as const,
};

const game: GameView = gameViewFixture({
  gameId: join.gameId,
  player1UUID: join.playerUUID,
  lastActivityAt: new Date(0).toISOString(),
});

/** The SPEC's 3–5 s first wait, 100 times shorter so a real reconnect fits in a unit test. */
const fastReconnection = { reconnectionDelay: 40, reconnectionDelayMax: 150 };

function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('Timed out waiting'));
      }
    }, 10);
  });
}

describe('openGameSocket', () => {
  let io: Server;
  let url: string;
  let client: GameSocket | null = null;
  const auths: unknown[] = [];

  beforeEach(async () => {
    const http = createServer();
    // jsdom's page origin differs from the test server's, so the server allows it as a browser would need.
    io = new Server(http, { cors: { origin: true } });
    io.on('connection', (socket) => {
      auths.push(socket.handshake.auth);
      const sync: ServerEvent = {
        type: 'STATE_SYNC',
        eventId: 3,
        gameId: 'ABCDE',
        timestamp: '',
        game,
        playerInfo: { playerId: 1, isYourTurn: true },
      };
      socket.emit('STATE_SYNC', sync);
      socket.on('letter', (payload: { letter: string }, ack: (reply: unknown) => void) => {
        ack({
          ok: true,
          game: { ...game, currentLetter: payload.letter },
          playerInfo: { playerId: 1, isYourTurn: false },
        });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    auths.length = 0;
  });

  afterEach(async () => {
    client?.close();
    client = null;
    await io.close();
  });

  it('joins through the handshake auth, delivers events and resolves acknowledgements', async () => {
    const events: ServerEvent[] = [];
    const statuses: ConnectionStatus[] = [];
    client = openGameSocket(
      join,
      { onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status) },
      { url },
    );
    await waitFor(() => events.length > 0);
    expect(auths[0]).toEqual(join);
    expect(events[0]?.type).toBe('STATE_SYNC');
    expect(statuses).toEqual(['connecting', 'connected']);
    const ack = await client.send('letter', { letter: 'Q' });
    expect(ack.ok && ack.game.currentLetter).toBe('Q');
  });

  it('reconnects by itself after the connection drops, joining again with the seat it holds now', async () => {
    const statuses: ConnectionStatus[] = [];
    const syncs: ServerEvent[] = [];
    let presence: PresenceState = 'active';
    client = openGameSocket(
      join,
      {
        onEvent: (event) => syncs.push(event),
        onStatus: (status) => statuses.push(status),
        presence: () => presence,
      },
      { url, reconnection: fastReconnection },
    );
    await waitFor(() => client?.isConnected() === true);
    // The tab goes to the background before its connection drops: its rejoin says so.
    presence = 'away';
    // A network drop: the transport closes under the client.
    for (const socket of await io.fetchSockets())
      (socket as unknown as { conn: { close(): void } }).conn.close();
    await waitFor(() => statuses.includes('disconnected'));
    await expect(client.send('refresh', {})).rejects.toThrow('Not connected');
    await waitFor(() => client?.isConnected() === true);
    expect(auths).toEqual([
      { ...join, presence: 'active' },
      { ...join, presence: 'away' },
    ]);
    expect(statuses.slice(-2)).toEqual(['disconnected', 'connected']);
    // The rejoin's STATE_SYNC is the recovery: the client holds the full state again.
    await waitFor(() => syncs.filter((e) => e.type === 'STATE_SYNC').length === 2);
  });

  it('comes back after the server itself disconnects it, and reconnects under a reclaimed seat', async () => {
    const statuses: ConnectionStatus[] = [];
    client = openGameSocket(
      join,
      { onEvent: () => undefined, onStatus: (status) => statuses.push(status) },
      { url, reconnection: fastReconnection },
    );
    await waitFor(() => client?.isConnected() === true);
    io.disconnectSockets();
    await waitFor(() => auths.length === 2 && client?.isConnected() === true);
    client.reconnect({ ...join, playerId: 2 });
    await waitFor(() => auths.length === 3 && client?.isConnected() === true);
    expect(auths[2]).toEqual({ ...join, playerId: 2 });
  });
});

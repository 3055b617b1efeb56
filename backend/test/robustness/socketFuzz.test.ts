// Malformed Socket.IO traffic: hostile payloads for every client event, hostile handshakes, and broken raw frames.
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketJoin, SocketLetter, SocketPlacement, SocketPresence, SocketStatus } from '@gridable/common';
import type { z } from 'zod';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createHalfPlayedGame, snapshotGame, type FuzzedGame } from './support/fuzzedGame';
import { hostileObject, hostileValue, objectText } from './support/hostileInputs';
import { GAME_MESSAGES } from '@gridable/common/messages';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
/** Under the server's 16 KiB message ceiling: a bigger one would (rightly) disconnect the seated socket, which marks it away. */
const SEATED_MAX_CHARS = 12_000;

let server: RunningServer;
let game: FuzzedGame;

beforeAll(async () => {
  // The fuzz sends thousands of frames on one socket: a budget that would cut it off (socketFlood.test.ts
  // covers that) is lifted here, so every case is decoded and answered.
  server = await startTestServer({ TRUST_PROXY: 'loopback', SOCKET_MESSAGE_LIMIT: '1000000' });
  game = await createHalfPlayedGame(server.url);
});
afterAll(async () => {
  await server.close();
});

interface Ack {
  ok: boolean;
  code?: string;
  error?: string;
}

const EVENTS: { name: string; schema: z.ZodType | null; fields: string[] }[] = [
  { name: 'join', schema: SocketJoin, fields: ['gameId', 'playerUUID', 'clientId', 'playerId'] },
  { name: 'letter', schema: SocketLetter, fields: ['letter'] },
  { name: 'placement', schema: SocketPlacement, fields: ['cellIndex'] },
  { name: 'presence', schema: SocketPresence, fields: ['status'] },
  { name: 'status', schema: SocketStatus, fields: ['status'] },
  // refresh only reads: every payload is fair game.
  { name: 'refresh', schema: null, fields: [] },
];

/**
 * Each test's traffic comes from an address of its own (the server trusts the loopback proxy's
 * X-Forwarded-For): its hundred-odd handshakes spend that address's connection budget, not the next test's.
 */
const ADDRESS = {
  seated: '198.51.100.1',
  hostile: '198.51.100.2',
  rawFrames: '198.51.100.3',
  bystander: '198.51.100.4',
};

/** `listen` adds listeners before the handshake: what the server sends right after it can share its read. */
function connect(auth: unknown, from: string, listen?: (socket: Socket) => void): Promise<Socket> {
  const socket = io(server.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: auth as Record<string, unknown>,
    extraHeaders: { 'X-Forwarded-For': from },
  });
  listen?.(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error('no connect within 5 s'));
    }, 5_000);
    socket.once('connect', () => (clearTimeout(timer), resolve(socket)));
    socket.once('connect_error', (err) => (clearTimeout(timer), socket.disconnect(), reject(err)));
    // The server may also just close the transport (a malformed or oversized CONNECT): the client then says nothing else.
    // A refusal closes it too, just before connect_error names the reason: the close waits a turn so the reason wins.
    socket.io.once('close', (reason) =>
      setTimeout(() => (clearTimeout(timer), socket.disconnect(), reject(new Error(`closed: ${reason}`)))),
    );
  });
}

/** Emits with an acknowledgement; resolves null when none came (only acceptable when the socket was dropped). */
function emitWithAck(socket: Socket, event: string, payload: unknown): Promise<Ack | null> {
  return new Promise((resolve) => {
    socket.timeout(5_000).emit(event, payload, (err: Error | null, ack: Ack) => resolve(err ? null : ack));
  });
}

const payloadArb = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: hostileObject(fields).map((entries) => JSON.parse(objectText(entries)) as unknown),
    },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const tooBig = (payload: unknown): boolean => {
  try {
    return (JSON.stringify(payload) ?? '').length > SEATED_MAX_CHARS;
  } catch {
    return true;
  }
};

describe('malformed socket input', () => {
  it(`acknowledges ${RUNS} hostile payloads from a seated player with a refusal, never an internal error, and the game is unchanged`, async () => {
    const { gameId, players } = game;
    let synced: Promise<{ eventId: number }> | undefined;
    const seated = await connect(
      { gameId, playerUUID: players[1].playerUUID, clientId: players[1].clientId, playerId: 2 },
      ADDRESS.seated,
      (socket) => {
        synced = new Promise((resolve) => socket.once('STATE_SYNC', resolve));
      },
    );
    const { eventId } = await synced!;
    // Taken after the seat's own connection (which records it as present) and its log records, which the
    // join's answer does not wait for, before any fuzz.
    await server.settled();
    expect(await server.models.gameEvents.countDocuments({ gameId, eventId })).toBe(1);
    const before = await snapshotGame(server, gameId);
    const internal: string[] = [];
    let sent = 0;
    seated.on('ERROR', (e: { message: string }) => {
      if (e.message === GAME_MESSAGES.internalError) internal.push('ERROR event');
    });

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EVENTS).chain((event) => fc.tuple(fc.constant(event), payloadArb(event.fields))),
        async ([event, payload]) => {
          // A well-formed move would be a real move, and an oversized one a disconnect: neither is what this test is about.
          if (event.schema?.safeParse(payload).success || tooBig(payload)) return;
          sent += 1;
          const ack = await emitWithAck(seated, event.name, payload);
          expect(ack, `${event.name} ${JSON.stringify(payload)?.slice(0, 200)}`).not.toBeNull();
          if (event.name !== 'refresh')
            expect(ack?.ok, `${event.name} accepted ${JSON.stringify(payload)?.slice(0, 200)}`).toBe(false);
          expect(ack?.code).not.toBe('INTERNAL');
        },
      ),
      { numRuns: RUNS },
    );
    // Odd calling conventions: no ack, extra arguments, a function as the payload, unknown events.
    seated.emit('placement');
    seated.emit('letter', { letter: 'E' }, 'extra', 42);
    seated.emit('nonsense', { cellIndex: 1 }, () => undefined);
    seated.emit('__proto__', {});
    // After all of it the seated socket is still served.
    expect((await emitWithAck(seated, 'refresh', undefined))?.ok).toBe(true);

    // Most cases are malformed, so most were really sent.
    expect(sent).toBeGreaterThan(RUNS / 2);
    expect(seated.connected).toBe(true);
    expect(internal).toEqual([]);
    expect(await snapshotGame(server, gameId)).toEqual(before);
    seated.disconnect();
  }, 120_000);

  it('survives hostile handshakes and oversized messages from strangers, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileValue,
          hostileObject(['gameId', 'playerUUID', 'clientId', 'playerId']).map(
            (e) => JSON.parse(objectText(e)) as unknown,
          ),
        ),
        async (auth) => {
          const socket = await connect(auth, ADDRESS.hostile).catch((err: unknown) => String(err));
          // Turned away is fine; left hanging is not.
          if (typeof socket === 'string') {
            expect(socket).not.toContain('no connect within');
            return;
          }
          const ack = await emitWithAck(socket, 'placement', { cellIndex: 3 });
          // A stranger is never seated: the move is refused (or the socket was turned away).
          if (ack) expect(ack.ok).toBe(false);
          socket.disconnect();
        },
      ),
      { numRuns: 150 },
    );
    // Past the 16 KiB ceiling the server drops the connection instead of parsing it.
    const stranger = await connect({}, ADDRESS.hostile);
    const dropped = new Promise<string>((resolve) => stranger.once('disconnect', resolve));
    stranger.emit('letter', { letter: 'x'.repeat(40_000) });
    expect(await dropped).toBeTruthy();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('closes raw connections that send broken Engine.IO frames, bad UTF-8 or junk, and stays up', async () => {
    const frames: (string | Buffer)[] = [
      '4',
      '42',
      '42[',
      '42{"a":',
      '42["placement"',
      '42[null]',
      '42[1,2,3]',
      '43',
      '49["x"]',
      '4x',
      '',
      '9',
      'x'.repeat(20_000),
      '42["placement",{"cellIndex":{"$gt":0}}]',
      '42["__proto__",{"polluted":true}]',
      Buffer.from([0xff, 0xfe, 0xfd]),
    ];
    const badUtf8 = [
      Buffer.from('42["letter",{"letter":"'),
      Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from('"}]'),
    ];
    for (const frame of [...frames, Buffer.concat(badUtf8)]) {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`, {
        headers: { 'X-Forwarded-For': ADDRESS.rawFrames },
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('message', () => resolve()); // Engine.IO's open packet
        ws.once('error', reject);
      });
      ws.send('40');
      await new Promise((r) => setTimeout(r, 10));
      // Raw bytes in a text frame are what a browser could never send, and a hostile client can.
      ws.send(frame, { binary: false });
      await new Promise((r) => setTimeout(r, 30));
      ws.terminate();
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Someone else connecting afterwards is served as ever.
    const still = await connect({}, ADDRESS.bystander);
    expect(await emitWithAck(still, 'refresh', undefined)).toMatchObject({ ok: false });
    still.disconnect();
  }, 60_000);
});

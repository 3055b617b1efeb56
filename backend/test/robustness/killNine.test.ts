// kill -9 mid-game with the journaled embedded database: after a restart both players reconnect and finish, no move lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TOTAL_ROUNDS, chooserForRound, scoreGrid, type GameView, type SocketAck } from '@gridable/common';
import { expectedGrid, expectedScores, makePlan } from '../games/support/gamePlan';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-kill9-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server, bundled as for production (serverBundle.ts), in a process that can die as a crash would. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [inject('serverBundle').server], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
    },
    stdio: 'ignore',
  });
  children.push(child);
  // Generous: a loaded machine takes tens of seconds to start the bundle; a dead one is reported at once.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface LivePlayer {
  socket: Socket;
  syncs: GameView[];
  emit(event: 'letter' | 'placement', payload: object): Promise<SocketAck>;
  nextSync(after: number): Promise<GameView>;
}

/** A player that reconnects by itself, as the browser client does, re-sending its identity in the handshake. */
function connectPlayer(url: string, gameId: string, seat: 1 | 2): LivePlayer {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    auth: {
      gameId,
      playerUUID: randomUUID(),
      clientId: `kill9-${seat}-${randomUUID().slice(0, 8)}`,
      playerId: seat,
    },
  });
  const syncs: GameView[] = [];
  socket.on('STATE_SYNC', (event: { game: GameView }) => syncs.push(event.game));
  return {
    socket,
    syncs,
    emit: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload) as Promise<SocketAck>,
    async nextSync(after) {
      const deadline = Date.now() + 30_000;
      while (syncs.length <= after) {
        if (Date.now() > deadline) throw new Error(`seat ${seat}: no STATE_SYNC`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return syncs[after] as GameView;
    },
  };
}

async function playRound(
  p1: LivePlayer,
  p2: LivePlayer,
  plan: ReturnType<typeof makePlan>,
  round: number,
  letterSent = false,
): Promise<void> {
  const chooser = chooserForRound(round) === 1 ? p1 : p2;
  if (!letterSent)
    expect(await chooser.emit('letter', { letter: plan.letters[round - 1] })).toMatchObject({ ok: true });
  if (round === TOTAL_ROUNDS) return; // the server places the final letter for both
  const [a, b] = await Promise.all([
    p1.emit('placement', { cellIndex: plan.cells1[round - 1] }),
    p2.emit('placement', { cellIndex: plan.cells2[round - 1] }),
  ]);
  expect(a).toMatchObject({ ok: true });
  expect(b).toMatchObject({ ok: true });
}

describe('kill -9 mid-game', () => {
  it('loses no acknowledged move: after a restart on the same data both players reconnect, resync and finish exactly', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    const created = (await (await fetch(`${url}/api/games`, { method: 'POST' })).json()) as {
      gameId: string;
    };
    const plan = makePlan(99);
    const p1 = connectPlayer(url, created.gameId, 1);
    await p1.nextSync(0);
    const p2 = connectPlayer(url, created.gameId, 2);
    await p2.nextSync(0);

    for (let round = 1; round <= 8; round++) await playRound(p1, p2, plan, round);
    // Round 9's letter leaves and the server dies with it in flight: it is either stored whole or not at all.
    const chooser9 = chooserForRound(9) === 1 ? p1 : p2;
    void chooser9.emit('letter', { letter: plan.letters[8] }).catch(() => undefined);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));

    const seen = [p1.syncs.length, p2.syncs.length];
    server = await startServer(port);
    // Both reconnect on their own and get the state back from the journal.
    const [after1, after2] = await Promise.all([p1.nextSync(seen[0] ?? 0), p2.nextSync(seen[1] ?? 0)]);
    for (const state of [after1, after2]) {
      expect(state.currentRound).toBe(9);
      for (let round = 1; round <= 8; round++) {
        const c1 = plan.cells1[round - 1] ?? 0;
        const c2 = plan.cells2[round - 1] ?? 0;
        expect(state.player1Grid[Math.floor(c1 / 4)]?.[c1 % 4]).toBe(plan.letters[round - 1]);
        expect(state.player2Grid[Math.floor(c2 / 4)]?.[c2 % 4]).toBe(plan.letters[round - 1]);
      }
      expect([null, plan.letters[8]]).toContain(state.currentLetter);
    }

    await playRound(p1, p2, plan, 9, after1.currentLetter === plan.letters[8]);
    for (let round = 10; round <= TOTAL_ROUNDS; round++) await playRound(p1, p2, plan, round);

    const final = (await (await fetch(`${url}/api/games/${created.gameId}`)).json()) as { game: GameView };
    expect(final.game.status).toBe('completed');
    expect(final.game.player1Grid).toEqual(expectedGrid(plan, plan.cells1));
    expect(final.game.player2Grid).toEqual(expectedGrid(plan, plan.cells2));
    expect({ player1Score: final.game.player1Score, player2Score: final.game.player2Score }).toEqual(
      expectedScores(plan),
    );
    expect(final.game.player1Score).toBe(scoreGrid(final.game.player1Grid).total);
    p1.socket.disconnect();
    p2.socket.disconnect();
    server.kill('SIGTERM');
  }, 240_000);
});

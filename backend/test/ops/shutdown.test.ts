// SIGTERM in the middle of a game: the node finishes what is in flight, tells its clients to reconnect, flushes
// its journal and exits within 10 s; restarted on the same DATA_DIR it resumes the game and both players finish.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooserForRound, type GameView, type ServerEvent } from '@gridable/common';
import { REDIS_CONNECT_TIMEOUT_MS } from '../../src/ops/startupFailure';
import { freePort, killAll, launchAppNode, startAppNode, type AppNode } from '../support/processes';
import { createGame, joinSocket, newIdentity } from '../games/support/players';
import { expectedScores, makePlan, playPlan } from '../games/support/gamePlan';
import { openSse } from '../games/support/sseClient';

const SHUTDOWN_DEADLINE_MS = 10_000;

let dataDir: string;
let port: number;
let node: AppNode;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-shutdown-'));
  port = await freePort();
  node = await startAppNode({ DATA_DIR: dataDir }, port);
}, 30_000);

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const stateSyncs = (events: ServerEvent[]) => events.filter((e) => e.type === 'STATE_SYNC').length;

// The first test restarts the node inside itself: its own waits (up to 20 s for the restart to be ready, 10 s for
// the clients to resync) and a game's two halves over sockets need more than the default 30 s on two busy cores.
describe('graceful shutdown', { timeout: 60_000 }, () => {
  it('exits within 10 s of SIGTERM mid-game, and a restart on the same data resumes the game to its end', async () => {
    const gameId = await createGame(node.url);
    const p1 = await joinSocket(node.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(node.url, gameId, 2, newIdentity());
    const watcher = await openSse(`${node.url}/api/events?gameId=${gameId}`);
    await watcher.waitFor('STATE_SYNC');
    const plan = makePlan(21);
    await playPlan(p1, p2, plan, 1, 8);

    const reasons: string[] = [];
    p1.live.socket.on('disconnect', (reason) => reasons.push(reason));
    const syncsBefore = [stateSyncs(p1.live.events), stateSyncs(p2.live.events)];
    // Round 9's letter is on its way when the signal lands.
    const chooser = chooserForRound(9) === 1 ? p1 : p2;
    const letterSent = chooser
      .letter(plan.letters[8] ?? 'A')
      .catch(() => ({ ok: false as const, error: 'no ack' }));
    const signalled = performance.now();
    node.process.kill('SIGTERM');
    const exitCode = await node.exited;
    const shutdownMs = performance.now() - signalled;
    console.log(`shutdown took ${Math.round(shutdownMs)} ms`);
    expect(exitCode).toBe(0);
    expect(shutdownMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(node.output.join('\n')).toContain('"msg":"stopped"');

    // Told to reconnect: a transport close (not "io server disconnect", which would stop the client trying).
    await watcher.ended;
    expect(reasons).toEqual(['transport close']);
    expect(p1.live.socket.active).toBe(true);

    node = await startAppNode({ DATA_DIR: dataDir }, port);
    // The clients come back by themselves, rejoin by their handshake and get the state from the journal.
    await vi.waitFor(
      () => {
        expect(stateSyncs(p1.live.events)).toBeGreaterThan(syncsBefore[0] ?? 0);
        expect(stateSyncs(p2.live.events)).toBeGreaterThan(syncsBefore[1] ?? 0);
      },
      { timeout: 10_000, interval: 50 },
    );
    // A letter acknowledged before the shutdown must be in the resumed game.
    const letterOutcome = await Promise.race([
      letterSent,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 500)),
    ]);
    const refreshed = await p1.live.emit('refresh', {});
    if (!refreshed.ok) throw new Error(`refresh failed: ${refreshed.error}`);
    const game = (refreshed as { game: GameView }).game;
    expect(game.currentRound).toBe(9);
    if (letterOutcome?.ok) expect(game.currentLetter).toBe(plan.letters[8]);
    if (game.currentLetter === null) {
      const chosen = await chooser.letter(plan.letters[8] ?? 'A');
      expect(chosen.ok).toBe(true);
    }
    const [a, b] = await Promise.all([p1.place(plan.cells1[8] ?? 0), p2.place(plan.cells2[8] ?? 0)]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    await playPlan(p1, p2, plan, 10);

    const [end1, end2] = await Promise.all([
      p1.live.waitFor('GAME_COMPLETE'),
      p2.live.waitFor('GAME_COMPLETE'),
    ]);
    expect(end1).toEqual(end2);
    expect({ player1Score: end1.player1Score, player2Score: end1.player2Score }).toEqual(
      expectedScores(plan),
    );
    p1.close();
    p2.close();
    watcher.close();
  });

  it('stops at once on SIGTERM while it is still starting (a container stopped while it waits for Redis)', async () => {
    const closed = await freePort();
    const starting = await launchAppNode(
      { DATA_DIR: ':memory:', REDIS_URL: `redis://127.0.0.1:${closed}` },
      await freePort(),
    );
    // The database is up and the start now waits (up to 10 s) for a Redis that is not there.
    await vi.waitFor(() => expect(starting.output.join('\n')).toContain('database: embedded server'), {
      timeout: 20_000,
    });
    const sent = Date.now();
    starting.process.kill('SIGTERM');
    // Exit code 0 by its own handler, not death by the signal: as pid 1 in a container, a signal with no
    // handler is ignored and `docker stop` waits for its SIGKILL.
    expect(await starting.exited).toBe(0);
    // At once means well before the Redis wait would have ended, not a figure a loaded machine can miss: an exit
    // takes a few hundred milliseconds here and seconds on a busy CI core, the wait ten.
    expect(Date.now() - sent).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS / 2);
    expect(starting.output).toContain('SIGTERM during start-up: stopped before serving');
  }, 30_000);
});

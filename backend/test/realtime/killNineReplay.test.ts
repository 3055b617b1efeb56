// kill -9 with moves in flight, then Last-Event-ID replay from the start and every late id of every game:
// each client gets every later event or a STATE_SYNC at the game's last id, never events with a hole.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startAppNode, type AppNode } from '../support/processes';
import { createGame, joinRest, newIdentity, type Player } from '../games/support/players';
import { freshIp } from '../games/support/http';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { openSse } from '../games/support/sseClient';
import { BUDGETS } from '../../src/ops/limits';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-replay-kill9-'));
afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const GAMES = 8;
const HALFWAY = 8;
/** Far longer than the event recorder's batch and its write, on a loaded machine. */
const LOG_SETTLE_MS = 1_000;
/** Half the games stop at halfway before the crash; the rest are mid-move when it comes. */
const resting = (i: number) => i % 2 === 0;
const env = { DATA_DIR: dataDir, MONGODB_URI: '', LOG_LEVEL: 'silent' };

/** What a client reconnecting with `lastEventId` receives before and including its STATE_SYNC. */
async function catchUp(node: AppNode, gameId: string, lastEventId: number) {
  const stream = await openSse(`${node.url}/api/events?gameId=${gameId}`, {
    'Last-Event-ID': String(lastEventId),
    'x-forwarded-for': freshIp(),
  });
  const sync = await stream.waitFor('STATE_SYNC');
  const replayed = stream.messages
    .filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC')
    .map((m) => m.id);
  stream.close();
  return { replayed, syncId: sync.eventId };
}

/**
 * Where catch-ups start: a crash leaves its holes among a game's last writes, so every id near the end,
 * and a spread of earlier ones. Fewer than a game's stream budget (BUDGETS.gameStreams) per window: the
 * server refuses a crowd of replays of one game, and this is one.
 */
function catchUpPoints(last: number): number[] {
  const spread = [0, 1, Math.floor(last / 4), Math.floor(last / 2), Math.floor((3 * last) / 4)];
  const tail = Array.from({ length: TAIL_POINTS }, (_, i) => last - i).filter((id) => id >= 0);
  return [...new Set([...spread, ...tail])].sort((a, b) => a - b);
}
const TAIL_POINTS = Math.min(12, BUDGETS.gameStreams.limit - 7);

describe('kill -9 and the event log', () => {
  it('replays from the start and every late id of every game with no gap after a crash with moves in flight', async () => {
    let node = await startAppNode(env);
    const games: { gameId: string; p1: Player; p2: Player }[] = [];
    for (let i = 0; i < GAMES; i++) {
      const gameId = await createGame(node.url);
      const p1 = await joinRest(node.url, gameId, 1, newIdentity());
      const p2 = await joinRest(node.url, gameId, 2, newIdentity());
      games.push({ gameId, p1, p2 });
    }
    // Every game plays to halfway, every move acknowledged, and the log's batches (written a few
    // milliseconds after each move, unwaited) are given time to land. Then half the games rest there, and
    // the other half play on: the server dies under those with writes and records in flight (a game that
    // finishes first keeps no log to replay, only its final state).
    const plans = games.map((_, i) => makePlan(200 + i));
    await Promise.all(games.map(({ p1, p2 }, i) => playPlan(p1, p2, plans[i] ?? makePlan(i), 1, HALFWAY)));
    await sleep(LOG_SETTLE_MS);
    const onward = games.filter((_, i) => !resting(i));
    let movedOn = 0;
    let allMovedOn: () => void = () => undefined;
    const everyOneMovedOn = new Promise<void>((resolve) => (allMovedOn = resolve));
    const playing = games.map(async ({ p1, p2 }, i) => {
      if (resting(i)) return;
      const plan = plans[i] ?? makePlan(i);
      try {
        await playPlan(p1, p2, plan, HALFWAY + 1, HALFWAY + 1);
      } finally {
        if (++movedOn === onward.length) allMovedOn();
      }
      await playPlan(p1, p2, plan, HALFWAY + 2).catch(() => undefined);
    });
    await everyOneMovedOn;
    node.process.kill('SIGKILL');
    await node.exited;
    await Promise.allSettled(playing);

    node = await startAppNode(env, node.port);
    for (const [i, { gameId }] of games.entries()) {
      const { syncId: last } = await catchUp(node, gameId, 0);
      expect(last).toBeGreaterThan(3);
      for (const after of catchUpPoints(last)) {
        const { replayed, syncId } = await catchUp(node, gameId, after);
        expect(syncId).toBe(last);
        // All of after+1..last, or nothing and the state: never a run with a hole in it.
        // A resting game's every event was acknowledged, so its log holds them all: always the whole run
        // (from 0 the client has seen nothing, and the STATE_SYNC alone is everything).
        const whole = Array.from({ length: last - after }, (_, k) => after + 1 + k);
        if (after === 0) expect(replayed).toEqual([]);
        else if (resting(i) || replayed.length > 0) expect(replayed).toEqual(whole);
      }
    }
    await node.stop();
  }, 120_000);
});

// A node stores a move and dies before any other node hears of it. Made certain here rather than left to
// the timing of a kill: node A publishes to a Redis of its own, so its writes reach the database and the
// event log but never node B, and then it is killed. Nothing else happens in the game, so no later event
// will ever show node B the gap: the player on B must still be brought to the stored game (by node B's
// sweep of its watched games' stored ids, or sooner by any read of the game there).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, ServerEvent } from '@gridable/common';
import { killAll, startAppNode, startEmbeddedDb, startRedis, type AppNode } from '../support/processes';
import { createGame, joinRest, joinSocket, newIdentity, restPlayer } from '../games/support/players';
import { freshIp, get } from '../games/support/http';
import { openSse } from '../games/support/sseClient';

let dataDir: string;
let nodeA: AppNode;
let nodeB: AppNode;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-unpublished-'));
  const [busB, busA] = await Promise.all([startRedis(), startRedis()]);
  const db = await startEmbeddedDb(dataDir);
  const env = { MONGODB_URI: db.uri, LOG_LEVEL: 'silent' };
  [nodeA, nodeB] = await Promise.all([
    startAppNode({ ...env, REDIS_URL: busA.url }),
    startAppNode({ ...env, REDIS_URL: busB.url }),
  ]);
}, 60_000);

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The first event after `from` in `events` that brings the player to `eventId` or past it. */
function coveredAfter(events: ServerEvent[], from: number, eventId: number): ServerEvent | undefined {
  return events.slice(from).find((e) => e.eventId >= eventId && e.eventId > 0);
}

describe('a move stored by a node that died before publishing it', () => {
  it('reaches the socket player on the surviving node once the game is read there, with no later move', async () => {
    const gameId = await createGame(nodeB.url);
    const who = { 1: newIdentity(), 2: newIdentity() };
    await joinRest(nodeB.url, gameId, 1, who[1]);
    const seat2 = await joinSocket(nodeB.url, gameId, 2, who[2]);
    expect(seat2.live.events.find((e) => e.type === 'STATE_SYNC')?.game.status).toBe('active');
    const before = seat2.live.events.length;

    // Player 1 chooses on node A, which stores it (and its event record) and then dies unheard.
    expect(await restPlayer(nodeA.url, gameId, 1, who[1]).letter('T')).toEqual({ ok: true });
    nodeA.process.kill('SIGKILL');
    await nodeA.exited;
    const stored = (await get<{ game: GameView }>(`${nodeB.url}/api/games/${gameId}`, { ip: freshIp() })).body
      .game;
    expect(stored.currentLetter).toBe('T');

    // Someone reads the game on node B (a player coming back, a new stream): its STATE_SYNC stands at an
    // id node B never delivered, so B fills it from the log (or resyncs) for the socket player too.
    const watcher = await openSse(`${nodeB.url}/api/events?gameId=${gameId}`, {
      'x-forwarded-for': freshIp(),
    });
    const sync = await watcher.waitFor('STATE_SYNC');
    watcher.close();
    const deadline = Date.now() + 3_000;
    while (!coveredAfter(seat2.live.events, before, sync.eventId) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const covering = coveredAfter(seat2.live.events, before, sync.eventId);
    expect(covering, 'the socket player was left before the stored move').toBeDefined();
    expect(covering?.type).toMatch(/^(LETTER_SELECTED|STATE_SYNC)$/);
    expect(covering && 'game' in covering ? covering.game.currentLetter : null).toBe('T');

    // And the request a client sends on a gap answers with the stored game and its last id.
    const atRefresh = seat2.live.events.length;
    const ack = await seat2.live.emit('refresh', {});
    expect(ack.ok && ack.game.version).toBe(stored.version);
    // The STATE_SYNC goes out before the acknowledgement, on the same socket.
    const refreshed = seat2.live.events.slice(atRefresh).find((e) => e.type === 'STATE_SYNC');
    expect(refreshed?.eventId).toBe(sync.eventId);
    seat2.close();
  }, 60_000);
});

// Two app processes sharing one database (the embedded one, started on its own) and one redis-server:
// a player on each node plays a whole game live, over Socket.IO and over REST + SSE.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooserForRound, type GameStateResponse, type ServerEvent } from '@gridable/common';
import { gameChannelName } from '../../src/realtime/redisBus';
import { killAll, startAppNode, startEmbeddedDb, startRedis, type AppNode } from '../support/processes';
import { createGame, joinRest, joinSocket, newIdentity, type Identity } from '../games/support/players';
import { expectedScores, makePlan, playPlan } from '../games/support/gamePlan';
import { openSse } from '../games/support/sseClient';

let dataDir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
let nodeA: AppNode;
let nodeB: AppNode;
const identities: Identity[] = [];

const METRICS_TOKEN = 'scale-test-metrics-token-0123';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-scale-'));
  redis = await startRedis();
  const db = await startEmbeddedDb(dataDir);
  // debug: every request is logged, so the log check below sees everything a node would ever write.
  const env = { MONGODB_URI: db.uri, REDIS_URL: redis.url, LOG_LEVEL: 'debug', METRICS_TOKEN };
  [nodeA, nodeB] = await Promise.all([startAppNode(env), startAppNode(env)]);
}, 60_000);

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

function person(): Identity {
  const who = newIdentity();
  identities.push(who);
  return who;
}

/** Every sequenced event a player saw after its first STATE_SYNC: each id once, none missing, in order. */
function expectEachEventOnce(events: ServerEvent[], lastEventId: number): void {
  const start = events.findIndex((e) => e.type === 'STATE_SYNC');
  const ids = events
    .slice(start + 1)
    .filter((e) => e.eventId > 0 && e.type !== 'STATE_SYNC')
    .map((e) => e.eventId);
  const first = (events[start]?.eventId ?? 0) + 1;
  expect(ids).toEqual(Array.from({ length: lastEventId - first + 1 }, (_, i) => first + i));
}

/** Offers a rematch of the finished game: one more room event, after every event of the game itself. */
async function offerRematch(node: AppNode, gameId: string, who: Identity): Promise<void> {
  const res = await fetch(`${node.url}/api/games/${gameId}/rematch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: who.clientId, playerUUID: who.playerUUID }),
  });
  expect(res.status).toBe(200);
}

async function metricValue(node: AppNode, name: string): Promise<number> {
  const text = await (
    await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

/**
 * How long a check may wait on other processes (two nodes, Redis, the database) on a busy CI machine: a
 * deadline, not a delay, as each wait returns as soon as its condition holds.
 */
const ACROSS_PROCESSES = { timeout: 10_000, interval: 50 };

/**
 * Waits until no player of an earlier test is connected: an event of a game a node stops following can still
 * be in flight when it unsubscribes, and counts there as foreign. (A node follows a game its SSE streams showed
 * for a grace after they close; those events are followed ones, not foreign.)
 */
async function untilNoPlayerIsConnected(): Promise<void> {
  for (const node of [nodeA, nodeB])
    await vi.waitFor(async () => {
      expect(await metricValue(node, 'gridable_sockets_live')).toBe(0);
      expect(await metricValue(node, 'gridable_sse_streams')).toBe(0);
    }, 10_000);
}

describe('two app nodes behind one database and one Redis', () => {
  it('reports both the database and Redis ready on each node', async () => {
    for (const node of [nodeA, nodeB]) {
      const res = await fetch(`${node.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, checks: { database: true, redis: true } });
    }
  });

  it('spares a node the events of a game it has no viewer of', async () => {
    await untilNoPlayerIsConnected();
    const foreignBefore = await metricValue(nodeB, 'gridable_bus_foreign_events_total');
    const heardBefore = await metricValue(nodeB, 'gridable_bus_events_received_total');
    const gameId = await createGame(nodeA.url);
    const p1 = await joinSocket(nodeA.url, gameId, 1, person());
    const p2 = await joinSocket(nodeA.url, gameId, 2, person());
    await playPlan(p1, p2, makePlan(11));
    const end = await p1.live.waitFor('GAME_COMPLETE');
    p1.close();
    p2.close();

    // Redis delivers to a subscriber in publish order: once node B has heard this later game's start,
    // it would already have heard every event of the game above, had it been sent them.
    const later = await createGame(nodeA.url);
    const watcher = await joinSocket(nodeB.url, later, 1, person());
    const joiner = await joinSocket(nodeA.url, later, 2, person());
    await watcher.live.waitFor('GAME_STARTED');
    const heard = (await metricValue(nodeB, 'gridable_bus_events_received_total')) - heardBefore;
    expect(end.eventId).toBeGreaterThan(30);
    expect(heard).toBeLessThan(end.eventId);
    expect((await metricValue(nodeB, 'gridable_bus_foreign_events_total')) - foreignBefore).toBe(0);
    watcher.close();
    joiner.close();
  });

  it('plays a whole game over Socket.IO with player 1 on node A and player 2 on node B', async () => {
    const completedTotal = async () =>
      (await metricValue(nodeA, 'gridable_games_completed_total')) +
      (await metricValue(nodeB, 'gridable_games_completed_total'));
    const completedBefore = await completedTotal();
    const gameId = await createGame(nodeA.url);
    const offering = person();
    const p1 = await joinSocket(nodeA.url, gameId, 1, offering);
    const p2 = await joinSocket(nodeB.url, gameId, 2, person());
    const plan = makePlan(7);
    await playPlan(p1, p2, plan);
    const [end1, end2] = await Promise.all([
      p1.live.waitFor('GAME_COMPLETE'),
      p2.live.waitFor('GAME_COMPLETE'),
    ]);
    expect(end1).toEqual(end2);
    expect({ player1Score: end1.player1Score, player2Score: end1.player2Score }).toEqual(
      expectedScores(plan),
    );

    // Room events cross nodes through the game's bus channel exactly once (never once per node): a later event
    // of the same game, seen by both, comes after any copy of the earlier ones.
    await offerRematch(nodeA, gameId, offering);
    const [offered] = await Promise.all([
      p1.live.waitFor('REMATCH_OFFERED'),
      p2.live.waitFor('REMATCH_OFFERED'),
    ]);
    expect(offered.eventId).toBe(end1.eventId + 1);
    expectEachEventOnce(p1.live.events, offered.eventId);
    expectEachEventOnce(p2.live.events, offered.eventId);

    // An earlier test's sockets may still be closing.
    await vi.waitFor(async () => {
      const [liveA, liveB] = await Promise.all([
        metricValue(nodeA, 'gridable_sockets_live'),
        metricValue(nodeB, 'gridable_sockets_live'),
      ]);
      expect([liveA, liveB]).toEqual([1, 1]);
    }, ACROSS_PROCESSES);
    expect((await completedTotal()) - completedBefore).toBe(1);
    expect(await metricValue(nodeA, 'gridable_games_created_total')).toBeGreaterThanOrEqual(1);
    expect(await metricValue(nodeA, 'gridable_daily_games_completed_total')).toBe(0);
    p1.close();
    p2.close();
  });

  it('plays a game over REST + SSE across nodes, and logs it as JSON lines without a clientId', async () => {
    const gameId = await createGame(nodeB.url);
    const one = person();
    const two = person();
    const stream = (node: AppNode, who: Identity, seat: number) =>
      openSse(
        `${node.url}/api/events?gameId=${gameId}&clientId=${who.clientId}&playerUUID=${who.playerUUID}&playerId=${seat}`,
      );
    const p1 = await joinRest(nodeA.url, gameId, 1, one);
    const sse1 = await stream(nodeA, one, 1);
    await sse1.waitFor('STATE_SYNC');
    const p2 = await joinRest(nodeB.url, gameId, 2, two);
    const sse2 = await stream(nodeB, two, 2);
    await Promise.all([sse1.waitFor('GAME_STARTED'), sse2.waitFor('STATE_SYNC')]);
    expect(await metricValue(nodeA, 'gridable_sse_streams')).toBe(1);
    expect(await metricValue(nodeB, 'gridable_games_active')).toBeGreaterThanOrEqual(1);

    const plan = makePlan(8);
    await playPlan(p1, p2, plan);
    const [end1, end2] = await Promise.all([sse1.waitFor('GAME_COMPLETE'), sse2.waitFor('GAME_COMPLETE')]);
    expect(end1).toEqual(end2);
    expect({ player1Score: end1.player1Score, player2Score: end1.player2Score }).toEqual(
      expectedScores(plan),
    );
    await offerRematch(nodeA, gameId, one);
    const [offered] = await Promise.all([sse1.waitFor('REMATCH_OFFERED'), sse2.waitFor('REMATCH_OFFERED')]);
    expect(offered.eventId).toBe(end1.eventId + 1);
    expectEachEventOnce(
      sse1.messages.map((m) => m.event),
      offered.eventId,
    );
    expectEachEventOnce(
      sse2.messages.map((m) => m.event),
      offered.eventId,
    );
    sse1.close();
    sse2.close();

    // This game's traffic is enough for the log check whatever ran before it: its streams, its moves.
    // The SSE streams' request lines are written when the server sees them hang up.
    await vi.waitFor(
      () => expect(nodeA.output.join('\n')).toContain('"path":"/api/events"'),
      ACROSS_PROCESSES,
    );
    const lines = [...nodeA.output, ...nodeB.output].filter((line) => line.trim() !== '');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThan(30);
    for (const entry of requests) expect(entry.requestId).toEqual(expect.any(String));
    expect(requests.some((e) => e.path === '/api/events' && typeof e.gameId === 'string')).toBe(true);
    expect(requests.some((e) => String(e.path).endsWith('/placement') && typeof e.gameId === 'string')).toBe(
      true,
    );
    const all = lines.join('\n');
    for (const who of identities) expect(all).not.toContain(who.clientId);
  });

  it('shows a player here while a tab of theirs on one node shows the game and one on the other is hidden', async () => {
    const gameId = await createGame(nodeA.url);
    const two = person();
    const p1 = await joinSocket(nodeA.url, gameId, 1, person());
    const laptop = await joinSocket(nodeA.url, gameId, 2, two);
    const phone = await joinSocket(nodeB.url, gameId, 2, { ...two, clientId: `${two.clientId}-phone` });
    await p1.live.waitFor('GAME_STARTED');
    const player2Presence = () =>
      p1.live.events.flatMap((e) => (e.type === 'PRESENCE_UPDATE' && e.playerId === 2 ? [e.status] : []));
    const player2Status = async () =>
      ((await (await fetch(`${nodeA.url}/api/games/${gameId}`)).json()) as GameStateResponse).game
        .player2Status;

    // The phone goes to the background; the laptop's tab still shows the game.
    expect(await phone.live.emit('presence', { status: 'away' })).toMatchObject({
      ok: true,
      game: { player2Status: 'Available' },
    });
    // A round trip on p1's own socket, after a write of node B's had time to be heard on node A.
    await laptop.live.emit('presence', { status: 'active' });
    await p1.live.emit('refresh');
    expect(player2Presence()).toEqual([]);
    expect(await player2Status()).toBe('Available');

    // The laptop's tab hides too: now no tab of theirs shows the game, whichever node it is on.
    await laptop.live.emit('presence', { status: 'away' });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');
    // The phone comes back to the front on node B: here again.
    await phone.live.emit('presence', { status: 'active' });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');
    // The laptop's tab closes; the phone's, on the other node, still shows the game.
    laptop.close();
    await p1.live.emit('refresh');
    expect(player2Presence()).toEqual(['away', 'active']);
    expect(await player2Status()).toBe('Available');
    p1.close();
    phone.close();
  });

  // Redis is shared: its outage fails every node alike, so /readyz must not take them all out of the pool.
  it('keeps both nodes ready and playing while Redis is away, and hears the bus again once it is back', async () => {
    await redis.stop();
    for (const node of [nodeA, nodeB])
      await vi.waitFor(
        async () => expect(await metricValue(node, 'gridable_redis_up')).toBe(0),
        ACROSS_PROCESSES,
      );
    for (const node of [nodeA, nodeB]) {
      const res = await fetch(`${node.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        ok: true,
        checks: { database: true, redis: false },
        degraded: ['redis'],
      });
    }

    // A game first viewed during the outage, a player on each node: each acknowledged move is stored,
    // and the other node's player gets it from the stored-id sweep instead of the bus.
    const gameId = await createGame(nodeA.url);
    const seated = {
      1: await joinSocket(nodeA.url, gameId, 1, person()),
      2: await joinSocket(nodeB.url, gameId, 2, person()),
    };
    await seated[1].live.waitFor('GAME_STARTED', () => true, 15_000);
    const chooser = seated[chooserForRound(1)];
    const other = seated[chooserForRound(1) === 1 ? 2 : 1];
    expect(await chooser.letter('T')).toEqual({ ok: true });
    const reached = (events: ServerEvent[]) =>
      events.some(
        (e) =>
          (e.type === 'LETTER_SELECTED' && e.letter === 'T') ||
          (e.type === 'STATE_SYNC' && e.game.currentLetter === 'T'),
      );
    await vi.waitFor(() => expect(reached(other.live.events)).toBe(true), { timeout: 15_000 });

    // Redis comes back where the nodes look for it: both nodes subscribe to the game they could not
    // subscribe to during the outage, so its next move crosses through the bus again.
    redis = await startRedis(redis.port);
    for (const node of [nodeA, nodeB])
      await vi.waitFor(async () => expect(await metricValue(node, 'gridable_redis_up')).toBe(1), {
        timeout: 15_000,
      });
    const ready = await fetch(`${nodeB.url}/readyz`);
    expect(await ready.json()).toEqual({ ok: true, checks: { database: true, redis: true } });
    const { createClient } = await import('redis');
    const inspector = createClient({ url: redis.url });
    inspector.on('error', () => undefined);
    await inspector.connect();
    try {
      await vi.waitFor(
        async () =>
          expect(await inspector.pubSubNumSub(gameChannelName(gameId))).toEqual({
            [gameChannelName(gameId)]: 2,
          }),
        { timeout: 5_000 },
      );
    } finally {
      await inspector.close();
    }
    const heardBefore = await metricValue(nodeB, 'gridable_bus_events_received_total');
    expect(await seated[1].place(0)).toEqual({ ok: true });
    await vi.waitFor(
      async () =>
        expect(await metricValue(nodeB, 'gridable_bus_events_received_total')).toBeGreaterThan(heardBefore),
      ACROSS_PROCESSES,
    );

    // One outage, told once per node: not once per client, publish, heartbeat or reconnect attempt.
    for (const node of [nodeA, nodeB]) {
      const said = (text: string) => node.output.filter((line) => line.includes(text)).length;
      expect(said('redis unreachable')).toBe(1);
      expect(said('redis reachable again')).toBe(1);
      expect(
        said('redis connection failed') + said('heartbeat failed') + said('publishing game events failed'),
      ).toBe(0);
    }
    expect(await metricValue(nodeA, 'gridable_redis_outages_total')).toBe(1);
    seated[1].close();
    seated[2].close();
  });
});

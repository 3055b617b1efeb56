// Two app nodes over one database and Redis; one is killed with moves in flight. SSE watchers on the other
// node must end up with every event of each game, or a STATE_SYNC covering what could not be replayed.
// A node that stored a game's last move but never published it is made certain by a third node, C, that
// shares the database but publishes to a Redis of its own: node B never hears its writes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooserForRound, TOTAL_ROUNDS, type GameView, type Seat, type ServerEvent } from '@gridable/common';
import { killAll, startAppNode, startEmbeddedDb, startRedis, type AppNode } from '../support/processes';
import {
  createGame,
  joinRest,
  joinSocket,
  newIdentity,
  restPlayer,
  type Identity,
  type Player,
} from '../games/support/players';
import { freshIp, get } from '../games/support/http';
import { makePlan, playPlan, type GamePlan } from '../games/support/gamePlan';
import { openSse, type SseClient } from '../games/support/sseClient';

const GAMES = 8;
let dataDir: string;
let nodeA: AppNode;
let nodeB: AppNode;
let nodeC: AppNode;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-failover-'));
  const [redis, unheard] = await Promise.all([startRedis(), startRedis()]);
  const db = await startEmbeddedDb(dataDir);
  // A short heartbeat, so node B takes the killed node for dead within seconds.
  const env = { MONGODB_URI: db.uri, REDIS_URL: redis.url, LOG_LEVEL: 'silent', NODE_HEARTBEAT_MS: '500' };
  [nodeA, nodeB, nodeC] = await Promise.all([
    startAppNode(env),
    startAppNode(env),
    startAppNode({ ...env, REDIS_URL: unheard.url }),
  ]);
}, 60_000);

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Ids the watcher never got and no STATE_SYNC covered, walking its stream as a client merges it. */
function uncovered(events: ServerEvent[], lastEventId: number): number[] {
  const missing: number[] = [];
  let last = 0;
  const skipTo = (id: number) => {
    for (let gap = last + 1; gap < id; gap++) missing.push(gap);
  };
  for (const event of events) {
    if (event.type === 'STATE_SYNC') last = Math.max(last, event.eventId);
    else if (event.eventId > last) {
      skipTo(event.eventId);
      last = event.eventId;
    }
  }
  skipTo(lastEventId + 1);
  return missing;
}

/** A player whose requests to a dead node come back refused instead of thrown. */
function surviving(player: Player): Player {
  const refused = (err: unknown) => ({ ok: false as const, error: String(err) });
  return {
    ...player,
    letter: (letter) => player.letter(letter).catch(refused),
    place: (cellIndex) => player.place(cellIndex).catch(refused),
  };
}

/** Plays on from whatever the stored game says, on `url`, until it is complete. */
async function finishOn(
  url: string,
  gameId: string,
  who: Record<Seat, Identity>,
  plan: GamePlan,
): Promise<GameView> {
  const players = { 1: restPlayer(url, gameId, 1, who[1]), 2: restPlayer(url, gameId, 2, who[2]) };
  for (;;) {
    const { body } = await get<{ game: GameView }>(`${url}/api/games/${gameId}`, { ip: freshIp() });
    const game = body.game;
    if (game.status === 'completed') return game;
    const round = game.currentRound;
    if (game.roundState === 'AWAITING_LETTER') {
      await players[chooserForRound(round)].letter(plan.letters[round - 1] ?? 'A');
    } else {
      const cells = { 1: plan.cells1, 2: plan.cells2 };
      await Promise.all(
        ([1, 2] as const)
          .filter((seat) => !game[`player${seat}Submitted`])
          .map((seat) => players[seat].place(cells[seat][round - 1] ?? 0)),
      );
    }
  }
}

/** What tells a client the game is over: its GAME_COMPLETE, or a STATE_SYNC of the completed game. */
const showsCompleted = (event: ServerEvent): boolean =>
  event.type === 'GAME_COMPLETE' || (event.type === 'STATE_SYNC' && event.game.status === 'completed');

/** The first event in `events()` that shows the game completed, waiting up to `timeoutMs` for it. */
async function completion(events: () => ServerEvent[], timeoutMs: number): Promise<ServerEvent | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events().find(showsCompleted);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a node killed under two-node scale-out', () => {
  it('leaves SSE watchers on the other node with every event or a STATE_SYNC, in every game', async () => {
    const games: { gameId: string; who: Record<Seat, Identity>; plan: GamePlan; watcher: SseClient }[] = [];
    for (let i = 0; i < GAMES; i++) {
      const gameId = await createGame(nodeA.url);
      const who = { 1: newIdentity(), 2: newIdentity() } as Record<Seat, Identity>;
      const watcher = await openSse(`${nodeB.url}/api/events?gameId=${gameId}`, {
        'x-forwarded-for': freshIp(),
      });
      await watcher.waitFor('STATE_SYNC');
      games.push({ gameId, who, plan: makePlan(300 + i), watcher });
    }
    // Every game is played on node A, flat out, and node A dies under them: once every game is seated and
    // its watcher on node B has heard moves (a fixed wait could kill it mid-join on a slow machine).
    const seated = await Promise.all(
      games.map(async ({ gameId, who }) => ({
        p1: await joinRest(nodeA.url, gameId, 1, who[1]),
        p2: await joinRest(nodeA.url, gameId, 2, who[2]),
      })),
    );
    const playing = games.map(({ plan }, i) => {
      const { p1, p2 } = seated[i] as (typeof seated)[number];
      // Refused once the node is gone: the game is finished on node B below.
      return playPlan(surviving(p1), surviving(p2), plan).catch(() => undefined);
    });
    // A friend game whose player 1 is connected to node A and player 2 to node B.
    const heldGameId = await createGame(nodeB.url);
    const onA = await joinSocket(nodeA.url, heldGameId, 1, newIdentity());
    const onB = await joinSocket(nodeB.url, heldGameId, 2, newIdentity());
    const heardMoves = () =>
      games.every(({ watcher }) => watcher.messages.some((m) => m.event.type === 'PLAYER_PLACED_LETTER'));
    while (!heardMoves()) await new Promise((resolve) => setTimeout(resolve, 50));
    nodeA.process.kill('SIGKILL');
    await nodeA.exited;
    await Promise.all(playing);
    onA.close();

    // Node B sees node A's heartbeat stop and releases the seat A's socket held: player 2 is told that
    // player 1 is away (and player 1's turn pushes are no longer held back as if they were watching).
    const away = await onB.live.waitFor(
      'PRESENCE_UPDATE',
      (e) => e.playerId === 1 && e.status === 'away',
      15_000,
    );
    expect(away.gameId).toBe(heldGameId);
    onB.close();

    // The players carry on against node B. A game whose last move node A stored but never published ends
    // for the watcher with the completed game's STATE_SYNC (its event log is dropped at completion).
    for (const { gameId, who, plan, watcher } of games) {
      await finishOn(nodeB.url, gameId, who, plan);
      const end = await completion(() => watcher.messages.map((m) => m.event), 10_000);
      expect(end, `the watcher of ${gameId} never learned the game ended`).toBeDefined();
      expect(
        uncovered(
          watcher.messages.map((m) => m.event),
          end?.eventId ?? 0,
        ),
      ).toEqual([]);
      watcher.close();
    }
  }, 120_000);

  it('brings watchers to the end of a game whose last move was stored but never published to them', async () => {
    const gameId = await createGame(nodeB.url);
    const who = { 1: newIdentity(), 2: newIdentity() } as Record<Seat, Identity>;
    const plan = makePlan(400);
    const watcher = await openSse(`${nodeB.url}/api/events?gameId=${gameId}`, {
      'x-forwarded-for': freshIp(),
    });
    await watcher.waitFor('STATE_SYNC');
    const seat1 = await joinRest(nodeB.url, gameId, 1, who[1]);
    const seat2 = await joinSocket(nodeB.url, gameId, 2, who[2]);

    // Every move but the last is played on node B, and its viewers hear each one.
    await playPlan(seat1, seat2, plan, 1, TOTAL_ROUNDS - 1);
    // The last move (round 16's letter, which the server places for both) is stored through node C,
    // whose events node B never hears.
    const chooser = chooserForRound(TOTAL_ROUNDS);
    const finalMove = restPlayer(nodeC.url, gameId, chooser, who[chooser]);
    expect(await finalMove.letter(plan.letters[TOTAL_ROUNDS - 1] ?? 'A')).toEqual({ ok: true });
    // The stored game's last id, read on node C (a STATE_SYNC served by node B would itself show B the gap).
    const onC = await openSse(`${nodeC.url}/api/events?gameId=${gameId}`, { 'x-forwarded-for': freshIp() });
    const stored = await onC.waitFor('STATE_SYNC');
    onC.close();
    expect(stored.game.status).toBe('completed');

    // Nothing more is ever published for this game, yet both kinds of viewer on node B learn how it ended.
    const sseEnd = await completion(() => watcher.messages.map((m) => m.event), 5_000);
    expect(sseEnd, 'the SSE watcher never learned the game ended').toBeDefined();
    expect(
      uncovered(
        watcher.messages.map((m) => m.event),
        stored.eventId,
      ),
    ).toEqual([]);
    const socketEnd = await completion(() => seat2.live.events, 5_000);
    expect(socketEnd, 'the socket player never learned the game ended').toBeDefined();
    expect(socketEnd?.eventId).toBe(stored.eventId);
    watcher.close();
    seat2.close();
  }, 60_000);
});

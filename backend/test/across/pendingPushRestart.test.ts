// A "your turn" push still waiting for its 30 s of absence when the server stops is sent after the restart,
// not lost: the pending push is stored, and the next run sends it when due.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/testServer';
import {
  LOOPBACK_PUSH_HOST,
  startLoopbackPushService,
  type LoopbackPushService,
} from '../support/pushService';
import type { RunningServer } from '../../src/startServer';
import { turnKey, type MyGamesResponse } from '@gridable/common';
import { createGame, joinRest, joinSocket, newIdentity } from '../games/support/players';
import { post } from '../games/support/http';
import { movableClock } from './support/acrossServer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-pending-push-'));
// Both runs must see the same data: one embedded data directory, or one database on a real mongod.
const sameData: Record<string, string> = process.env.MONGODB_URI
  ? {
      MONGODB_URI: Object.assign(new URL(process.env.MONGODB_URI), {
        pathname: `/gridable_pending_push_${process.pid}`,
      }).toString(),
    }
  : { DATA_DIR: dataDir, MONGODB_URI: '' };

const clock = movableClock();
let push: LoopbackPushService;
const running: RunningServer[] = [];

async function start(): Promise<RunningServer> {
  const server = await startTestServer(
    { TRUST_PROXY: 'loopback', ...sameData },
    { now: clock.now, push: { loopbackHosts: [LOOPBACK_PUSH_HOST], agent: push.agent } },
  );
  running.push(server);
  return server;
}

/** Polls the store until `check` holds: the server records a disconnect or a pending push on its own time. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A new game on `url` whose player 1 has subscribed this test's push endpoint (`subId`). */
async function gameWithSubscribedPlayerOne(url: string) {
  const gameId = await createGame(url);
  const one = newIdentity();
  const two = newIdentity();
  const subscription = push.subscribe();
  const subId = subscription.endpoint.split('/').pop() ?? '';
  expect((await post(`${url}/api/push/subscribe`, { playerUUID: one.playerUUID, subscription })).status).toBe(
    201,
  );
  return { gameId, one, two, subId };
}

beforeAll(async () => {
  push = await startLoopbackPushService();
});
// One server on the data at a time: each test's servers close when it ends, so the next one (in any order)
// opens the directory afresh. A server a test closed itself before its restart is closed again, harmlessly.
afterEach(async () => {
  for (const server of running.splice(0)) await server.close().catch(() => undefined);
});
afterAll(async () => {
  await push.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a pending turn push across a restart', () => {
  it('is sent by the restarted server once its player has been away 30 s', async () => {
    const first = await start();
    const { gameId, one, two, subId } = await gameWithSubscribedPlayerOne(first.url);

    const p1 = await joinSocket(first.url, gameId, 1, one);
    const p2 = await joinRest(first.url, gameId, 2, two);
    expect((await p1.letter('C')).ok).toBe(true);
    expect((await p1.place(0)).ok).toBe(true);
    // Player 1 closes the tab while player 2 still has to place.
    p1.close();
    await until(
      async () => (await first.models.games.findOne({ gameId }).lean())?.player1Active === false,
      'the disconnect to be recorded',
    );
    clock.advance(10_000);
    expect((await p2.place(5)).ok).toBe(true);
    // Round 2: player 2 chooses, and then it is player 1's turn to place, 10 s after they left.
    expect((await p2.letter('A')).ok).toBe(true);
    await until(
      async () => (await first.models.pendingPushes.countDocuments({ gameId, seat: 1 })) === 1,
      'the pending push to be stored',
    );
    await first.close();
    expect(push.received.filter((p) => p.id === subId)).toEqual([]);

    clock.advance(60_000);
    const second = await start();
    const received = await push.waitFor((p) => p.id === subId);
    // It names the turn (seat 1 places round 2's letter): the device's hidden tab that told of it says so.
    expect(received.message).toMatchObject({
      kind: 'your-turn',
      gameId,
      url: `/game/${gameId}`,
      turn: turnKey({ currentRound: 2, currentLetter: 'A' }, 1),
    });
    await second.push.idle();
    expect(await second.models.pendingPushes.countDocuments({ gameId })).toBe(0);
    expect(push.received.filter((p) => p.id === subId)).toHaveLength(1);
    expect(push.rejected).toEqual([]);
  });
});

describe('a tab open when the server stops, never to come back', () => {
  it('no longer holds its seat after the restart: its turn is pushed, its friend sees it away', async () => {
    const first = await start();
    const { gameId, one, two, subId } = await gameWithSubscribedPlayerOne(first.url);
    const p1 = await joinSocket(first.url, gameId, 1, one);
    await joinRest(first.url, gameId, 2, two);
    expect((await p1.letter('C')).ok).toBe(true);
    expect((await p1.place(0)).ok).toBe(true);
    // The server stops (a deploy) while player 1 still has the game open; that laptop is then shut.
    await first.close();
    p1.close();

    clock.advance(60_000);
    const second = await start();
    const hubOfTwo = async () =>
      (await post<MyGamesResponse>(`${second.url}/api/my-games`, { playerUUID: two.playerUUID })).body;
    await until(
      async () => (await hubOfTwo()).inProgress.find((g) => g.gameId === gameId)?.opponentPresent === false,
      "player 1's seat to be released",
    );
    // Player 2 comes back the next morning and moves: round 2's letter is now player 1's to place.
    clock.advance(12 * 3_600_000);
    const p2 = await joinRest(second.url, gameId, 2, two);
    expect((await p2.place(5)).ok).toBe(true);
    expect((await p2.letter('A')).ok).toBe(true);
    const received = await push.waitFor((p) => p.id === subId);
    expect(received.message).toMatchObject({ kind: 'your-turn', gameId, url: `/game/${gameId}` });
    await second.push.idle();
    expect(push.received.filter((p) => p.id === subId)).toHaveLength(1);
  });
});

describe('a tab left open but hidden on the laptop', () => {
  it('no longer silences the turn push to the phone', async () => {
    const first = await start();
    const { gameId, one, two, subId } = await gameWithSubscribedPlayerOne(first.url);
    const p1 = await joinSocket(first.url, gameId, 1, one);
    const p2 = await joinRest(first.url, gameId, 2, two);
    expect((await p1.letter('C')).ok).toBe(true);
    expect((await p1.place(0)).ok).toBe(true);
    // Player 1 puts another tab in front of the game, and goes out with the phone.
    expect(await p1.live.emit('presence', { status: 'away' })).toMatchObject({ ok: true });
    clock.advance(60_000);
    expect((await p2.place(5)).ok).toBe(true);
    expect((await p2.letter('A')).ok).toBe(true);
    // Due 30 s after the move (the hidden tab tells the laptop itself): stored, then sent after a restart.
    await until(
      async () => (await first.models.pendingPushes.countDocuments({ gameId, seat: 1 })) === 1,
      'the pending push to be stored',
    );
    await first.close();
    p1.close();
    clock.advance(60_000);
    const second = await start();
    const received = await push.waitFor((p) => p.id === subId);
    expect(received.message).toMatchObject({ kind: 'your-turn', gameId, url: `/game/${gameId}` });
    await second.push.idle();
    expect(push.received.filter((p) => p.id === subId)).toHaveLength(1);
  });
});

describe('a turn a hidden tab told of itself', () => {
  /** Player 1's laptop (hidden game tab) and phone; player 2 makes it player 1's turn (round 2, letter A). */
  async function toldScenario(toldTurn: (gameId: string) => string, alsoToldGameId?: string) {
    const first = await start();
    const { gameId, one, two, subId: laptop } = await gameWithSubscribedPlayerOne(first.url);
    const phone = push.subscribe();
    const phoneId = phone.endpoint.split('/').pop() ?? '';
    expect(
      (await post(`${first.url}/api/push/subscribe`, { playerUUID: one.playerUUID, subscription: phone }))
        .status,
    ).toBe(201);
    const laptopEndpoint = (
      await first.models.pushSubscriptions.find({ playerUUID: one.playerUUID }).lean()
    ).find((sub) => sub.endpoint.endsWith(`/${laptop}`))?.endpoint;
    expect(laptopEndpoint).toBeDefined();
    const p1 = await joinSocket(first.url, gameId, 1, one);
    const p2 = await joinRest(first.url, gameId, 2, two);
    expect((await p1.letter('C')).ok).toBe(true);
    expect((await p1.place(0)).ok).toBe(true);
    expect(await p1.live.emit('presence', { status: 'away' })).toMatchObject({ ok: true });
    clock.advance(60_000);
    expect((await p2.place(5)).ok).toBe(true);
    expect((await p2.letter('A')).ok).toBe(true);
    // The hidden tab shows its own notification and says so, with its browser's subscription.
    const told = await post(`${first.url}/api/push/told`, {
      playerUUID: one.playerUUID,
      endpoint: laptopEndpoint,
      gameId,
      turn: toldTurn(gameId),
    });
    expect(told.status).toBe(200);
    if (alsoToldGameId) {
      // A second game hidden in another tab of the laptop tells of its own turn, after this one's.
      const other = await post(`${first.url}/api/push/told`, {
        playerUUID: one.playerUUID,
        endpoint: laptopEndpoint,
        gameId: alsoToldGameId,
        turn: turnKey({ currentRound: 5, currentLetter: null }, 1),
      });
      expect(other.status).toBe(200);
    }
    await until(
      async () => (await first.models.pendingPushes.countDocuments({ gameId, seat: 1 })) === 1,
      'the pending push to be stored',
    );
    // Sent by the next run: what the tab said is in the store, not in one node's memory.
    await first.close();
    p1.close();
    clock.advance(60_000);
    const second = await start();
    await push.waitFor((p) => p.id === phoneId);
    await second.push.idle();
    return { laptop, phoneId, gameId };
  }

  it('is not pushed to that browser again; the phone still gets it', async () => {
    const { laptop, phoneId } = await toldScenario(() => turnKey({ currentRound: 2, currentLetter: 'A' }, 1));
    expect(push.received.filter((p) => p.id === phoneId)).toHaveLength(1);
    expect(push.received.filter((p) => p.id === laptop)).toEqual([]);
  });

  it('stays silenced when a second hidden game on the device tells of its turn after it', async () => {
    const { laptop, phoneId } = await toldScenario(
      () => turnKey({ currentRound: 2, currentLetter: 'A' }, 1),
      'ZZZZ9',
    );
    expect(push.received.filter((p) => p.id === phoneId)).toHaveLength(1);
    expect(push.received.filter((p) => p.id === laptop)).toEqual([]);
  });

  it('silences only that turn: a tab that told of an earlier one still gets the push', async () => {
    const { laptop } = await toldScenario(() => turnKey({ currentRound: 1, currentLetter: 'C' }, 1));
    expect(push.received.filter((p) => p.id === laptop)).toHaveLength(1);
  });
});

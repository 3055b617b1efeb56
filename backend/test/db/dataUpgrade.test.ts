// An upgrade onto data an older release wrote: documents as that release left them (built here, not by an old
// binary), then a restart of this release on the same data directory.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBlindRound, type DailyGameView, type ReviewMovesResponse } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createGame, joinRest, newIdentity } from '../games/support/players';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { get } from '../games/support/http';
import { actAs, createDailyGame, playToCompletion } from '../daily/support/dailyPlay';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
/** Migrations run at start-up, on the embedded database with a data directory, even where MONGODB_URI is set. */
function dataDir(): { DATA_DIR: string; MONGODB_URI: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gridable-upgrade-'));
  dirs.push(dir);
  return { DATA_DIR: dir, MONGODB_URI: '' };
}

/** What a release before data versions left: no data_version document. */
async function asBeforeDataVersions(server: RunningServer): Promise<void> {
  await server.db.connection.collection('data_version').deleteMany({});
}

describe('upgrading onto an older release’s data', () => {
  it('reviews a friend game begun before move logs and finished after the upgrade', async () => {
    const env = dataDir();
    const plan = makePlan(7);
    const [a, b] = [newIdentity(), newIdentity()];
    const old = await startTestServer(env);
    const gameId = await createGame(old.url);
    const p1 = await joinRest(old.url, gameId, 1, a);
    const p2 = await joinRest(old.url, gameId, 2, b);
    await playPlan(p1, p2, plan, 1, 8);
    // The older release kept no move log; its event log is the one this release writes.
    await old.models.games.updateOne({ gameId }, { $unset: { moveLog: 1 } });
    await asBeforeDataVersions(old);
    await old.close();

    const upgraded = await startTestServer(env);
    try {
      const q1 = await joinRest(upgraded.url, gameId, 1, a);
      const q2 = await joinRest(upgraded.url, gameId, 2, b);
      await playPlan(q1, q2, plan, 9);
      const review = await get<ReviewMovesResponse>(
        `${upgraded.url}/api/review/${gameId}?playerUUID=${a.playerUUID}`,
      );
      expect(review.status).toBe(200);
      expect(review.body.moves).toHaveLength(16);
      expect(review.body.moves.slice(0, 15).map((m) => m.cell)).toEqual(plan.cells1.slice(0, 15));
      expect(review.body.opponentMoves?.slice(0, 15).map((m) => m.cell)).toEqual(plan.cells2.slice(0, 15));
    } finally {
      await upgraded.close();
    }
  });

  it('reviews a daily begun before move logs once its older audit lines have expired', async () => {
    const env = dataDir();
    const player = crypto.randomUUID();
    const old = await startTestServer(env);
    let game = (await createDailyGame(old.url, player)).body.game;
    while (game.currentRound <= 6) {
      const round = game.currentRound;
      const action =
        isBlindRound(round) || game.roundState === 'LETTER_PROVIDED'
          ? { action: 'PLACE_LETTER', cellIndex: round - 1 }
          : { action: 'SELECT_LETTER', letter: 'E' };
      game = (await actAs(old.url, player, game.gameId, action)).body.game;
    }
    // The older release kept no move log and wrote its audit lines without an expiry.
    await old.models.dailyGames.updateOne({ gameId: game.gameId }, { $unset: { moveLog: 1 } });
    await old.models.dailySubmissions.updateMany({ gameId: game.gameId }, { $unset: { expireAt: 1 } });
    await asBeforeDataVersions(old);
    await old.close();

    const upgraded = await startTestServer(env);
    try {
      const resumed = await get<{ game: DailyGameView }>(
        `${upgraded.url}/api/daily-challenge-simple/${game.gameId}?playerUUID=${player}`,
      );
      const done = await playToCompletion(upgraded.url, player, resumed.body.game, Array(8).fill('S'));
      expect(done.status).toBe('completed');
      // DAILY_SUBMISSION_RETENTION_DAYS later the lines this release wrote are gone; the older ones stay.
      await upgraded.models.dailySubmissions.deleteMany({ gameId: game.gameId, expireAt: { $exists: true } });
      const review = await get<ReviewMovesResponse>(
        `${upgraded.url}/api/review/${game.gameId}?playerUUID=${player}`,
      );
      expect(review.status).toBe(200);
      expect(review.body.moves.map((m) => m.cell)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    } finally {
      await upgraded.close();
    }
  });
});

describe('data written by a newer release', () => {
  async function writtenBy(version: number, readableFrom: number) {
    const env = dataDir();
    const newer = await startTestServer(env);
    await newer.models.games.create({ gameId: 'KEPT1', player1UUID: 'u-1' });
    await newer.db.connection
      .collection('data_version')
      .updateOne({ _id: 'data' as never }, { $set: { version, readableFrom } }, { upsert: true });
    await newer.close();
    return env;
  }

  it('refuses to start when the newer release made it unreadable for this one', async () => {
    const env = await writtenBy(90, 90);
    await expect(startTestServer(env)).rejects.toThrow(
      /data version 90, written by a newer Gridable release.*Nothing was changed/,
    );
  });

  it('runs on it when the newer release kept it readable, leaving its version as it was', async () => {
    const env = await writtenBy(90, 0);
    const server = await startTestServer(env);
    try {
      expect(await server.models.games.exists({ gameId: 'KEPT1' })).toBeTruthy();
      const stored = await server.db.connection.collection('data_version').findOne({});
      expect(stored).toMatchObject({ version: 90, readableFrom: 0 });
    } finally {
      await server.close();
    }
  });
});

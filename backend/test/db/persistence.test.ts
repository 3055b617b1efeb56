import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ID_ALPHABET } from '@gridable/common';
import { connectDatabase, type Database } from '../../src/db/connection';
import {
  createModels,
  ensureIndexes,
  emptyGridValue,
  type GameRecord,
  type Models,
} from '../../src/db/models';
import { createGameStore } from '../../src/db/stores/gameStore';
import { createResultStore } from '../../src/db/stores/resultStore';
import { createFeedbackStore } from '../../src/db/stores/feedbackStore';
import { isDuplicateKeyError, updateWithVersion, type VersionedDocument } from '../../src/db/versionedUpdate';
import { createLogger } from '../../src/logger';
import { resolveBackends } from '../support/backends';

const backends = await resolveBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
});

describe.each(backends)('persistence on $name', (backend) => {
  let db: Database;
  let models: Models;

  beforeAll(async () => {
    const uri = backend.uri ? withDatabase(backend.uri, `gridable_persist_${process.pid}`) : undefined;
    db = await connectDatabase({ mongodbUri: uri, dataDir: ':memory:', log: createLogger('silent') });
    await db.connection.dropDatabase();
    models = createModels(db.connection);
    await ensureIndexes(models);
  });
  afterAll(async () => {
    await db.connection.dropDatabase();
    await db.close();
  });

  it('creates games with the SPEC defaults and grids that round-trip as 4x4 arrays with nulls', async () => {
    const games = createGameStore(models);
    const created = await games.create();
    expect(created.gameId).toMatch(new RegExp(`^[${GAME_ID_ALPHABET}]{5}$`));
    const game = await games.find(created.gameId);
    expect(game).toMatchObject({
      gameMode: 'multiplayer',
      status: 'waiting',
      currentRound: 1,
      currentTurn: 1,
      roundState: 'AWAITING_LETTER',
      player1Status: 'Available',
      player2Status: 'Available',
      player1Active: false,
      player1Submitted: false,
      player1Score: 0,
      identityVersion: 1,
      version: 0,
      player1Grid: emptyGridValue(),
    });
    const grid = emptyGridValue();
    grid[1]![2] = 'Q';
    await games.writeIfVersion(created, { $set: { player2Grid: grid }, $inc: { version: 1 } });
    expect((await games.find(created.gameId))?.player2Grid).toEqual(grid);
  });

  it('refuses a second game with the same id with E11000', async () => {
    await models.games.create({ gameId: 'DUP22' });
    const err = await models.games.create({ gameId: 'DUP22' }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(err)).toBe(true);
  });

  it('keeps one daily sequence per date and per game number', async () => {
    const letters = {
      letter1: 'A',
      letter2: 'B',
      letter3: 'C',
      letter4: 'D',
      letter5: 'E',
      letter6: 'F',
      letter7: 'G',
      letter8: 'H',
    };
    await models.dailySequences.create({ gameNumber: 7, date: '2025-01-07', ...letters });
    for (const clash of [
      { gameNumber: 7, date: '2025-01-08' },
      { gameNumber: 8, date: '2025-01-07' },
    ]) {
      const err = await models.dailySequences.create({ ...clash, ...letters }).catch((e: unknown) => e);
      expect(isDuplicateKeyError(err), JSON.stringify(clash)).toBe(true);
    }
  });

  it('keeps one daily game per player per challenge', async () => {
    const base = { playerUUID: 'p-1', gameNumber: 100, dailyChallengeDate: '2025-04-10' };
    await models.dailyGames.create({ ...base, gameId: 'DCS-G100-a' });
    const err = await models.dailyGames.create({ ...base, gameId: 'DCS-G100-b' }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(err)).toBe(true);
  });

  it('lands each of 50 racing version-guarded writers exactly once', async () => {
    const { gameId } = await models.games.create({ gameId: 'RACE5', player1Words: [] });
    const target: VersionedDocument<GameRecord> = {
      load: () => models.games.findOne({ gameId }).lean<GameRecord>(),
      writeIfVersion: ({ version }, update) =>
        models.games
          .findOneAndUpdate({ gameId, version }, update, { returnDocument: 'after' })
          .lean<GameRecord>(),
    };
    // No per-game queue here: only the version guard stands between these writers.
    await Promise.all(
      Array.from({ length: 50 }, (_, writer) =>
        updateWithVersion(
          target,
          (game) => ({ set: { player1Words: [...(game.player1Words as number[]), writer] }, result: writer }),
          200,
        ),
      ),
    );
    const game = await models.games.findOne({ gameId }).lean();
    expect(game?.version).toBe(50);
    expect([...(game?.player1Words as number[])].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it('refuses a write under a version that has moved on, and reads event records back in id order', async () => {
    const games = createGameStore(models);
    const created = await games.create();
    const { gameId } = created;
    const first = await games.writeIfVersion(created, { $set: {}, $inc: { lastEventId: 1, version: 1 } });
    expect(first).toMatchObject({ version: 1, lastEventId: 1 });
    // The same stale copy again: another writer came first, so nothing is written.
    expect(
      await games.writeIfVersion(created, { $set: {}, $inc: { lastEventId: 1, version: 1 } }),
    ).toBeNull();
    expect((await games.find(gameId))?.lastEventId).toBe(1);
    await games.recordEvents(
      [3, 1, 2].map((eventId) => ({ gameId, eventId, eventType: 'TEST', eventData: { eventId } })),
    );
    expect((await games.eventsAfter(gameId, 1)).map((e) => e.eventId)).toEqual([2, 3]);
  });

  it("returns from a game's guarded write exactly the document the database then holds", async () => {
    const games = createGameStore(models);
    const created = await games.create();
    const { gameId } = created;
    const grid = emptyGridValue();
    grid[1]![2] = 'Q';
    const written = await games.writeIfVersion((await games.find(gameId))!, {
      $set: {
        player1Grid: grid,
        currentLetter: 'Q',
        player1LastSeen: new Date(1_700_000_000_000),
        challengeId: undefined,
      },
      $inc: { lastEventId: 2, version: 1 },
    });
    const stored = await games.find(gameId);
    expect(stored?.version).toBe(1);
    expect(stored?.lastEventId).toBe(2);
    expect(stored?.challengeId).toBeNull();
    expect(written).toEqual(stored);
  });

  it('stores shared results under unguessable unique ids, and feedback', async () => {
    const results = createResultStore(models);
    const a = await results.create({
      gameId: 'DCS-G1-x',
      gameNumber: 1,
      gameMode: 'daily_challenge',
      playerGrid: emptyGridValue(),
      playerWords: [],
      playerScore: 0,
      completedAt: new Date(),
    });
    expect(a.shareId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await results.find(a.shareId))?.gameId).toBe('DCS-G1-x');
    expect(await results.find('nope')).toBeNull();
    const feedback = createFeedbackStore(models);
    await feedback.add('Lovely game');
    expect(await feedback.count()).toBe(1);
  });

  it('replaces the 7-day TTL index of earlier versions with the 30-day one', async () => {
    const games = models.games.collection;
    await games.dropIndex('lastActivityAt_1');
    await games.createIndex(
      { lastActivityAt: 1 },
      { name: 'lastActivityAt_1', expireAfterSeconds: 7 * 86_400 },
    );
    await ensureIndexes(models);
    const ttl = (await games.indexes()).find((i) => i.name === 'lastActivityAt_1');
    expect(ttl?.expireAfterSeconds).toBe(30 * 86_400);
  });

  it('builds the TTL index that keeps games 30 days after their last move', async () => {
    const indexes: { key?: Record<string, unknown>; expireAfterSeconds?: number; unique?: boolean }[] =
      await models.games.listIndexes();
    const ttl = indexes.find((i) => i.key && 'lastActivityAt' in i.key);
    expect(ttl?.expireAfterSeconds).toBe(30 * 24 * 60 * 60);
    expect(indexes.find((i) => i.key && 'gameId' in i.key)?.unique).toBe(true);
  });

  it("drops the games' seat indexes earlier versions built, keeping the seat, status and finish time ones", async () => {
    const games = models.games.collection;
    // Data directories from before: each seat's UUID index, then its UUID-and-status one, which the
    // seat, status and finish time indexes now serve.
    for (const seat of ['player1UUID', 'player2UUID']) {
      await games.createIndex({ [seat]: 1 }, { name: `${seat}_1`, sparse: true });
      await games.createIndex({ [seat]: 1, status: 1 }, { name: `${seat}_1_status_1`, sparse: true });
    }
    await ensureIndexes(models);
    await ensureIndexes(models);
    const names = (await games.indexes()).map((index) => index.name);
    for (const seat of ['player1UUID', 'player2UUID']) {
      expect(names).not.toContain(`${seat}_1`);
      expect(names).not.toContain(`${seat}_1_status_1`);
      expect(names).toContain(`${seat}_1_status_1_completedAt_-1`);
    }
  });

  it('drops the game-metric index earlier versions built, keeping the 30-day TTL, and stays idempotent', async () => {
    const metrics = models.gameMetrics.collection;
    // A data directory from before: the index nothing queries is still there.
    await metrics.createIndex({ metricType: 1, timestamp: -1 }, { name: 'metricType_1_timestamp_-1' });
    await ensureIndexes(models);
    await ensureIndexes(models);
    const indexes = await metrics.indexes();
    expect(indexes.map((index) => index.name).sort()).toEqual(['_id_', 'timestamp_1']);
    expect(indexes.find((index) => index.name === 'timestamp_1')?.expireAfterSeconds).toBe(30 * 24 * 60 * 60);
  });
});

function withDatabase(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

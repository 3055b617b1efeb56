// A friend game nobody joined goes a day after it was made (UNJOINED_GAME_TTL_HOURS), however recently its
// creator looked at it; a game someone joined keeps the 30 idle days. Before, an unanswered invitation lived the
// full 30 days, holding a slot of its creator's open-game cap and its record on the server for a month.
// The embedded database's TTL monitor runs here every 20 ms (MongoDB's runs every minute, on the same index).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MS_PER_DAY, UNJOINED_GAME_TTL_HOURS } from '@gridable/common';
import { startEmbeddedMongo, type EmbeddedMongo } from '@gridable/embedded-db';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createModels, ensureIndexes, type Models } from '../../src/db/models';
import { createLogger } from '../../src/logger';

const HOUR = 60 * 60_000;
let embedded: EmbeddedMongo;
let db: Database;
let models: Models;

beforeAll(async () => {
  embedded = await startEmbeddedMongo({ port: 0, dataDir: ':memory:', ttlIntervalMs: 20 });
  db = await connectDatabase({
    mongodbUri: `${embedded.uri}gridable`,
    dataDir: ':memory:',
    log: createLogger('silent'),
  });
  models = createModels(db.connection);
  await ensureIndexes(models);
});
afterAll(async () => {
  await db.close();
  await embedded.close();
});

const gameIds = async () =>
  (await models.games.find({}, { gameId: 1 }).lean()).map((game) => game.gameId).sort();

describe('a friend game nobody joined', () => {
  it('is dropped a day after it was made; joined and younger games stay', async () => {
    const now = Date.now();
    const made = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
    const past = UNJOINED_GAME_TTL_HOURS + 1;
    await models.games.collection.insertMany([
      // Its creator opened it a minute ago: still nobody came.
      {
        gameId: 'OLDW1',
        status: 'waiting',
        player1UUID: 'p',
        createdAt: made(past),
        lastActivityAt: made(0),
      },
      // Made by the fallback call, no seat taken.
      { gameId: 'OLDW2', status: 'waiting', createdAt: made(past), lastActivityAt: made(past) },
      {
        gameId: 'NEWW1',
        status: 'waiting',
        player1UUID: 'p',
        createdAt: made(UNJOINED_GAME_TTL_HOURS - 1),
        lastActivityAt: made(1),
      },
      // Joined long ago, played slowly: the 30 idle days are its life.
      {
        gameId: 'OLDA1',
        status: 'active',
        player1UUID: 'p',
        player2UUID: 'q',
        createdAt: made(20 * 24),
        lastActivityAt: made(30),
      },
      {
        gameId: 'OLDC1',
        status: 'completed',
        player1UUID: 'p',
        player2UUID: 'q',
        createdAt: made(5 * 24),
        lastActivityAt: made(3 * 24),
        completedAt: made(3 * 24),
      },
    ]);
    // One sweep drops every expired game at once: once the first is gone, the sweep has been.
    await vi.waitFor(async () => expect(await gameIds()).not.toContain('OLDW1'), {
      timeout: 5000,
      interval: 20,
    });
    expect(await gameIds()).toEqual(['NEWW1', 'OLDA1', 'OLDC1']);
  });

  it('is kept past a day once a friend joins it', async () => {
    await models.games.collection.insertOne({
      gameId: 'JOIN1',
      status: 'waiting',
      player1UUID: 'p',
      createdAt: new Date(Date.now() - (UNJOINED_GAME_TTL_HOURS - 1) * HOUR),
      lastActivityAt: new Date(),
    });
    // The join that starts the game, then its day passes: moved back in time, as a slow sweep would see it.
    await models.games.updateOne(
      { gameId: 'JOIN1' },
      { $set: { status: 'active', player2UUID: 'q', createdAt: new Date(Date.now() - 2 * MS_PER_DAY) } },
    );
    await models.games.collection.insertOne({
      gameId: 'MARK1',
      status: 'waiting',
      createdAt: new Date(Date.now() - 2 * MS_PER_DAY),
      lastActivityAt: new Date(),
    });
    await vi.waitFor(async () => expect(await gameIds()).not.toContain('MARK1'), {
      timeout: 5000,
      interval: 20,
    });
    expect(await gameIds()).toContain('JOIN1');
  });
});

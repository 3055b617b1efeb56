// Home's hub of a player with thousands of finished games reads about the ten it shows, not all of them: each
// of its reads, explained by the database (embedded always, MongoDB wherever one runs), examines a bounded
// number of documents. Before, the finished part read every game the player ever finished (the embedded
// database sorted them all to keep ten), so an abusive client that finished 5,000 games against itself made
// every Home load read 5,000 documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_RECENT_FINISHED } from '@gridable/common';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createModels, ensureIndexes, type Models } from '../../src/db/models';
import { createHubQuery } from '../../src/games/hubQuery';
import { createLogger } from '../../src/logger';
import { resolveBackends } from '../support/backends';
import { gamesDocsExamined } from '../support/docsExamined';

const backends = await resolveBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
});

const PLAYER = 'hub-heavy-player';
const FINISHED = 5000;
const IN_PROGRESS = 6;
const start = Date.UTC(2026, 9, 1);
const MINUTE = 60_000;

/** Seat fields putting PLAYER in seat 1 or 2 against a different opponent each game. */
function seats(i: number) {
  return i % 2 === 0
    ? { player1UUID: PLAYER, player2UUID: `opponent-${i}` }
    : { player1UUID: `opponent-${i}`, player2UUID: PLAYER };
}

async function seed(models: Models): Promise<void> {
  const docs = [];
  for (let i = 0; i < FINISHED; i++) {
    // Finished in a shuffled order of time, last moved in another, so neither insertion nor activity is the answer.
    const completedAt = new Date(start + ((i * 7919) % FINISHED) * MINUTE);
    docs.push({
      gameId: `F${i}`,
      ...seats(i),
      status: 'completed',
      currentRound: 17,
      completedAt,
      lastActivityAt: new Date(start + ((i * 104729) % FINISHED) * MINUTE),
      createdAt: new Date(completedAt.getTime() - 30 * MINUTE),
    });
  }
  for (let i = 0; i < IN_PROGRESS; i++)
    docs.push({
      gameId: `P${i}`,
      ...seats(i),
      status: i === 0 ? 'waiting' : 'active',
      lastActivityAt: new Date(),
    });
  // Another player's games, which the hub must never read.
  for (let i = 0; i < 300; i++)
    docs.push({
      gameId: `O${i}`,
      player1UUID: 'someone-else',
      player2UUID: `x${i}`,
      status: 'completed',
      completedAt: new Date(),
    });
  await models.games.collection.insertMany(docs);
}

describe.each(backends)('the hub of a player with $name and 5,000 finished games', (backend) => {
  let db: Database;
  let models: Models;
  beforeAll(async () => {
    const uri = backend.uri ? withDatabase(backend.uri, `gridable_hub_${process.pid}`) : undefined;
    db = await connectDatabase({ mongodbUri: uri, dataDir: ':memory:', log: createLogger('silent') });
    await db.connection.dropDatabase();
    models = createModels(db.connection);
    await ensureIndexes(models);
    await seed(models);
  });
  afterAll(async () => {
    await db.connection.dropDatabase();
    await db.close();
  });

  it('lists the ten that ended last, newest first, and every game in progress', async () => {
    const hub = await createHubQuery(models)(PLAYER);
    // The games that ended at the last ten minutes of the seeded range, whichever seat the player had.
    const newest = Array.from({ length: FINISHED }, (_, i) => i)
      .sort((a, b) => ((b * 7919) % FINISHED) - ((a * 7919) % FINISHED))
      .slice(0, HUB_RECENT_FINISHED)
      .map((i) => `F${i}`);
    expect(hub.finished.map((game) => game.gameId)).toEqual(newest);
    expect(hub.inProgress.map((game) => game.gameId).sort()).toEqual(
      Array.from({ length: IN_PROGRESS }, (_, i) => `P${i}`),
    );
  });

  it('examines a bounded number of documents in each read, not the 5,000 finished', async () => {
    const { reads, examined: total } = await gamesDocsExamined(models, () => createHubQuery(models)(PLAYER));
    expect(reads).toBe(4);
    // Each seat's newest ten and the six in progress, with room for a tie at the tenth: not thousands.
    expect(total).toBeLessThanOrEqual(2 * (HUB_RECENT_FINISHED + 2) + IN_PROGRESS);
  });
});

function withDatabase(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

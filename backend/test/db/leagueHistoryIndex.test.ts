// A league page reads its members' finished dailies over a range of game numbers. With many dailies it must
// read only that range through the { playerUUID, gameNumber } index, on the embedded database
// (embedded-db/test/indexSelection.test.ts counts what it reads) and on MongoDB, whose plan is checked here
// wherever a real mongod runs (MONGODB_URI, or a local mongodb-memory-server binary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createModels, ensureIndexes, type Models } from '../../src/db/models';
import { createLeagueStore, finishedGamesQuery } from '../../src/db/stores/leagueStore';
import { createLogger } from '../../src/logger';
import { resolveBackends, type Backend } from '../support/backends';

const backends = await resolveBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
});

const MEMBERS = ['m1', 'm2', 'm3'];
const DAYS = 400;
const FROM = 300;
const TO = 359;

/** Five players with a daily for each of 400 days (the last still in play): three of them in the league. */
async function seed(models: Models): Promise<void> {
  const docs = [];
  for (const playerUUID of [...MEMBERS, 'x1', 'x2'])
    for (let gameNumber = 1; gameNumber <= DAYS; gameNumber++)
      docs.push({
        gameId: `DCS-G${gameNumber}-${playerUUID}`,
        playerUUID,
        gameNumber,
        dailyChallengeDate: `day-${gameNumber}`,
        status: gameNumber === DAYS ? 'active' : 'completed',
        playerScore: gameNumber % 17,
      });
  await models.dailyGames.collection.insertMany(docs);
}

function connect(backend: Backend) {
  let db: Database;
  let models: Models;
  beforeAll(async () => {
    const uri = backend.uri ? withDatabase(backend.uri, `gridable_league_${process.pid}`) : undefined;
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
  return () => models;
}

describe.each(backends)("a league's finished games on $name", (backend) => {
  const models = connect(backend);

  it("are exactly the members' completed games of the range", async () => {
    const games = await createLeagueStore(models()).finishedGames(MEMBERS, FROM, TO);
    expect(games).toHaveLength(MEMBERS.length * (TO - FROM + 1));
    expect(new Set(games.map((g) => g.playerUUID))).toEqual(new Set(MEMBERS));
    expect(games.every((g) => g.gameNumber >= FROM && g.gameNumber <= TO)).toBe(true);
  });
});

/** Every stage of an explained plan, however the server nests them (inputStage, inputStages, queryPlan). */
function stagesOf(plan: unknown): Record<string, unknown>[] {
  if (typeof plan !== 'object' || plan === null) return [];
  const node = plan as Record<string, unknown>;
  const below = [node['inputStage'], node['queryPlan'], ...((node['inputStages'] as unknown[]) ?? [])];
  return [...(typeof node['stage'] === 'string' ? [node] : []), ...below.flatMap(stagesOf)];
}

describe.each(backends.filter((backend) => backend.uri !== undefined))(
  "a league's finished games on $name, as explained",
  (backend) => {
    const models = connect(backend);

    it('are read through the { playerUUID, gameNumber } index, examining only the range', async () => {
      const { filter, projection } = finishedGamesQuery(MEMBERS, FROM, TO);
      const explained = (await models()
        .dailyGames.find(filter, projection)
        .explain('executionStats')) as unknown as {
        queryPlanner: { winningPlan: unknown };
        executionStats: { totalDocsExamined: number; nReturned: number };
      };
      const scans = stagesOf(explained.queryPlanner.winningPlan).filter((s) => s['stage'] === 'IXSCAN');
      expect(scans.map((s) => s['indexName'])).toEqual(['playerUUID_1_gameNumber_1']);
      expect((scans[0]?.['indexBounds'] as Record<string, string[]>)['gameNumber']).toEqual([
        `[${FROM}, ${TO}]`,
      ]);
      expect(explained.executionStats.nReturned).toBe(MEMBERS.length * (TO - FROM + 1));
      expect(explained.executionStats.totalDocsExamined).toBe(MEMBERS.length * (TO - FROM + 1));
    });
  },
);

function withDatabase(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

// A first start on an empty database records the data version without claiming a migration; a start on an
// older release's data (no version document, documents present) still migrates and says so.
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createModels } from '../../src/db/models';
import { DATA_VERSION, upgradeStoredData } from '../../src/db/dataVersion';
import { createLogger } from '../../src/logger';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function emptyDatabase() {
  const lines: string[] = [];
  const log = createLogger('debug', {}, (line) => lines.push(line));
  db = await connectDatabase({ mongodbUri: '', dataDir: ':memory:', log: createLogger('silent') });
  const models = createModels(db.connection);
  const messages = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { models, log, messages };
}

describe('the data version on start-up', () => {
  it('is recorded on a fresh install without a "migrated" line', async () => {
    const { models, log, messages } = await emptyDatabase();
    await upgradeStoredData(models, log);
    expect(messages()).not.toContain('data version: migrated');
    expect(await models.dataVersion.findById('data').lean()).toMatchObject({ version: DATA_VERSION });
  });

  it('migrates, and says so, when an older release left data without a version', async () => {
    const { models, log, messages } = await emptyDatabase();
    await models.games.create({ gameId: 'OLDER', player1UUID: 'u-1' });
    await upgradeStoredData(models, log);
    expect(messages()).toContain('data version: migrated');
    expect(await models.dataVersion.findById('data').lean()).toMatchObject({ version: DATA_VERSION });
  });
});

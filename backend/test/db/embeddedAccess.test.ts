// The app's embedded database is the app's alone: another local client that finds the port (it is in
// the info log) reads and writes nothing; the app itself connects with the credential it was given.
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createLogger } from '../../src/logger';

let db: Database;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  db = await connectDatabase({
    mongodbUri: undefined,
    dataDir: ':memory:',
    log: createLogger('info', {}, (line) => lines.push(line)),
  });
  const started = lines.map((l) => JSON.parse(l) as { msg: string; port?: number });
  port = started.find((l) => l.msg === 'database: embedded server')?.port ?? 0;
  await db.connection.collection('dailies').insertOne({ day: '2026-11-26', letters: 'HIDDEN' });
});

afterAll(async () => {
  await db.close();
});

describe('the embedded database of an app', () => {
  it('serves the app through its own connection', async () => {
    expect(port).toBeGreaterThan(0);
    expect(await db.ping()).toBe(true);
    await db.probeWrite();
    expect(await db.connection.collection('dailies').countDocuments()).toBe(1);
  });

  it('refuses another local client every read and write with Unauthorized, and never logs the credential', async () => {
    const stranger = await MongoClient.connect(`mongodb://127.0.0.1:${port}/gridable`, {
      serverSelectionTimeoutMS: 5000,
    });
    const refused = async (op: Promise<unknown>): Promise<unknown> =>
      op.then(
        () => 'served',
        (err: unknown) => (err instanceof MongoServerError ? err.codeName : String(err)),
      );
    expect(await refused(stranger.db().collection('dailies').findOne({}))).toBe('Unauthorized');
    expect(await refused(stranger.db().collection('publicresults').insertOne({ score: 32 }))).toBe(
      'Unauthorized',
    );
    await stranger.close();
    expect(await db.connection.collection('publicresults').countDocuments()).toBe(0);
    expect(lines.join('\n')).not.toMatch(/mongodb:\/\/[^/]*@/);
  });
});

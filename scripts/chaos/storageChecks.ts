// The embedded database's own faults, on the standalone server (`npm run db:embedded`, the same code
// the app runs on its database thread): a removed snapshot, a record altered mid-journal, a torn
// tail, a journal without its first line, and a local client without the credential.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { killAll, startEmbeddedDb } from '../../backend/test/support/processes';
import type { CheckResult } from './support';

type Db = Awaited<ReturnType<typeof startEmbeddedDb>>;

async function withDataDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gridable-chaos-storage-'));
  try {
    return await run(dir);
  } finally {
    await killAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Inserts `count` feedback records, one acknowledged command each. */
async function write(db: Db, count: number, from = 0): Promise<void> {
  const client = await MongoClient.connect(db.uri, { serverSelectionTimeoutMS: 10_000 });
  const coll = client.db().collection('feedback');
  for (let i = from; i < from + count; i++) await coll.insertOne({ i, text: `record-${i}` });
  await client.close();
}

async function count(db: Db): Promise<number> {
  const client = await MongoClient.connect(db.uri, { serverSelectionTimeoutMS: 10_000 });
  const n = await client.db().collection('feedback').countDocuments();
  await client.close();
  return n;
}

/** The start's output when it refuses (the process exits), or undefined when it started. */
async function refusal(dir: string, env: Record<string, string> = {}): Promise<string | undefined> {
  try {
    const db = await startEmbeddedDb(dir, undefined, env);
    await db.stop();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Fifty acknowledged records, then kill -9: the journal they are in, and its text, for a check to damage. */
async function fiftyRecordsKilled(dir: string): Promise<{ journal: string; text: string }> {
  const db = await startEmbeddedDb(dir);
  await write(db, 50);
  await kill9(db);
  const journal = path.join(dir, 'journal.ejsonl');
  return { journal, text: fs.readFileSync(journal, 'utf8') };
}

function kill9(db: Db): Promise<number | string> {
  db.process.kill('SIGKILL');
  return db.exited;
}

/** Snapshot removed: rebuilt from a never-compacted journal; refused (journal untouched) when it held data. */
export function snapshotRemoved(): Promise<CheckResult> {
  return withDataDir(async (dir) => {
    let db = await startEmbeddedDb(dir);
    await write(db, 300);
    await kill9(db);
    fs.rmSync(path.join(dir, 'snapshot.bson'));
    db = await startEmbeddedDb(dir);
    const rebuilt = await count(db);
    await write(db, 200, 300);
    await db.stop();
    // The restart folds all 500 into the snapshot; the next 100 are only in the journal.
    db = await startEmbeddedDb(dir);
    await write(db, 100, 500);
    await db.stop();
    const journal = path.join(dir, 'journal.ejsonl');
    const before = fs.readFileSync(journal);
    fs.rmSync(path.join(dir, 'snapshot.bson'));
    const refused = await refusal(dir);
    const kept = fs.readFileSync(journal).equals(before);
    const named = refused?.includes('snapshot.bson') === true;
    return {
      name: 'snapshot-removed',
      pass: rebuilt === 300 && named && kept,
      figures: `never compacted: ${rebuilt}/300 rebuilt from the journal; compacted: ${refused ? 'start refused' : 'STARTED'}${named ? ' naming snapshot.bson' : ''}, journal ${kept ? 'kept byte for byte' : 'CHANGED'} (${before.length} B)`,
    };
  });
}

/** One character changed in a record mid-journal: refused naming file and byte; salvage loads what precedes. */
export function journalAltered(): Promise<CheckResult> {
  return withDataDir(async (dir) => {
    const { journal, text } = await fiftyRecordsKilled(dir);
    const at = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n', text.indexOf('record-20"')) + 1));
    fs.writeFileSync(journal, text.replace('record-20"', 'record-2O"'));
    const refused = await refusal(dir);
    const named = refused?.includes(`${journal} is damaged at byte ${at}`) === true;
    const salvaged = await startEmbeddedDb(dir, undefined, { EMBEDDED_DB_SALVAGE: '1' });
    const loaded = await count(salvaged);
    const reported = salvaged.output.some(
      (line) => line.includes('"level":"error"') && line.includes('salvage'),
    );
    await salvaged.stop();
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith('journal.damaged-')).length;
    return {
      name: 'journal-altered',
      pass: named && loaded === 20 && reported && kept === 1,
      figures: `start ${refused ? 'refused' : 'STARTED'}${named ? ` naming the journal and byte ${at}` : ''}; salvage loaded ${loaded}/20 records before it, error logged ${reported}, damaged copies kept ${kept}`,
    };
  });
}

/** The journal after the snapshot loses its first line: refused naming it, never started without its records. */
export function journalHeaderless(): Promise<CheckResult> {
  return withDataDir(async (dir) => {
    const { journal, text } = await fiftyRecordsKilled(dir);
    fs.writeFileSync(journal, text.slice(text.indexOf('\n') + 1));
    const before = fs.readFileSync(journal);
    const refused = await refusal(dir);
    const named = refused?.includes(`${journal}, which holds the writes since it`) === true;
    const kept = fs.readFileSync(journal).equals(before);
    return {
      name: 'journal-headerless',
      pass: named && kept,
      figures: `start ${refused ? 'refused' : 'STARTED (the 50 acknowledged records set aside)'}${named ? ' naming journal.ejsonl' : ''}, journal ${kept ? 'kept byte for byte' : 'CHANGED'}`,
    };
  });
}

/** A torn last record after kill -9: dropped with a warning, everything acknowledged loaded. */
export function tornTail(): Promise<CheckResult> {
  return withDataDir(async (dir) => {
    let db = await startEmbeddedDb(dir);
    await write(db, 100);
    await kill9(db);
    fs.appendFileSync(
      path.join(dir, 'journal.ejsonl'),
      '0badc0de {"c":[{"op":"put","db":"gridable","coll":"fee',
    );
    db = await startEmbeddedDb(dir);
    const loaded = await count(db);
    const warned = db.output.some(
      (line) => line.includes('"level":"warn"') && line.includes('unfinished record'),
    );
    await db.stop();
    return {
      name: 'torn-tail',
      pass: loaded === 100 && warned,
      figures: `acknowledged ${loaded}/100 loaded, torn record dropped with a warning: ${warned}`,
    };
  });
}

/** A local client without the credential: the handshake only, code 13 for every read and write. */
export function unauthenticatedDb(): Promise<CheckResult> {
  return withDataDir(async (dir) => {
    const db = await startEmbeddedDb(dir);
    await write(db, 5);
    const stranger = await MongoClient.connect(`mongodb://127.0.0.1:${db.port}/gridable`, {
      serverSelectionTimeoutMS: 10_000,
    });
    const codes: unknown[] = [];
    const attempt = async (op: () => Promise<unknown>): Promise<void> => {
      codes.push(
        await op().then(
          () => 'served',
          (err: unknown) => (err instanceof MongoServerError ? err.code : String(err)),
        ),
      );
    };
    await attempt(() => stranger.db().collection('feedback').findOne({}));
    await attempt(() => stranger.db().collection('publicresults').insertOne({ kind: 'daily', score: 32 }));
    await attempt(() => stranger.db().admin().listDatabases());
    await attempt(() => stranger.db().collection('feedback').deleteMany({}));
    await stranger.close();
    const left = await count(db);
    await db.stop();
    const mode = (fs.statSync(path.join(dir, 'credential.json')).mode & 0o777).toString(8);
    return {
      name: 'unauthenticated-db',
      pass: codes.every((c) => c === 13) && left === 5 && mode === '600',
      figures: `4 commands without the credential answered ${codes.join(',')}; records intact ${left}/5; credential file mode ${mode}`,
    };
  });
}

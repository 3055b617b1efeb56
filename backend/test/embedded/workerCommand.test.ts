// The app's direct commands to the embedded database on its worker thread: the same store as the wire,
// journalled before the reply, and refused (never hanging) once the thread is gone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedThread } from '@gridable/embedded-db/worker';
import { isStorageFailure } from '../../src/ops/storageFailure';
import type { EmbeddedMongo } from '@gridable/embedded-db';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
// Inside node_modules, so the bundle's bare imports (bson, mingo…) resolve as the built server's do.
const outDir = path.join(root, 'node_modules', '.cache', `gridable-worker-test-${process.pid}`);
const entry = path.join(outDir, 'worker.mjs');
let dataDir: string;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  // The database thread's shipped entry (built as dist/embeddedDbWorker.js), bundled as build.mjs does.
  await build({
    entryPoints: [path.join(root, 'backend', 'embedded-db', 'src', 'workerEntry.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'gridable-embedded-'));
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<EmbeddedMongo> {
  return startEmbeddedThread(pathToFileURL(entry), { port: 0, dataDir }).started;
}

const guarded = (version: number) => ({
  update: 'games',
  updates: [{ q: { gameId: 'ABCDE', version }, u: { $set: { round: version + 2 }, $inc: { version: 1 } } }],
  ordered: true,
});

describe('direct commands to the worker thread', () => {
  it('writes what the wire reads, guards by version, and keeps it across a restart', async () => {
    const mongo = await start();
    const client = await MongoClient.connect(`${mongo.uri}app`);
    try {
      await client.db('app').collection('games').insertOne({ gameId: 'ABCDE', version: 0, round: 1 });
      expect(await mongo.command('app', guarded(0))).toMatchObject({ ok: 1, n: 1 });
      // The same version again lost the race: nothing matched, nothing changed.
      expect(await mongo.command('app', guarded(0))).toMatchObject({ ok: 1, n: 0 });
      const stored = await client.db('app').collection('games').findOne({ gameId: 'ABCDE' });
      expect(stored).toMatchObject({ version: 1, round: 2 });
    } finally {
      await client.close();
      await mongo.close();
    }
    const again = await start();
    const client2 = await MongoClient.connect(`${again.uri}app`);
    try {
      const stored = await client2.db('app').collection('games').findOne({ gameId: 'ABCDE' });
      expect(stored).toMatchObject({ version: 1, round: 2 });
      // A refused command comes back as the server's error reply, as the wire would carry it.
      expect(await again.command('app', { update: 'games', updates: 'nonsense' })).toMatchObject({ ok: 0 });
    } finally {
      await client2.close();
      await again.close();
    }
  });

  it('answers each of many commands sent at once with its own reply', async () => {
    const mongo = await start();
    try {
      const ids = Array.from({ length: 30 }, (_, i) => `G${i}`);
      await mongo.command('app', {
        insert: 'many',
        documents: ids.map((gameId) => ({ gameId, version: 0 })),
      });
      const replies = await Promise.all(
        ids.map((gameId, i) =>
          mongo.command('app', {
            update: 'many',
            updates: [{ q: { gameId, version: i % 2 }, u: { $inc: { version: 1 } } }],
          }),
        ),
      );
      // Only the even ones named the stored version.
      expect(replies.map((r) => r.n as unknown)).toEqual(ids.map((_, i) => (i % 2 === 0 ? 1 : 0)));
    } finally {
      await mongo.close();
    }
  });

  it('refuses a command once the database is closed instead of leaving it waiting', async () => {
    const mongo = await start();
    await mongo.close();
    const err: unknown = await mongo.command('app', guarded(0)).catch((e: unknown) => e);
    // The refusal keeps a MongoDB code across the thread, so the app tells it from a bug by code.
    expect(err).toMatchObject({ message: expect.stringMatching(/closed/), code: 91 });
    expect(isStorageFailure(err)).toBe(true);
  });

  it('starts early and reports a failure to whoever awaits it, and to a crash listener added later', async () => {
    const broken = path.join(outDir, 'broken.mjs');
    writeFileSync(broken, "throw new Error('the thread could not load');\n");
    const thread = startEmbeddedThread(pathToFileURL(broken), { port: 0, dataDir });
    // Nobody listens yet (server.ts is still loading the app): the failure must wait for its caller, not
    // surface as an unhandled rejection (which fails this run). inspect() reads the promise's state without
    // attaching a handler, so the wait itself does not make the rejection handled.
    await vi.waitFor(() => expect(inspect(thread.started)).toContain('<rejected>'), { timeout: 10_000 });
    await expect(thread.started).rejects.toThrow(/could not load/);
    const heard: string[] = [];
    thread.onCrash((reason) => heard.push(reason));
    expect(heard).toEqual([expect.stringMatching(/could not load/)]);
  });

  it('tells the app at once, across the thread, when its data directory is deleted', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'gridable-embedded-'));
    const mongo = await startEmbeddedThread(pathToFileURL(entry), { port: 0, dataDir: own }).started;
    const notes: Array<{ level: string; message: string }> = [];
    mongo.onNote((note) => notes.push(note));
    try {
      await mongo.command('app', { insert: 'moves', documents: [{ before: true }] });
      rmSync(own, { recursive: true, force: true });
      await vi.waitFor(() => expect(notes[0]).toBeDefined(), { timeout: 8000 });
      expect(notes[0]).toMatchObject({ level: 'error', message: expect.stringContaining(own) });
      await vi.waitFor(() => expect(notes.some((n) => n.level === 'warn')).toBe(true), { timeout: 8000 });
    } finally {
      await mongo.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('serves from a thread started before anyone asked for it', async () => {
    const thread = startEmbeddedThread(pathToFileURL(entry), { port: 0, dataDir });
    const heard: string[] = [];
    thread.onCrash((reason) => heard.push(reason));
    const mongo = await thread.started;
    try {
      expect(await mongo.command('app', { ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await mongo.close();
    }
    expect(heard).toEqual([]);
  });
});

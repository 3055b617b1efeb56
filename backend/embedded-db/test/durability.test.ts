// Durability of a data directory: restart, crash with a torn journal line, compaction, locking, TTL expiry.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MongoServerError } from 'mongodb';
import { Long, MongoClient, ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  vi.restoreAllMocks();
  removeDir(dir);
});

const journalPath = (): string => path.join(dir, 'journal.ejsonl');
const snapshotPath = (): string => path.join(dir, 'snapshot.bson');

/** Runs the server in a child process so the test can kill -9 it mid-life. */
async function startChild(
  dataDir: string,
  compactAfterBytes?: number,
): Promise<{ uri: string; kill(): Promise<void> }> {
  const args = [
    path.join(here, 'support/crashChild.ts'),
    dataDir,
    ...(compactAfterBytes ? [String(compactAfterBytes)] : []),
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { uri: string }).uri);
    });
    child.once('exit', (code) => reject(new Error(`child exited early with ${String(code)}`)));
  });
  return {
    uri,
    kill: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

describe('durability', () => {
  it('keeps documents, types and indexes across a clean restart', async () => {
    const first = await startWithClient({ dataDir: dir });
    const coll = first.client.db('app').collection('games');
    await coll.createIndex({ gameId: 1 }, { unique: true });
    const oid = new ObjectId();
    await coll.insertMany([
      {
        gameId: 'g1',
        oid,
        at: new Date(1700000000000),
        big: Long.fromString('9007199254740993'),
        ratio: 0.5,
      },
      { gameId: 'g2' },
    ]);
    await coll.updateOne({ gameId: 'g2' }, { $set: { version: 3 } });
    await coll.deleteOne({ gameId: 'g1' });
    await coll.insertOne({
      gameId: 'g1',
      oid,
      at: new Date(1700000000000),
      big: Long.fromString('9007199254740993'),
      ratio: 0.5,
    });
    await first.stop();

    const second = await startWithClient({ dataDir: dir });
    const again = second.client.db('app').collection('games');
    const g1 = await again.findOne({ gameId: 'g1' }, { promoteLongs: false });
    expect(g1?.['oid']).toEqual(oid);
    expect(g1?.['at']).toEqual(new Date(1700000000000));
    expect(String(g1?.['big'])).toBe('9007199254740993');
    expect(g1?.['ratio']).toBe(0.5);
    expect((await again.findOne({ gameId: 'g2' }))?.['version']).toBe(3);
    const dup = (await again.insertOne({ gameId: 'g2' }).catch((e: unknown) => e)) as MongoServerError;
    expect(dup.code).toBe(11000);
    await second.stop();
  });

  it('loses nothing acknowledged when killed with -9 mid-stream and the last journal line is torn', async () => {
    const child = await startChild(dir);
    const client = await MongoClient.connect(child.uri, { serverSelectionTimeoutMS: 5000 });
    const coll = client.db('app').collection('moves');
    await coll.createIndex({ seq: 1 }, { unique: true });
    for (let seq = 0; seq < 200; seq++) await coll.insertOne({ seq });
    await coll.updateMany({ seq: { $lt: 10 } }, { $set: { early: true } });
    await child.kill();
    await client.close();
    // The write in flight when the process died: half a line, never acknowledged.
    fs.appendFileSync(journalPath(), '{"c":[{"op":"put","db":"app","coll":"moves","doc":{"_id":{"$oid":"65');

    const restarted = await startWithClient({ dataDir: dir });
    const moves = restarted.client.db('app').collection('moves');
    expect(await moves.countDocuments()).toBe(200);
    expect(await moves.countDocuments({ early: true })).toBe(10);
    expect(((await moves.insertOne({ seq: 5 }).catch((e: unknown) => e)) as MongoServerError).code).toBe(
      11000,
    );
    await restarted.stop();
  });

  it('compacts the journal into a snapshot at start-up and restarts from the snapshot alone', async () => {
    const first = await startWithClient({ dataDir: dir });
    const coll = first.client.db('app').collection('c');
    for (let i = 0; i < 20; i++) await coll.insertOne({ i });
    await coll.deleteMany({ i: { $gte: 10 } });
    await first.stop();
    const journalLines = fs.readFileSync(journalPath(), 'utf8').trim().split('\n');
    expect(journalLines.length).toBeGreaterThanOrEqual(21);

    const second = await startEmbeddedMongo({ dataDir: dir });
    // Only the header naming the snapshot generation it follows remains.
    expect(fs.readFileSync(journalPath(), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(fs.readFileSync(journalPath(), 'utf8')).toContain('generation');
    expect(fs.existsSync(`${snapshotPath()}.tmp`)).toBe(false);
    await second.close();
    const third = await startWithClient({ dataDir: dir });
    expect(await third.client.db('app').collection('c').countDocuments()).toBe(10);
    await third.stop();
  });

  it('never replays a journal the snapshot already contains (an old journal restored beside a newer snapshot): refused, salvage loads the snapshot', async () => {
    const first = await startWithClient({ dataDir: dir });
    const db = first.client.db('app');
    await db.collection<{ _id: string }>('a').insertOne({ _id: 'x' });
    await db.renameCollection('a', 'b');
    await db.collection<{ _id: string }>('a').insertOne({ _id: 'y' });
    await first.stop();
    const oldJournal = fs.readFileSync(journalPath());
    const second = await startEmbeddedMongo({ dataDir: dir });
    await second.close();
    fs.writeFileSync(journalPath(), oldJournal);
    // The writes since the snapshot are not in this journal: starting as if there were none could lose them.
    await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(
      /not the one that follows this snapshot/,
    );

    const third = await startWithClient({ dataDir: dir, salvage: true });
    const ids = async (name: string): Promise<unknown[]> =>
      (await third.client.db('app').collection(name).find().toArray()).map((d): unknown => d['_id']);
    expect(await ids('a')).toEqual(['y']);
    expect(await ids('b')).toEqual(['x']);
    await third.stop();
  });

  it('replays a journal set aside by a compaction that never finished, then the journal that follows it', async () => {
    const first = await startWithClient({ dataDir: dir });
    await first.client.db('app').collection<{ _id: string }>('c').insertOne({ _id: 'before' });
    await first.stop();
    // A crash after a compaction set the journal aside and started the next one, before the snapshot landed.
    // A header line is `<crc32c> <json>`.
    const oldHeader = JSON.parse(
      (fs.readFileSync(journalPath(), 'utf8').split('\n')[0] as string).slice(9),
    ) as {
      generation: string;
    };
    fs.renameSync(journalPath(), path.join(dir, 'journal.00000000-0000-4000-8000-000000000001.ejsonl'));
    const next = [
      JSON.stringify({ generation: '00000000-0000-4000-8000-000000000002', follows: oldHeader.generation }),
      JSON.stringify({ c: [{ op: 'put', db: 'app', coll: 'c', doc: { _id: 'after' } }] }),
    ];
    fs.writeFileSync(journalPath(), `${next.join('\n')}\n`);

    const second = await startWithClient({ dataDir: dir });
    const ids = (await second.client.db('app').collection('c').find().sort({ _id: 1 }).toArray()).map(
      (d): unknown => d['_id'],
    );
    expect(ids).toEqual(['after', 'before']);
    await second.stop();
    // Folded into the new snapshot: the set-aside journal is gone.
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('journal.'))).toEqual(['journal.ejsonl']);
  });

  it('keeps serving while compactions run behind the writes, and loses nothing acknowledged when killed in the middle', async () => {
    const child = await startChild(dir, 8 * 1024);
    const client = await MongoClient.connect(child.uri, { serverSelectionTimeoutMS: 5000 });
    const coll = client.db('app').collection('moves');
    await coll.createIndex({ seq: 1 }, { unique: true });
    const snapshots = new Set<number>();
    // Four writers at a time, each document ~300 bytes of journal: a compaction every ~30 writes. A compaction
    // runs behind the writes, so on a loaded machine fewer of them land in 60 batches: write on until three have.
    let batches = 0;
    for (let batch = 0; batch < 60 || (snapshots.size <= 2 && batch < 600); batch++, batches++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) => coll.insertOne({ seq: batch * 4 + i, pad: 'x'.repeat(200) })),
      );
      if (batch % 10 === 9)
        await coll.updateMany({ seq: { $gte: batch * 4 - 20, $lt: batch * 4 } }, { $inc: { touched: 1 } });
      if (fs.existsSync(path.join(dir, 'snapshot.bson')))
        snapshots.add(fs.statSync(path.join(dir, 'snapshot.bson')).mtimeMs);
    }
    await child.kill();
    await client.close();
    expect(snapshots.size).toBeGreaterThan(2);

    const restarted = await startWithClient({ dataDir: dir });
    const moves = restarted.client.db('app').collection('moves');
    expect(await moves.countDocuments()).toBe(batches * 4);
    expect(await moves.countDocuments({ touched: 1 })).toBe(Math.floor(batches / 10) * 20);
    expect(
      ((await moves.insertOne({ seq: batches * 4 - 1 }).catch((e: unknown) => e)) as MongoServerError).code,
    ).toBe(11000);
    await restarted.stop();
  });

  it('syncs the writes of a journal a compaction sets aside, which are their only copy until the snapshot lands', async () => {
    const realFdatasync = fs.fdatasync;
    const synced: string[] = [];
    vi.spyOn(fs, 'fdatasync').mockImplementation((fd, callback) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      realFdatasync(fd, callback);
    });
    const running = await startWithClient({ dataDir: dir, compactAfterBytes: 4096 });
    const coll = running.client.db('app').collection('moves');
    for (let i = 0; i < 40; i++) await coll.insertOne({ i, pad: 'x'.repeat(200) });
    await running.stop();
    expect(synced.some((file) => /journal\.[0-9a-f-]{36}\.ejsonl/.test(file))).toBe(true);
  });

  it('refuses a second server on a data directory already open', async () => {
    const server = await startEmbeddedMongo({ dataDir: dir });
    await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(/already open/);
    await server.close();
    const reopened = await startEmbeddedMongo({ dataDir: dir });
    await reopened.close();
  });

  it('writes no files at all for :memory:', async () => {
    const before = fs.readdirSync(process.cwd());
    const running = await startWithClient({ dataDir: ':memory:' });
    await running.client.db('app').collection('c').insertOne({ a: 1 });
    await running.stop();
    expect(fs.readdirSync(process.cwd())).toEqual(before);
  });
});

describe('TTL indexes', () => {
  it('deletes documents whose indexed date plus expireAfterSeconds has passed', async () => {
    const running = await startWithClient({ dataDir: dir, ttlIntervalMs: 50 });
    const coll = running.client.db('app').collection('sessions');
    await coll.createIndex({ updatedAt: 1 }, { expireAfterSeconds: 60 });
    const now = Date.now();
    await coll.insertMany([
      { name: 'stale', updatedAt: new Date(now - 61_000) },
      { name: 'stale-array', updatedAt: [new Date(now), new Date(now - 120_000)] },
      { name: 'fresh', updatedAt: new Date(now) },
      { name: 'no-date', updatedAt: 'yesterday' },
    ]);
    const deadline = Date.now() + 5000;
    while ((await coll.countDocuments()) > 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect((await coll.find().toArray()).map((d): unknown => d['name']).sort()).toEqual(['fresh', 'no-date']);
    await running.stop();

    // The expiry was journaled like any delete.
    const reopened = await startWithClient({ dataDir: dir });
    expect(await reopened.client.db('app').collection('sessions').countDocuments()).toBe(2);
    await reopened.stop();
  });
});

// kill -9 at every step of a compaction (set the journal aside, start the next, write the snapshot,
// rename it, delete what it replaced), and again during the restart's own compaction: the next start
// loads every acknowledged write, with nothing set aside and nothing to report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  removeDir(dir);
});

/** Runs the server in a child that kills itself at `step`; resolves with its URI, or undefined if it died starting. */
async function startChild(step: string, onStart = false): Promise<{ uri?: string; exited: Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/compactionCrashChild.ts'), dir, String(8 * 1024)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, CRASH_AT: step, ...(onStart ? { CRASH_ON_START: '1' } : {}) },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const uri = await new Promise<string | undefined>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve((JSON.parse(out.split('\n')[0] as string) as { uri: string }).uri);
    });
    void exited.then(() => resolve(undefined));
  });
  return { ...(uri ? { uri } : {}), exited };
}

/** Inserts until the server dies; returns the ids it acknowledged. */
async function writeUntilKilled(uri: string): Promise<number[]> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 1000, retryWrites: false });
  const acknowledged: number[] = [];
  try {
    for (let i = 0; i < 400; i++) {
      const ok = await client
        .db('app')
        .collection<{ _id: number; pad: string }>('moves')
        .insertOne({ _id: i, pad: 'x'.repeat(200) })
        .then(
          () => true,
          () => false,
        );
      if (!ok) break;
      acknowledged.push(i);
    }
  } finally {
    await client.close();
  }
  return acknowledged;
}

async function expectEverything(acknowledged: number[]): Promise<void> {
  const running = await startWithClient({ dataDir: dir });
  const ids = (await running.client.db('app').collection<{ _id: number }>('moves').find().toArray()).map(
    (d) => d._id,
  );
  const notes = running.server.startupNotes.filter((n) => n.level === 'error').map((n) => n.message);
  const found = running.server.startupNotes.filter((n) => n.level === 'info').map((n) => n.message);
  await running.stop();
  expect(acknowledged.filter((i) => !ids.includes(i))).toEqual([]);
  expect(notes).toEqual([]);
  // The operator hears what the crash left and that it was set right.
  expect(found).toEqual([expect.stringContaining('a compaction was cut short')]);
  expect(fs.readdirSync(dir).filter((f) => f.includes('unreplayed') || f.includes('damaged'))).toEqual([]);
}

const STEPS = [
  'set-live-aside',
  'next-to-live',
  'snapshot-create',
  'snapshot-rename',
  'snapshot-renamed',
  'delete-set-aside',
];

describe('kill -9 during a compaction', () => {
  it.each(STEPS)('loses nothing acknowledged when killed at %s', async (step) => {
    const child = await startChild(step);
    const acknowledged = await writeUntilKilled(child.uri as string);
    await child.exited;
    // It died in a compaction, not after the last write.
    expect(acknowledged.length).toBeLessThan(400);
    await expectEverything(acknowledged);
  });

  it('loses nothing when killed between the journal renames, then again in the restart’s compaction', async () => {
    const first = await startChild('next-to-live');
    const acknowledged = await writeUntilKilled(first.uri as string);
    await first.exited;
    const second = await startChild('snapshot-create', true);
    expect(second.uri).toBeUndefined();
    await expectEverything(acknowledged);
  });
});

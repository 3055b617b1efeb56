// DATA_DIR (or its LOCK) deleted while the server runs: appends would be acknowledged into a file no restart reads.
// The server notices, refuses writes for the moment it takes, and writes everything it holds (every
// acknowledged write) to the directory again, so a restart loses nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  removeDir(dir);
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a data directory deleted while running', () => {
  it('is written again with every acknowledged document, and a restart loads them all', async () => {
    const running = await startWithClient({ dataDir: dir });
    const moves = running.client.db('app').collection<{ _id: number }>('moves');
    const acknowledged: number[] = [];
    const insert = async (i: number): Promise<boolean> =>
      moves.insertOne({ _id: i }).then(
        () => (acknowledged.push(i), true),
        () => false,
      );
    for (let i = 0; i < 5; i++) await insert(i);

    fs.rmSync(dir, { recursive: true, force: true });
    // Acknowledged or refused, each one; the refusals stop once the directory holds everything again.
    let next = 5;
    await eventually(async () => (await insert(next++)) && fs.existsSync(path.join(dir, 'snapshot.bson')));
    expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(['LOCK', 'journal.ejsonl', 'snapshot.bson']));
    expect(await insert(next++)).toBe(true);
    await running.stop();

    const restarted = await startWithClient({ dataDir: dir });
    const ids = (await restarted.client.db('app').collection<{ _id: number }>('moves').find().toArray()).map(
      (d) => d._id,
    );
    await restarted.stop();
    expect(ids.sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
  });

  it('tells the operator at once, naming the directory, and again when it holds everything', async () => {
    const running = await startWithClient({ dataDir: dir });
    const notes: string[] = [];
    running.server.onNote((note) => notes.push(`${note.level}: ${note.message}`));
    await running.client.db('app').collection('moves').insertOne({ before: true });

    fs.rmSync(dir, { recursive: true, force: true });
    await eventually(() => Promise.resolve(notes.length > 0));
    expect(notes[0]).toMatch(/^error: /);
    expect(notes[0]).toContain(`data directory ${dir}`);
    expect(notes[0]).toContain('writes are refused');
    await eventually(() => Promise.resolve(notes.some((n) => n.startsWith('warn:'))));
    expect(notes.at(-1)).toContain(`${dir} holds every document again`);
    await running.stop();
  });

  it('puts back a LOCK removed while running, so a second server is still refused', async () => {
    const server = await startEmbeddedMongo({ dataDir: dir });
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    try {
      fs.rmSync(path.join(dir, 'LOCK'));
      await eventually(() => Promise.resolve(fs.existsSync(path.join(dir, 'LOCK'))));
      const second = await startEmbeddedMongo({ dataDir: link }).then(
        async (other) => (await other.close(), 'started'),
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      );
      expect(second).toContain(`is in use by process ${process.pid}`);
    } finally {
      fs.rmSync(link);
      await server.close();
    }
    expect(fs.existsSync(path.join(dir, 'LOCK'))).toBe(false);
  });

  it('stops taking writes once another live process holds its LOCK', async () => {
    const running = await startWithClient({ dataDir: dir });
    const moves = running.client.db('app').collection('moves');
    await moves.insertOne({ before: true });
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const start = fs.readFileSync(`/proc/${other.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
      const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      // As a second process that found no LOCK for a moment would have written it.
      fs.rmSync(path.join(dir, 'LOCK'));
      fs.writeFileSync(
        path.join(dir, 'LOCK'),
        JSON.stringify({ pid: other.pid, start, boot, startedMs: Date.now(), nonce: 'other' }),
      );
      let refused: unknown;
      await eventually(async () => {
        refused = await moves.insertOne({ after: true }).then(
          () => undefined,
          (err: unknown) => err,
        );
        return refused !== undefined;
      });
      expect(refused).toMatchObject({ code: 14031 });
      expect(String((refused as Error).message)).toContain(`LOCK now names process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
    // Once that process is gone its LOCK is stale: taken back, and writes resume with nothing set aside.
    await eventually(() =>
      moves.insertOne({ resumed: true }).then(
        () => true,
        () => false,
      ),
    );
    await running.stop();
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('journal.unreplayed-'))).toEqual([]);
    const restarted = await startWithClient({ dataDir: dir });
    const kept = restarted.client.db('app').collection('moves');
    expect(await kept.countDocuments({ before: true })).toBe(1);
    expect(await kept.countDocuments({ resumed: true })).toBe(1);
    await restarted.stop();
  });

  it('writes snapshot.bson again when it is deleted while running, so the next start loads everything', async () => {
    const running = await startWithClient({ dataDir: dir });
    const moves = running.client.db('app').collection('moves');
    for (let i = 0; i < 5; i++) await moves.insertOne({ i });
    await running.stop();
    const again = await startWithClient({ dataDir: dir });
    await again.client.db('app').collection('moves').insertOne({ i: 5 });
    fs.rmSync(path.join(dir, 'snapshot.bson'));
    await eventually(() => Promise.resolve(fs.existsSync(path.join(dir, 'snapshot.bson'))));
    await again.stop();
    const restarted = await startWithClient({ dataDir: dir });
    expect(await restarted.client.db('app').collection('moves').countDocuments()).toBe(6);
    await restarted.stop();
  });

  it('keeps a journal put in its place while running aside, and writes everything again', async () => {
    const running = await startWithClient({ dataDir: dir });
    const moves = running.client.db('app').collection('moves');
    for (let i = 0; i < 5; i++) await moves.insertOne({ i });
    // A backup of the journal restored over it while the server runs.
    const journal = path.join(dir, 'journal.ejsonl');
    const copy = fs.readFileSync(journal);
    fs.writeFileSync(`${journal}.restored`, copy);
    fs.renameSync(`${journal}.restored`, journal);
    let next = 5;
    const acknowledged = [0, 1, 2, 3, 4];
    await eventually(async () => {
      const ok = await moves.insertOne({ i: next }).then(
        () => true,
        () => false,
      );
      if (ok) acknowledged.push(next);
      next++;
      return ok && fs.readdirSync(dir).some((f) => f.startsWith('journal.unreplayed-'));
    });
    await running.stop();
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith('journal.unreplayed-'));
    expect(fs.readFileSync(path.join(dir, kept[0] as string)).equals(copy)).toBe(true);
    const restarted = await startWithClient({ dataDir: dir });
    const found = await restarted.client.db('app').collection<{ i: number }>('moves').find().toArray();
    await restarted.stop();
    expect(found.map((d) => d.i).sort((a, b) => a - b)).toEqual(acknowledged);
  });
});

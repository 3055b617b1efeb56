// One process per data directory: two starting at once cannot both take it, a LOCK left by a dead
// process is taken over even when its pid now belongs to another live process (containers reuse
// pids 1 and 7 on every start), and a LOCK held by this very process on another thread is refused.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { startEmbeddedThread } from '../src/worker';
import { makeTempDir, removeDir } from './support/embedded';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside node_modules, so the bundle's bare imports (bson, mingo) resolve.
const outDir = path.resolve(
  here,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  `gridable-lock-test-${process.pid}`,
);
const threadEntry = path.join(outDir, 'worker.mjs');

let dir: string;
const children: ChildProcess[] = [];
const lockPath = (): string => path.join(dir, 'LOCK');

beforeAll(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(here, '..', 'src', 'workerEntry.ts')],
    outfile: threadEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
});

afterAll(() => removeDir(outDir));

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  removeDir(dir);
});

/** A live process that has nothing to do with any data directory. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

async function startOutcome(): Promise<string> {
  return startEmbeddedMongo({ dataDir: dir }).then(
    async (server) => (await server.close(), 'started'),
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
}

describe('the LOCK of a data directory', () => {
  it('goes to exactly one of two processes opening the directory at the same instant', async () => {
    const at = Date.now() + 2500;
    const racers = [0, 1].map(() => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'support/lockChild.ts'), dir, String(at)],
        {
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      children.push(child);
      return new Promise<{ pid: number; result: string }>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n'))
            resolve(JSON.parse(out.split('\n')[0] as string) as { pid: number; result: string });
        });
        child.once('exit', (code) => reject(new Error(`racer exited with ${String(code)}`)));
      });
    });
    const results = await Promise.all(racers);
    const winners = results.filter((r) => r.result === 'won');
    expect(winners).toHaveLength(1);
    const loser = results.find((r) => r.result !== 'won');
    expect(loser?.result).toContain(`is in use by process ${winners[0]?.pid}`);
    expect((JSON.parse(fs.readFileSync(lockPath(), 'utf8')) as { pid: number }).pid).toBe(winners[0]?.pid);
  });

  it('is taken over when its pid now belongs to a live process that started after it was written', async () => {
    const other = unrelatedProcess();
    // As a previous run left it: its own pid and start time, the same boot.
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    fs.writeFileSync(
      lockPath(),
      JSON.stringify({
        pid: other,
        start: '1',
        boot: bootId,
        startedMs: Date.now() - 60_000,
        nonce: 'earlier-run',
      }),
    );
    expect(await startOutcome()).toBe('started');
  });

  it('is taken over when it holds a bare pid (as older versions wrote it) reused by a newer process', async () => {
    fs.writeFileSync(lockPath(), String(unrelatedProcess()));
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(lockPath(), hourAgo, hourAgo);
    expect(await startOutcome()).toBe('started');
  });

  it('is refused while the process that wrote it is alive, naming it', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'support/lockChild.ts'), dir, '0'],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    expect(await startOutcome()).toContain(`is in use by process ${child.pid}`);
  });

  it('is refused when this process has the directory open under another path (a symlink)', async () => {
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    try {
      const server = await startEmbeddedMongo({ dataDir: dir });
      try {
        const second = await startEmbeddedMongo({ dataDir: link }).then(
          async (other) => (await other.close(), 'started'),
          (err: unknown) => (err instanceof Error ? err.message : String(err)),
        );
        expect(second).toContain(`is in use by process ${process.pid}`);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(link);
    }
  });

  it('is taken over in a copy of the directory taken while it was open (a backup checked or restored beside it)', async () => {
    const copy = makeTempDir();
    const server = await startEmbeddedMongo({ dataDir: dir });
    try {
      await server.command('app', { insert: 'games', documents: [{ _id: 'G1', moves: 3 }] });
      fs.cpSync(dir, copy, { recursive: true });
      expect(fs.existsSync(path.join(copy, 'LOCK'))).toBe(true);
      const restored = await startEmbeddedMongo({ dataDir: copy });
      try {
        const reply = await restored.command('app', { find: 'games', filter: { _id: 'G1' } });
        expect((reply.cursor as { firstBatch: unknown[] }).firstBatch).toEqual([{ _id: 'G1', moves: 3 }]);
      } finally {
        await restored.close();
      }
      // The original is still locked: only the copy's LOCK was stale.
      expect(await startOutcome()).toContain(`${dir} is already open in this process`);
    } finally {
      await server.close();
      removeDir(copy);
    }
  });

  it('is refused when this process holds it on its database thread', async () => {
    const thread = await startEmbeddedThread(pathToFileURL(threadEntry), { port: 0, dataDir: dir }).started;
    try {
      expect(await startOutcome()).toContain(`is in use by process ${process.pid} (this process`);
    } finally {
      await thread.close();
    }
    // Released on close: the directory opens again.
    expect(fs.existsSync(lockPath())).toBe(false);
    expect(await startOutcome()).toBe('started');
  });
});

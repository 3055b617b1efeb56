// A LOCK whose owner was killed but not yet reaped (a zombie: its parent has not waited for it, as
// when a supervisor or a shell without job control is slow to) names a process that holds no file and
// writes nothing. Refusing it would keep the restart after a kill -9 from starting for no reason.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { makeTempDir, removeDir } from './support/embedded';

let dir: string;
let parent: ChildProcess | undefined;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  parent?.kill('SIGKILL');
  parent = undefined;
  removeDir(dir);
});

function procStat(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces: [0] is the state, [19] the start time.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A child of `sleep` that has exited: `sleep` never waits for it, so it stays a zombie. */
async function zombie(): Promise<number> {
  parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) =>
    parent?.stdout?.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
  );
  const deadline = Date.now() + 5000;
  while (procStat(pid)[0] !== 'Z') {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not become a zombie`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return pid;
}

it.runIf(process.platform === 'linux')('is taken over from an owner killed but not yet reaped', async () => {
  const pid = await zombie();
  const stat = fs.statSync(dir, { bigint: true });
  // As that process wrote it when it started: its pid, start time, boot and this directory.
  fs.writeFileSync(
    path.join(dir, 'LOCK'),
    JSON.stringify({
      pid,
      start: procStat(pid)[19],
      boot: fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
      startedMs: Date.now() - 1000,
      nonce: 'killed-run',
      dir: `${stat.dev}:${stat.ino}`,
    }),
  );
  const server = await startEmbeddedMongo({ dataDir: dir });
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8')) as { pid: number };
  await server.close();
  expect(lock.pid).toBe(process.pid);
});

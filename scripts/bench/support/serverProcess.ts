// Runs a server under test as a child process on 127.0.0.1, waits for /healthz, and stops it by its own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import { bundleServer, ROOT, type ServerKind } from './bundle';

export interface ServerProcess {
  kind: ServerKind;
  url: string;
  port: number;
  pid: number;
  /** Everything the child printed, for explaining a failure. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** kill -9, as a crash would. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  port?: number;
  readyTimeoutMs?: number;
  /** Raise the child's open-file limit to this (via the shell's ulimit) for connection tests. */
  fileLimit?: number;
}

/**
 * The node flags `npm start` runs the server with (package.json's start script), so the real server is
 * measured as it is deployed.
 */
export function startScriptNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const launch = /\bnode((?: --\S+)*) backend\/dist\/server\.js/.exec(pkg.scripts['start'] ?? '');
  if (!launch) throw new Error('package.json start script does not run node backend/dist/server.js');
  return (launch[1] ?? '').split(' ').filter(Boolean);
}

/**
 * The node that runs every server under test: this one, or BENCH_NODE=<path to node> (the Docker image's
 * Node 24, say), so both sides of a comparison always run on the same runtime.
 */
export function serverNode(): string {
  return process.env.BENCH_NODE || process.execPath;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(
  kind: ServerKind,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const entry = await bundleServer(kind);
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    ...options.env,
  };
  // BENCH_CPU_PROF=<dir> profiles the real server in any part (written when it exits): `node --cpu-prof`.
  const profileDir = kind === 'gridable' ? process.env.BENCH_CPU_PROF : undefined;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const launchArgs = kind === 'gridable' ? startScriptNodeFlags() : [];
  const argv = [...launchArgs, ...profileArgs, ...(options.nodeArgs ?? []), entry];
  const child: ChildProcess = options.fileLimit
    ? // exec keeps the pid: the one we sample and kill is node itself, not the shell.
      spawn('sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$0" "$@"`, serverNode(), ...argv], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(serverNode(), argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${kind}`);

  const handle: ServerProcess = {
    kind,
    url,
    port,
    pid,
    output: () => output,
    exited,
    async stop(graceMs = profileDir ? 30_000 : 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  await waitForHealthy(handle, options.readyTimeoutMs ?? 30_000);
  return handle;
}

async function waitForHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${server.url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`${server.kind} did not become healthy:\n${server.output()}`);
}

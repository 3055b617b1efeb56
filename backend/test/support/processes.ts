// Real processes for the scale-out and shutdown tests (and the chaos and scale-out scripts): app nodes and the
// embedded database on its own, and redis-server. Under vitest they run the bundle built once per run
// (serverBundle.ts); a script run by tsx outside vitest has no such bundle and runs the sources through tsx.
// Every child is tracked so afterAll can kill whatever is still running, also after a failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerBundle {
  /** The app's entry, as dist/server.js: its thread entries lie beside it. */
  server: string;
  /** The embedded database on its own (@gridable/embedded-db's standalone.ts). */
  embeddedDb: string;
}

// Declared here rather than in serverBundle.ts, so every program that compiles this file (the scripts too) knows it.
declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: ServerBundle;
  }
}

/** Node's arguments for each entry: the run's bundle under vitest, else the sources through tsx. */
async function entryArgs(): Promise<{ server: string[]; embeddedDb: string[] }> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest');
    const bundle = inject('serverBundle');
    return { server: [bundle.server], embeddedDb: [bundle.embeddedDb] };
  }
  return {
    server: ['--import', 'tsx', 'backend/src/server.ts'],
    embeddedDb: ['--import', 'tsx', 'backend/embedded-db/src/standalone.ts'],
  };
}
const children = new Set<ChildProcess>();

export interface Child {
  process: ChildProcess;
  /** stdout and stderr so far, line by line. */
  output: string[];
  /** Resolves with the exit code (or the signal's name) once the process has gone. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function launch(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return {
    process: child,
    output,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Kills every child still running; for afterAll. */
export async function killAll(): Promise<void> {
  const running = [...children];
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

async function waitUntil(
  what: string,
  child: Child,
  ready: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} exited early:\n${child.output.join('\n')}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms:\n${child.output.join('\n')}`);
}

export interface AppNode extends Child {
  url: string;
  port: number;
}

/** The app's entry point as a process, not waited for: a test that stops it while it starts. */
export async function launchAppNode(env: Record<string, string>, port: number): Promise<Child> {
  return launch(process.execPath, (await entryArgs()).server, {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent',
    // Loopback is the trusted proxy, so each simulated player has its own address for the rate limits.
    TRUST_PROXY: 'loopback',
    ...env,
  });
}

/** An app node: the real entry point, bundled as for production, ready once /readyz answers 200. */
export async function startAppNode(env: Record<string, string>, port?: number): Promise<AppNode> {
  const nodePort = port ?? (await freePort());
  const child = await launchAppNode(env, nodePort);
  const url = `http://127.0.0.1:${nodePort}`;
  await waitUntil(
    `app node :${nodePort}`,
    child,
    async () => (await fetch(`${url}/readyz`)).status === 200,
    60_000,
  );
  return { ...child, url, port: nodePort };
}

/** The embedded database alone (@gridable/embedded-db's standalone.ts), on its own port, for nodes to share. */
export async function startEmbeddedDb(
  dataDir: string,
  fixedPort?: number,
  env: Record<string, string> = {},
): Promise<Child & { uri: string; port: number }> {
  // A fixed port lets a test restart the database where its app nodes will look for it again.
  const port = fixedPort ?? (await freePort());
  const child = launch(process.execPath, (await entryArgs()).embeddedDb, {
    EMBEDDED_DB_PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  });
  await waitUntil('embedded database', child, () =>
    Promise.resolve(child.output.some((line) => line.includes('ready'))),
  );
  // The URI carries the credential the database made (kept in its data directory across restarts).
  const ready = child.output.find((line) => line.includes('ready')) ?? '';
  const { uri } = JSON.parse(ready.slice(ready.indexOf('{'))) as { uri: string };
  return { ...child, uri, port };
}

/**
 * redis-server on a free port, nothing saved. Missing binary is a failure, not a skip: CI installs it, and a
 * scale-out suite that silently did not run would prove nothing.
 */
export async function startRedis(fixedPort?: number): Promise<Child & { url: string; port: number }> {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'redis-server is not installed, and the scale-out tests need a real one (CI installs it: apt-get install redis-server).',
    );
  }
  // A fixed port brings Redis back where the app nodes will reconnect to it.
  const port = fixedPort ?? (await freePort());
  const child = launch(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
  );
  await waitUntil('redis-server', child, () =>
    Promise.resolve(child.output.some((line) => line.includes('Ready to accept connections'))),
  );
  return { ...child, url: `redis://127.0.0.1:${port}`, port };
}

// Starts the real built server (backend/dist/server.js) on a free port with an in-memory database, for browser tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'backend', 'dist', 'server.js');
const SHIFTED_CLOCK = path.join(import.meta.dirname, 'shiftedClock.mjs');
// A busy machine (CI's two cores shared with another file's server and Chromium, or with other work) has taken
// over 30 s to start a server; the file's hook allows 120 s for the server and its Chromium together.
const READY_TIMEOUT_MS = 75_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * The server under test. E2E_BASE_URL points the tests at a server someone else runs
 * (e.g. `vite preview`), which the tests then neither start nor stop.
 */
export async function startServer({
  clockShiftMs = 0,
}: { clockShiftMs?: number } = {}): Promise<RunningServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    await waitForHealthy(external, null, READY_TIMEOUT_MS, '/');
    return { baseUrl: external.replace(/\/$/, ''), stop: () => Promise.resolve() };
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  }

  const port = await findFreePort();
  const shifted = clockShiftMs ? ['--import', SHIFTED_CLOCK] : [];
  const child = spawn(process.execPath, [...shifted, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      E2E_CLOCK_SHIFT_MS: String(clockShiftMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept so a server that dies on start-up explains why.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, child, READY_TIMEOUT_MS, '/healthz');
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, stop: () => stopChild(child) };
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

async function waitForHealthy(
  baseUrl: string,
  child: ChildProcess | null,
  timeoutMs: number,
  probePath: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`Server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}${probePath}`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl}${probePath} did not answer 200 within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

// `npm run dev` with the backend's port already taken (another checkout's backend, a forgotten server) must stop
// the pair with one line naming the port and the variable to change, as Vite's strictPort does for its own port,
// rather than leave `tsx watch` waiting for an edit while Vite proxies to whatever holds the port.
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevCommand } from './support/devCommand';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/** A server on the first free port from `from`: this machine's test ports are 3600-3699. */
async function listening(from: number): Promise<Server> {
  for (let port = from; port < 3700; port++) {
    const server = await listen(port).catch(() => undefined);
    if (server) return server;
  }
  throw new Error(`no free port in ${from}-3699`);
}

let taken: Server;
let dev: ChildProcess | undefined;
let webPort: number;

beforeAll(async () => {
  taken = await listening(3660);
  const free = await listening((taken.address() as { port: number }).port + 1);
  webPort = (free.address() as { port: number }).port;
  await new Promise((resolve) => free.close(resolve));
});

afterAll(async () => {
  // Here, not in the test: a test that times out (the old script) never reaches its own clean-up.
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((resolve) => taken.close(resolve));
});

describe('npm run dev with the backend port taken', () => {
  it('exits non-zero and names the port and GRIDABLE_DEV_API_PORT', async () => {
    const apiPort = (taken.address() as { port: number }).port;
    const started = startDevCommand({ web: webPort, api: apiPort }, { DATA_DIR: ':memory:' });
    dev = started.process;
    const running = dev;
    // On the old script `tsx watch` never exits: the test's timeout fails it, and afterAll stops the group.
    const exit = new Promise<number | null>((resolve) => running.once('exit', resolve));
    expect(await exit).not.toBe(0);
    expect(started.log()).toContain(`Cannot start the backend on port ${apiPort}`);
    expect(started.log()).toContain('GRIDABLE_DEV_API_PORT');
  }, 30_000);
});

// `npm run dev` itself, as a newcomer runs it from the README: the root script starts Vite and the watching backend,
// and a page loaded through Vite's port reaches the backend over its proxy, Socket.IO included. devLoop.test.ts
// checks the pieces (the config, the proxy) in-process; this runs the real command, so a broken script, a wrong
// workspace name or a backend that does not start in development mode fails here. Both ports are free ones, passed
// the way the README tells a second checkout to (GRIDABLE_DEV_PORT, GRIDABLE_DEV_API_PORT).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startDevCommand, type DevCommand } from './support/devCommand';

const START_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200; rejects if the dev command exits first. */
async function answering(url: string, dev: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`${url} never answered:\n${output()}`);
    // Polling a server that is still starting: there is no event to wait on from outside its process.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let dev: ChildProcess;
let browser: Browser;
let webUrl: string;
let apiUrl: string;
let started: DevCommand;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gridable-dev-'));

beforeAll(async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  webUrl = `http://localhost:${webPort}`;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  started = startDevCommand({ web: webPort, api: apiPort }, { DATA_DIR: dataDir });
  dev = started.process;
  await Promise.all([
    answering(`${apiUrl}/healthz`, dev, () => started.log()),
    answering(`${webUrl}/`, dev, () => started.log()),
  ]);
  browser = await launchBrowser({ shell: true });
});

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the app through Vite, and a friend game connects its socket through the proxy', async () => {
    // The first page load has Vite bundle the app's dependencies: allow it more than a built page needs.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      // The game state the backend sends the page's socket (over polling, before the upgrade, or over the
      // WebSocket), and the WebSocket upgrade itself: its probe answered means Vite's ws proxy reached Socket.IO.
      const synced = new Promise<string>((resolve) => {
        page.on('response', (response) => {
          if (!response.url().includes('/socket.io/')) return;
          void response.text().then(
            (body) => body.includes('STATE_SYNC') && resolve(response.url()),
            () => undefined,
          );
        });
        page.on('websocket', (ws) =>
          ws.on(
            'framereceived',
            ({ payload }) => String(payload).includes('STATE_SYNC') && resolve(ws.url()),
          ),
        );
      });
      const upgraded = new Promise<string>((resolve) => {
        page.on('websocket', (ws) => {
          if (!ws.url().includes('/socket.io/')) return;
          ws.on('framereceived', ({ payload }) => String(payload) === '3probe' && resolve(ws.url()));
        });
      });
      await page.goto(`${webUrl}/play-friend`);
      await page.getByRole('button', { name: 'Create New Game' }).click();
      const created = page.getByRole('dialog', { name: 'Game Created!' });
      const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      await page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
      // The game the page made through Vite is the backend's, and its state came down a socket on Vite's port.
      const read = await fetch(`${apiUrl}/api/games/${gameId}`);
      expect(((await read.json()) as { game: { gameId: string } }).game.gameId).toBe(gameId);
      expect(new URL(await synced).port).toBe(new URL(webUrl).port);
      expect(new URL(await upgraded).port).toBe(new URL(webUrl).port);
      expect(started.log()).toContain('development: the web app is served by Vite');
      // Vite's next config loader (Node's own) resolves no extension-less import: none is left to warn about.
      expect(started.log()).not.toContain('unsupported by `configLoader');
    } finally {
      await context.close();
    }
  });
});

// `npm run dev` from a fresh clone: the Vite dev server (the real frontend/vite.config.ts) proxies /api and
// Socket.IO to a backend running in development mode. Ports are random here; the scripts' fixed ones are
// checked to agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import type { ViteDevServer } from 'vite';
import type { ServerEvent } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';

const root = new URL('../../../', import.meta.url);
const frontendDir = fileURLToPath(new URL('frontend/', root));
const viteConfigFile = fileURLToPath(new URL('frontend/vite.config.ts', root));
const scripts = (file: string): Record<string, string> =>
  (JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { scripts: Record<string, string> }).scripts;

let backend: RunningServer;
let vite: ViteDevServer;
let viteUrl: string;

beforeAll(async () => {
  // frontend/ holds an index.html: outside development the backend would serve it as the app.
  backend = await startTestServer({ NODE_ENV: 'development', STATIC_DIR: frontendDir });
  process.env.GRIDABLE_DEV_API = backend.url;
  const { createServer } = await import('vite');
  vite = await createServer({
    configFile: viteConfigFile,
    root: frontendDir,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await vite.listen();
  const { port } = vite.httpServer!.address() as AddressInfo;
  viteUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  delete process.env.GRIDABLE_DEV_API;
  await vite?.close();
  await backend?.close();
});

/**
 * What the backend's dev script hands the server: its command run through sh with the port check and the server
 * swapped out (e2e/dev-port-taken.e2e.ts runs the check itself).
 */
function backendDevEnv(env: Record<string, string>): { PORT?: string; NODE_ENV?: string } {
  const dev = scripts('backend/package.json').dev!;
  const server = /node devPortFree\.mjs && exec tsx watch src\/server\.ts/;
  expect(dev).toMatch(server);
  const printEnv = `node -p "JSON.stringify({ PORT: process.env.PORT, NODE_ENV: process.env.NODE_ENV })"`;
  const command = dev.replace(server, printEnv);
  const { GRIDABLE_DEV_API_PORT: _api, PORT: _port, ...inherited } = process.env;
  const printed = execFileSync('sh', ['-c', command], { env: { ...inherited, ...env } }).toString();
  return JSON.parse(printed) as { PORT?: string; NODE_ENV?: string };
}

async function loadDevConfig(env: Record<string, string>) {
  const { loadConfigFromFile } = await import('vite');
  const saved = { ...process.env };
  delete process.env.GRIDABLE_DEV_API;
  Object.assign(process.env, env);
  try {
    // vite.config.ts reads the environment as it is evaluated: a fresh load sees these values.
    return await loadConfigFromFile({ command: 'serve', mode: 'development' }, viteConfigFile);
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

describe('npm run dev', () => {
  it('moves both servers, the proxy with them, when a second checkout needs other ports', async () => {
    expect(backendDevEnv({ GRIDABLE_DEV_API_PORT: '3456' })).toEqual({
      PORT: '3456',
      NODE_ENV: 'development',
    });
    const loaded = await loadDevConfig({ GRIDABLE_DEV_API_PORT: '3456', GRIDABLE_DEV_PORT: '5999' });
    const proxy = loaded?.config.server?.proxy as Record<string, { target: string }>;
    expect(new URL(proxy['/api']!.target).port).toBe('3456');
    expect(new URL(proxy['/socket.io']!.target).port).toBe('3456');
    expect(loaded?.config.server).toMatchObject({ port: 5999, strictPort: true });
  });

  it('runs the backend on the port the Vite proxy targets, in development mode', async () => {
    // The config as a fresh clone has it: without this suite's random-port override.
    const loaded = await loadDevConfig({});
    const proxy = loaded?.config.server?.proxy as Record<string, { target: string; ws?: boolean }>;
    const apiPort = new URL(proxy['/api']!.target).port;
    expect(proxy['/socket.io']).toMatchObject({ target: proxy['/api']!.target, ws: true });
    expect(apiPort).toBe('3001');
    expect(loaded?.config.server).toMatchObject({ port: 5173, strictPort: true });
    expect(backendDevEnv({})).toEqual({ PORT: apiPort, NODE_ENV: 'development' });
    const rootDev = scripts('package.json').dev!;
    // By package name: '-w backend' would also select the backend/embedded-db workspace, which has no dev script.
    expect(rootDev).toContain('npm run dev -w @gridable/backend');
    expect(rootDev).toContain('npm run dev -w frontend');
  });

  it('serves the app from Vite, not from a stale build on the backend', async () => {
    const page = await fetch(`${viteUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${backend.url}/`)).status).toBe(404);
  });

  it('answers an /api call through the proxy', async () => {
    const created = await fetch(`${viteUrl}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'dev-loop-client' }),
    });
    expect(created.status).toBe(201);
    const { gameId } = (await created.json()) as { gameId: string };
    const read = await fetch(`${viteUrl}/api/games/${gameId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ game: { gameId, status: 'waiting' } });
  });

  it('carries a Socket.IO connection through the proxy, over polling and over WebSocket', async () => {
    const created = await fetch(`${viteUrl}/api/games`, { method: 'POST' });
    const { gameId } = (await created.json()) as { gameId: string };
    for (const transports of [['polling'], ['websocket']]) {
      const socket = io(viteUrl, {
        transports,
        forceNew: true,
        reconnection: false,
        auth: { gameId, playerUUID: crypto.randomUUID(), clientId: `dev-${transports[0]}` },
      });
      try {
        const sync = await new Promise<ServerEvent>((resolve, reject) => {
          socket.on('STATE_SYNC', resolve);
          socket.on('connect_error', reject);
          setTimeout(() => reject(new Error(`no STATE_SYNC over ${transports[0]}`)), 10_000);
        });
        expect(sync).toMatchObject({
          type: 'STATE_SYNC',
          gameId,
          playerInfo: { playerId: expect.any(Number) },
        });
        expect(socket.io.engine.transport.name).toBe(transports[0]);
      } finally {
        socket.close();
      }
    }
  });
});

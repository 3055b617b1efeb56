// `npm run dev` proxies the game socket through Vite; a tab that reloads or closes drops it, and Vite used to
// print a dozen-line stack trace each time. A backend that is down must still be said.
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { devProxyLogger, isDroppedTabSocket } from '../../devProxyLog';

let backend: Server | undefined;
let vite: ViteDevServer | undefined;
let root = '';
const upgraded = new Map<Socket, ReturnType<typeof setInterval>>();
afterEach(async () => {
  vi.restoreAllMocks();
  // Upgraded sockets are the backend's to end: neither the proxy nor server.close() does.
  for (const [socket, writing] of upgraded) {
    clearInterval(writing);
    socket.destroy();
  }
  upgraded.clear();
  await vite?.close();
  await new Promise((resolve) => (backend ? backend.close(resolve) : resolve(undefined)));
  rmSync(root, { recursive: true, force: true });
  backend = vite = undefined;
});

/** A backend that takes the WebSocket upgrade and keeps writing, as Socket.IO does, while its socket is open. */
async function streamingBackend(): Promise<number> {
  backend = createHttpServer();
  backend.on('upgrade', (_req, socket: Socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    const timer = setInterval(() => socket.write(Buffer.alloc(16 * 1024, 1)), 5);
    socket.on('error', () => undefined);
    upgraded.set(socket, timer);
  });
  await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve));
  return (backend.address() as AddressInfo).port;
}

/** Vite's dev server with the app's logger and proxy rule for the game socket, over an empty project. */
async function devServer(target: string, logger: Logger): Promise<URL> {
  root = mkdtempSync(path.join(tmpdir(), 'dev-proxy-'));
  vite = await createServer({
    root,
    configFile: false,
    customLogger: logger,
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, proxy: { '/socket.io': { target, ws: true } } },
  });
  await vite.listen();
  return new URL(vite.resolvedUrls!.local[0]!);
}

describe('the dev server log', () => {
  it('says nothing when a tab drops its proxied game socket', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = devProxyLogger();
    const told = vi.spyOn(logger, 'error');
    const web = await devServer(`http://127.0.0.1:${await streamingBackend()}`, logger);

    const tab = connect(Number(web.port), web.hostname);
    await new Promise<void>((resolve) => {
      tab.once('connect', () => {
        tab.write(
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n' +
            'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      tab.once('data', () => resolve());
    });
    // The tab goes away without a goodbye while the backend is still writing: a reset, as a reload does.
    tab.resetAndDestroy();
    // Vite's proxy tells its logger of the reset it met writing to the tab; the logger keeps it to itself.
    await vi.waitFor(() =>
      expect(told).toHaveBeenCalledWith(expect.stringContaining('ws proxy'), expect.anything()),
    );
    expect(printed.mock.calls.flat().join('\n')).not.toContain('proxy');
  });

  it('still prints a proxy error that is a fault', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3001'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDroppedTabSocket('ws proxy error:', refused)).toBe(false);
    expect(isDroppedTabSocket('http proxy error: /api/games', reset)).toBe(false);
    expect(isDroppedTabSocket('http proxy error: /socket.io/?EIO=4&transport=polling', reset)).toBe(true);
    expect(isDroppedTabSocket('ws proxy socket error:', reset)).toBe(true);
  });
});

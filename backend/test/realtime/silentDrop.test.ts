// A network that silently vanishes (no FIN, no RST: a dropped Wi-Fi, a sleeping laptop, a NAT forgetting the
// flow) is only noticed through Socket.IO's heartbeat. The browser e2e cannot show it, since Chromium's
// offline mode closes the WebSocket at once; here a TCP proxy between player 2 and the server stops
// forwarding while keeping both connections open, and both sides must notice within 5 s (SPEC: the
// reconnect hint and the opponent's Away within 5 s), which Socket.IO's default 25 s + 20 s cannot do.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useGameServer } from '../games/support/suite';
import { createGame, joinSocket, newIdentity } from '../games/support/players';

const ctx = useGameServer();
const BOUND_MS = 5_000;

interface BlackHoleProxy {
  url: string;
  /** From now on nothing is forwarded either way and nothing is closed: a black-holed network. */
  cut(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` (http://host:port) that forwards byte for byte until cut. */
async function startProxy(target: string): Promise<BlackHoleProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let cut = false;
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while tearing down is expected; an unhandled 'error' would fail the file.
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: net.Socket, to: net.Socket): void => {
    from.on('data', (chunk) => {
      if (!cut) to.write(chunk);
    });
    // Before the cut a close travels through as it would on a real network; after it, nothing does.
    from.on('end', () => {
      if (!cut) to.end();
    });
  };
  const server = net.createServer((client) => {
    track(client);
    if (cut) return; // a reconnect attempt into the black hole: accepted by nobody, answered never
    const upstream = net.connect(Number(port), hostname);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut: () => {
      cut = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Resolves with the time `start` took, or rejects once it has taken longer than `ms`. */
function within<T>(what: string, ms: number, start: Promise<T>): Promise<{ value: T; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms of the cut`)), ms);
    start.then(
      (value) => {
        clearTimeout(timer);
        resolve({ value, at: Date.now() });
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

describe('a silently dropped connection', () => {
  it('shows the opponent Away and tells the dropped client within 5 s, by heartbeat alone', async () => {
    const proxy = await startProxy(ctx.url);
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(proxy.url, gameId, 2, newIdentity());
    try {
      await p1.live.waitFor('GAME_STARTED');
      // The proxied connection really carries the game, and nobody is away yet.
      expect(await p2.live.emit('presence', { status: 'active' })).toMatchObject({ ok: true });
      expect(p1.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.status === 'away')).toEqual([]);

      // Measure the client's own detection, not a reconnect's: no second attempt through the black hole.
      p2.live.socket.io.reconnection(false);
      const clientDisconnect = new Promise<string>((resolve) => p2.live.socket.once('disconnect', resolve));

      proxy.cut();
      const cutAt = Date.now();
      const [away, dropped] = await Promise.all([
        within(
          'opponent Away',
          BOUND_MS,
          p1.live.waitFor(
            'PRESENCE_UPDATE',
            (e) => e.playerId === 2 && e.status === 'away',
            BOUND_MS + 1_000,
          ),
        ),
        within('client disconnect', BOUND_MS, clientDisconnect),
      ]);
      const awayMs = away.at - cutAt;
      const droppedMs = dropped.at - cutAt;
      console.log(
        `silent drop: opponent saw Away after ${awayMs} ms, client disconnected after ${droppedMs} ms`,
      );

      expect(away.value).toMatchObject({ gameId, playerId: 2, status: 'away' });
      expect(dropped.value).toBe('ping timeout');
      expect(awayMs).toBeLessThan(BOUND_MS);
      expect(droppedMs).toBeLessThan(BOUND_MS);
      const stored = await ctx.server.models.games.findOne({ gameId }).lean();
      expect(stored).toMatchObject({ player2Active: false, player2Status: 'Away' });
    } finally {
      p2.close();
      p1.close();
      await proxy.close();
    }
  });
});

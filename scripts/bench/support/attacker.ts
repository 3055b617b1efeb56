// The abusive client of the bystander bench (scripts/bench/bystander.ts), run as its own process so its CPU is
// not the bystander's: one address (X-Forwarded-For, loopback being the trusted proxy) running one attack until
// its deadline, then printing one JSON line of what it sent and how much of it the server refused.
//   node --import tsx scripts/bench/support/attacker.ts <attack> <url> <address> <ms>
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { isMain } from './cli';

export const ATTACKS = [
  'rest',
  'sse',
  'socket',
  'slowloris',
  'half-open-ws',
  'half-open-ws-proxied',
  'games',
  'push',
  'leagues',
  'reads',
] as const;
export type AttackName = (typeof ATTACKS)[number];

export interface AttackTally {
  /** Requests, connections or events the attacker sent. */
  sent: number;
  /** Answered with a refusal: 4xx/5xx, a connect_error, a connection the server closed or reset on it. */
  refused: number;
  /** Failed in the attacker itself (e.g. its own connect timed out). */
  failed: number;
}

interface Ctx {
  url: string;
  host: string;
  port: number;
  address: string;
  deadline: number;
  tally: AttackTally;
}

/**
 * The raw-TCP attacks' own loopback address: the bench's server trusts only 127.0.0.1 as its proxy, so this
 * one is an untrusted client connected directly, as a slowloris would be.
 */
export const DIRECT_PEER = '127.0.0.2';

const alive = (ctx: Ctx): boolean => Date.now() < ctx.deadline;
const tick = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function workers(n: number, ctx: Ctx, step: (i: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, async (_, w) => {
      for (let i = w; alive(ctx); i += n) await step(i);
    }),
  );
}

/** One HTTP request from the attacker's address; a 4xx/5xx answer counts as refused. */
async function request(ctx: Ctx, path: string, init: RequestInit = {}): Promise<Response | null> {
  ctx.tally.sent += 1;
  try {
    const res = await fetch(`${ctx.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ctx.address, ...init.headers },
      signal: AbortSignal.timeout(Math.max(1, ctx.deadline - Date.now())),
    });
    if (res.status >= 400) ctx.tally.refused += 1;
    return res;
  } catch {
    ctx.tally.refused += 1;
    return null;
  }
}

async function drain(res: Response | null): Promise<void> {
  await res?.arrayBuffer().catch(() => undefined);
}

async function createGame(ctx: Ctx): Promise<string | undefined> {
  const res = await request(ctx, '/api/games', { method: 'POST', body: JSON.stringify({}) });
  const body = (await res?.json().catch(() => null)) as { gameId?: string } | null;
  return body?.gameId;
}

/** Creates, reads (hits and misses) and bad bodies (broken JSON, too large, wrong shape), 64 in flight. */
async function restFlood(ctx: Ctx): Promise<void> {
  const own = await createGame(ctx);
  const big = JSON.stringify({ clientId: 'x'.repeat(512 * 1024) });
  await workers(64, ctx, async (i) => {
    switch (i % 6) {
      case 0:
        return drain(await request(ctx, '/api/games', { method: 'POST', body: '{}' }));
      case 1:
        return drain(await request(ctx, `/api/games/${own ?? 'ABCDEF'}`));
      case 2:
        return drain(await request(ctx, `/api/games/${randomUUID().slice(0, 6).toUpperCase()}`));
      case 3:
        return drain(await request(ctx, '/api/games', { method: 'POST', body: '{"clientId":' }));
      case 4:
        return drain(await request(ctx, '/api/games', { method: 'POST', body: big }));
      default:
        return drain(
          await request(ctx, '/api/leagues', { method: 'POST', body: JSON.stringify({ name: 7 }) }),
        );
    }
  });
}

/** Event streams held open, on its own game and on games that do not exist, as many as it is given. */
async function sseFlood(ctx: Ctx): Promise<void> {
  const own = await createGame(ctx);
  const held: Response[] = [];
  await workers(64, ctx, async (i) => {
    const gameId = i % 4 === 0 ? randomUUID().slice(0, 6).toUpperCase() : (own ?? 'ABCDEF');
    const res = await request(ctx, `/api/events?gameId=${gameId}`, {
      headers: { accept: 'text/event-stream' },
    });
    if (res?.status === 200) held.push(res);
    else await drain(res);
  });
  for (const res of held) await res.body?.cancel().catch(() => undefined);
}

function socketFrom(ctx: Ctx, auth: Record<string, unknown> = {}): Socket {
  return io(ctx.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    extraHeaders: { 'x-forwarded-for': ctx.address },
    auth,
  });
}

/** Many connections, each emitting as fast as it can, some frames over the size limit. */
async function socketFlood(ctx: Ctx): Promise<void> {
  const own = await createGame(ctx);
  const open = new Set<Socket>();
  const oversized = { letter: 'Q'.repeat(64 * 1024) };
  await workers(16, ctx, async (i) => {
    ctx.tally.sent += 1;
    const socket = socketFrom(ctx, { gameId: own, playerUUID: randomUUID(), clientId: `atk-${i}` });
    await new Promise<void>((resolve) => {
      socket.once('connect', () => {
        open.add(socket);
        // Spray until the server cuts it off: moves, junk events, and now and then a frame past the limit.
        const spray = setInterval(() => {
          if (!socket.connected || !alive(ctx)) return;
          for (let k = 0; k < 50; k++) {
            ctx.tally.sent += 1;
            if (k === 0 && i % 4 === 0) socket.emit('letter', oversized);
            else socket.emit(k % 2 ? 'letter' : 'presence', { letter: 'A', status: 'active' });
          }
        }, 5);
        socket.once('disconnect', () => {
          clearInterval(spray);
          open.delete(socket);
          ctx.tally.refused += 1;
        });
        resolve();
      });
      socket.once('connect_error', () => {
        ctx.tally.refused += 1;
        socket.close();
        resolve();
      });
    });
  });
  for (const socket of open) socket.close();
}

/** Raw TCP connections held as long as the server keeps them, refilled when it closes one. */
async function holdConnections(
  ctx: Ctx,
  target: number,
  open: (socket: net.Socket, i: number) => () => void,
  direct = true,
): Promise<void> {
  const sockets = new Set<net.Socket>();
  let n = 0;
  await workers(32, ctx, async () => {
    if (sockets.size >= target) {
      await tick(50);
      return;
    }
    const i = n++;
    ctx.tally.sent += 1;
    // Direct: a peer not behind the trusted proxy (a slowloris's headers never finish, so X-Forwarded-For is
    // never read). Otherwise through the proxy, which names the attacker in X-Forwarded-For.
    const socket = net.connect({
      host: ctx.host,
      port: ctx.port,
      ...(direct ? { localAddress: DIRECT_PEER } : {}),
    });
    sockets.add(socket);
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      let stop = (): void => undefined;
      socket.once('connect', () => {
        stop = open(socket, i);
        resolve();
      });
      // Reset at accept or closed later: either way the server let it go.
      socket.once('close', () => {
        stop();
        sockets.delete(socket);
        if (alive(ctx)) ctx.tally.refused += 1;
        resolve();
      });
    });
  });
  for (const socket of sockets) socket.destroy();
}

/** Headers trickled a line a second, and bodies a byte a second: 1,000 connections at a time. */
async function slowloris(ctx: Ctx): Promise<void> {
  await holdConnections(ctx, 1_000, (socket, i) => {
    const body = i % 2 === 1;
    socket.write(
      body
        ? `POST /api/games HTTP/1.1\r\nHost: ${ctx.host}\r\nX-Forwarded-For: ${ctx.address}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`
        : `GET /api/games/ABCDEF HTTP/1.1\r\nHost: ${ctx.host}\r\nX-Forwarded-For: ${ctx.address}\r\n`,
    );
    const trickle = setInterval(() => {
      socket.write(body ? ' ' : `X-Pad-${ctx.tally.sent}: a\r\n`);
    }, 1_000);
    return () => clearInterval(trickle);
  });
}

/** WebSocket upgrades that complete and then say nothing: no Socket.IO CONNECT, no pong, never read. */
async function halfOpenWebsockets(ctx: Ctx, direct = true): Promise<void> {
  await holdConnections(
    ctx,
    2_000,
    (socket) => {
      socket.write(
        [
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1',
          `Host: ${ctx.host}:${ctx.port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${Buffer.from(randomUUID().slice(0, 16)).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          `X-Forwarded-For: ${ctx.address}`,
          '',
          '',
        ].join('\r\n'),
      );
      // Never read past the first chunk: whatever the server sends later waits in the kernel.
      socket.once('data', () => socket.pause());
      return () => undefined;
    },
    direct,
  );
}

async function gamesFlood(ctx: Ctx): Promise<void> {
  await workers(32, ctx, async () =>
    drain(
      await request(ctx, '/api/games', {
        method: 'POST',
        body: JSON.stringify({ clientId: `atk-${randomUUID().slice(0, 12)}`, playerUUID: randomUUID() }),
      }),
    ),
  );
}

async function pushFlood(ctx: Ctx): Promise<void> {
  const key = Buffer.from(randomUUID()).toString('base64url');
  await workers(32, ctx, async () =>
    drain(
      await request(ctx, '/api/push/subscribe', {
        method: 'POST',
        body: JSON.stringify({
          playerUUID: randomUUID(),
          subscription: {
            endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
            keys: { p256dh: key, auth: key.slice(0, 22) },
          },
          reminder: { localTime: '08:00', timeZone: 'UTC' },
        }),
      }),
    ),
  );
}

async function leaguesFlood(ctx: Ctx): Promise<void> {
  await workers(32, ctx, async (i) =>
    drain(
      await request(ctx, '/api/leagues', {
        method: 'POST',
        body: JSON.stringify({ name: `Flood ${i}`, nickname: 'Flooder', playerUUID: randomUUID() }),
      }),
    ),
  );
}

/** Reads that name no game: a league page (with members), daily stats and high scores, a player's leagues. */
async function readsFlood(ctx: Ctx): Promise<void> {
  const owner = randomUUID();
  const created = await request(ctx, '/api/leagues', {
    method: 'POST',
    body: JSON.stringify({ name: 'Reads', nickname: 'Owner', playerUUID: owner }),
  });
  const { leagueId } = ((await created?.json().catch(() => null)) ?? {}) as { leagueId?: string };
  for (let i = 0; i < 20 && leagueId; i++)
    await drain(
      await request(ctx, `/api/leagues/${leagueId}/members`, {
        method: 'POST',
        body: JSON.stringify({ nickname: `Member ${i}`, playerUUID: randomUUID() }),
      }),
    );
  const today = new Date().toISOString().slice(0, 10);
  await workers(64, ctx, async (i) => {
    switch (i % 4) {
      case 0:
        return drain(await request(ctx, `/api/leagues/${leagueId ?? 'ABCDEFGH'}?playerUUID=${owner}`));
      case 1:
        return drain(
          await request(ctx, `/api/daily-challenge/stats?playerUUID=${randomUUID()}&date=${today}`),
        );
      case 2:
        return drain(
          await request(ctx, `/api/daily-challenge/today-high-score?timezone=UTC&playerUUID=${randomUUID()}`),
        );
      default:
        return drain(await request(ctx, `/api/leagues?playerUUID=${randomUUID()}`));
    }
  });
}

const RUN: Record<AttackName, (ctx: Ctx) => Promise<void>> = {
  reads: readsFlood,
  rest: restFlood,
  sse: sseFlood,
  socket: socketFlood,
  slowloris,
  'half-open-ws': (ctx) => halfOpenWebsockets(ctx, true),
  'half-open-ws-proxied': (ctx) => halfOpenWebsockets(ctx, false),
  games: gamesFlood,
  push: pushFlood,
  leagues: leaguesFlood,
};

async function main(): Promise<void> {
  const [name, url, address, ms] = process.argv.slice(2);
  if (!name || !(ATTACKS as readonly string[]).includes(name) || !url || !address || !ms)
    throw new Error('usage: attacker.ts <attack> <url> <address> <ms>');
  const { hostname, port } = new URL(url);
  const tally: AttackTally = { sent: 0, refused: 0, failed: 0 };
  const ctx: Ctx = {
    url,
    host: hostname,
    port: Number(port),
    address,
    deadline: Date.now() + Number(ms),
    tally,
  };
  await RUN[name as AttackName](ctx);
  process.stdout.write(`${JSON.stringify(tally)}\n`);
  process.exit(0);
}

if (isMain(import.meta.url))
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });

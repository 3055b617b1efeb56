// npm run bench:watchers: what 1,000 watchers on a game cost its players. Plays the same seeded friend
// games over Socket.IO with no watchers, then with 1,000 watcher sockets on each game, timing every move
// from emit to acknowledgement, and prints `watchers: 1000 p99 A ms vs 0 p99 B ms (ratio R)` (target ≤ 2x).
// Options: --watchers N (default 1000), --games N (default 6). Run under `flock /tmp/bench.lock`.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { TOTAL_ROUNDS, chooserForRound } from '@gridable/common';
import { startServerProcess } from './support/serverProcess';
import { fixed, summarize } from './support/stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number.`);
  return value;
}

let nextAddress = 1;
/** Each simulated browser speaks from its own address (the server trusts loopback as a proxy). */
function address(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function connect(url: string, auth?: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address() },
    ...(auth ? { auth } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function emit(socket: Socket, event: string, payload: unknown): Promise<{ ok: boolean; error?: string }> {
  return socket.timeout(30_000).emitWithAck(event, payload) as Promise<{ ok: boolean; error?: string }>;
}

async function newGame(url: string): Promise<{ gameId: string; players: Socket[] }> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: '{}',
  });
  const { gameId } = (await res.json()) as { gameId: string };
  const players: Socket[] = [];
  for (const seat of [1, 2]) {
    const socket = await connect(url);
    const ack = await emit(socket, 'join', {
      gameId,
      playerUUID: randomUUID(),
      clientId: `bench-${randomUUID()}`,
      playerId: seat,
    });
    if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
    players.push(socket);
  }
  return { gameId, players };
}

/** Plays a whole game, timing each move's round trip. */
async function playGame(players: Socket[], seed: number, samples: number[]): Promise<void> {
  const timed = async (socket: Socket, event: string, payload: unknown) => {
    const start = performance.now();
    const ack = await emit(socket, event, payload);
    samples.push(performance.now() - start);
    if (!ack.ok) throw new Error(`${event} refused: ${ack.error}`);
  };
  const letters = 'EARTSONLIDCUMPBHGEATSNORILEDACST';
  for (let round = 1; round <= TOTAL_ROUNDS; round++) {
    const chooser = players[chooserForRound(round) - 1];
    if (!chooser) throw new Error('missing player');
    await timed(chooser, 'letter', { letter: letters[(round + seed) % letters.length] });
    if (round === TOTAL_ROUNDS) break;
    await Promise.all(
      players.map((socket, i) => timed(socket, 'placement', { cellIndex: i === 0 ? round - 1 : 16 - round })),
    );
  }
}

async function run(url: string, games: number, watcherCount: number): Promise<number[]> {
  const samples: number[] = [];
  const watchers: Socket[] = [];
  for (let g = 0; g < games; g++) {
    const { gameId, players } = await newGame(url);
    // Watchers connect a few at a time, as a link shared in a big group chat brings them.
    while (watchers.length < watcherCount) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, watcherCount - watchers.length) }, () => connect(url)),
      );
      watchers.push(...batch);
    }
    const acks = await Promise.all(watchers.map((socket) => emit(socket, 'watch', { gameId })));
    const refused = acks.filter((ack) => !ack.ok);
    if (refused.length > 0) throw new Error(`${refused.length} watchers refused: ${refused[0]?.error}`);
    await playGame(players, g, samples);
    players.forEach((socket) => socket.close());
    // Each watcher leaves this game's room by watching the next; a fresh socket per game would measure connects.
    for (const socket of watchers) socket.emit('watch', { gameId: 'ZZZZZ' }, () => undefined);
  }
  watchers.forEach((socket) => socket.close());
  return samples;
}

async function main(): Promise<void> {
  const watcherCount = option('watchers', 1000);
  const games = option('games', 6);
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: 'loopback', CLIENT_CONNECTION_LIMIT: '100000' },
    fileLimit: 8192,
  });
  try {
    // One warm-up game, so neither side pays for the JIT.
    await run(server.url, 1, 0);
    const without = summarize(await run(server.url, games, 0));
    const withWatchers = summarize(await run(server.url, games, watcherCount));
    console.log(
      `watchers: ${watcherCount} p99 ${fixed(withWatchers.p99, 1)} ms vs 0 p99 ${fixed(without.p99, 1)} ms ` +
        `(ratio ${fixed(withWatchers.p99 / without.p99, 2)})`,
    );
  } finally {
    await server.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

// npm run bench:watchers: what 1,000 watchers on a game cost its players. Plays the same seeded friend
// games over Socket.IO with no watchers, then with 1,000 watcher sockets on each game (held by a child
// process, as phones elsewhere would be), timing every move from emit to acknowledgement, and prints `watchers: 1000 p99 A ms vs 0 p99 B ms (ratio R)` (target ≤ 2x).
// Options: --watchers N (default 1000), --games N (default 6). Run under `flock /tmp/bench.lock`.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { TOTAL_ROUNDS, chooserForRound } from '@gridable/common';
import { startServerProcess } from './support/serverProcess';
import { fixed, summarize } from './support/stats';
import { watcherCrowdInChildProcess, type WatcherCrowd } from './support/watcherProcess';

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

interface Run {
  samples: number[];
  /** WATCH_STATEs one watcher heard per game, on average (0 without watchers). */
  updatesPerGame: number;
  /** Watcher-games that ended without the final state (a watcher let go mid-game under load). */
  missedFinals: number;
  /** Watchers the server let go over the run (each replaced before the next game). */
  dropped: number;
}

async function run(url: string, games: number, watcherCount: number, crowd?: WatcherCrowd): Promise<Run> {
  const samples: number[] = [];
  let updates = 0;
  let missedFinals = 0;
  let dropped = 0;
  for (let g = 0; g < games; g++) {
    const { gameId, players } = await newGame(url);
    if (crowd && watcherCount > 0) await crowd.watch(url, gameId, watcherCount);
    await playGame(players, g, samples);
    if (crowd && watcherCount > 0) {
      const heard = await crowd.heard();
      missedFinals += Math.max(0, heard.watching - heard.finals);
      dropped = heard.dropped;
      updates += heard.updates / heard.watching;
    }
    players.forEach((socket) => socket.close());
  }
  return { samples, updatesPerGame: games > 0 ? updates / games : 0, missedFinals, dropped };
}

async function main(): Promise<void> {
  const watcherCount = option('watchers', 1000);
  const games = option('games', 6);
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: 'loopback', CLIENT_CONNECTION_LIMIT: '100000' },
    fileLimit: 8192,
  });
  // The watchers live in a process of their own, so their decoding is not charged to the players' timings.
  const crowd = watcherCrowdInChildProcess();
  try {
    // One warm-up game, so neither side pays for the JIT.
    await run(server.url, 1, 0);
    const without = summarize((await run(server.url, games, 0)).samples);
    const watched = await run(server.url, games, watcherCount, crowd);
    const withWatchers = summarize(watched.samples);
    console.error(
      `each watcher heard ${fixed(watched.updatesPerGame, 1)} updates a game ` +
        `(${watched.missedFinals} missed a final, ${watched.dropped} let go); ` +
        `moves: ${without.count} without, ${withWatchers.count} with; ` +
        `p50 ${fixed(withWatchers.p50, 1)} vs ${fixed(without.p50, 1)} ms`,
    );
    console.log(
      `watchers: ${watcherCount} p99 ${fixed(withWatchers.p99, 1)} ms vs 0 p99 ${fixed(without.p99, 1)} ms ` +
        `(ratio ${fixed(withWatchers.p99 / without.p99, 2)})`,
    );
  } finally {
    await crowd.stop();
    await server.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

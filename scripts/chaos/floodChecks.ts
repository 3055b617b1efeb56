// Abuse by connections: one address opening thousands, replays that would scan the event log, one game
// buried under listeners; each timed against /healthz and a seated game's moves.
import { startServerProcess, type ServerProcess } from '../bench/support/serverProcess';
import { floodInChildProcess } from './floodProcess';
import { describeStatuses, openStreams } from './streamFlood';
import { freshIp, ms, p, playRestGame, request, watchHealth, type CheckResult } from './support';

/** Seated games played over REST while something else happens; returns every move's latency. */
function seatedPlay(
  url: string,
  untilStopped: () => boolean,
): Promise<{ moveMs: number[]; serverErrors: number }> {
  return (async () => {
    const moveMs: number[] = [];
    let serverErrors = 0;
    for (let seed = 1; !untilStopped(); seed++) {
      const game = await playRestGame(url, seed, untilStopped);
      moveMs.push(...game.moveMs);
      serverErrors += game.serverErrors;
    }
    return { moveMs, serverErrors };
  })();
}

async function withServer<T>(
  env: Record<string, string>,
  run: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: 'loopback', ...env },
    fileLimit: 20_000,
  });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** The flooding client's own address: it connects directly, not through the chaos servers' proxy hop. */
const FLOOD_ADDRESS = '127.0.0.2';

/**
 * 20,000 connections from one address while a seated game plays and /healthz is timed. The flood runs in
 * a process of its own (the attacker's machine), so this process measures the server, not its own load.
 */
export function oneAddressFlood(): Promise<CheckResult> {
  // Only 127.0.0.1 is the proxy hop here (the players' X-Forwarded-For); the flood is a direct client.
  return withServer({ TRUST_PROXY: '127.0.0.1' }, async (server) => {
    const target = await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
    const gameId = (target.body as { gameId: string }).gameId;
    let done = false;
    const health = watchHealth(server.url, 50);
    const play = seatedPlay(server.url, () => done);
    const flood = floodInChildProcess({
      url: server.url,
      total: 20_000,
      concurrency: 200,
      localAddress: FLOOD_ADDRESS,
      paths: [`/api/events?gameId=${gameId}`],
    });
    const report = await flood.finished.finally(() => (done = true));
    const { moveMs, serverErrors } = await play;
    const healthMs = health.stop();
    await flood.stop();
    const healthP99 = p(healthMs, 99);
    const moveP99 = p(moveMs, 99);
    return {
      name: 'one-address-flood',
      pass: report.held <= 20 && healthP99 < 100 && moveP99 < 50 && serverErrors === 0,
      figures: `20000 connections in ${report.seconds.toFixed(1)} s (flood process ${report.cpuSeconds.toFixed(1)} s CPU), held ${report.held} (${describeStatuses(report.statuses)}; 0 = reset at accept); /healthz p99 ${ms(healthP99)} max ${ms(Math.max(...healthMs))} n=${healthMs.length} (target < 100ms); seated moves n=${moveMs.length} p50 ${ms(p(moveMs, 50))} p99 ${ms(moveP99)} (target < 50ms), 5xx ${serverErrors}`,
    };
  });
}

/** Replay requests a second: 10,000 in the 20 s, from ~10,000 addresses. */
const REPLAY_FLOOD_RATE = 500;

/** A 20-second flood of SSE replays from event 1 on played games, from many addresses: the database stays usable. */
export function replayFlood(): Promise<CheckResult> {
  return withServer({}, async (server) => {
    const played = await Promise.all(Array.from({ length: 10 }, (_, i) => playRestGame(server.url, 100 + i)));
    let done = false;
    const health = watchHealth(server.url, 100);
    const play = seatedPlay(server.url, () => done);
    // Many clients at once (distinct addresses, 100 to a game), each asking for the whole log again and
    // leaving at once, as an attacker's tool would: a replay stops when its client leaves.
    const flood = floodInChildProcess({
      url: server.url,
      paths: played.map((game) => `/api/events?gameId=${game.gameId}&lastEventId=1`),
      perPath: 100,
      total: Number.MAX_SAFE_INTEGER,
      durationMs: 20_000,
      concurrency: 50,
      ratePerSecond: REPLAY_FLOOD_RATE,
      dropAccepted: true,
      forwardedPrefix: '10.9.',
    });
    const report = await flood.finished.finally(() => (done = true));
    await flood.stop();
    const { moveMs, serverErrors } = await play;
    const healthMs = health.stop();
    const after = await request(`${server.url}/readyz`);
    const moveP99 = p(moveMs, 99);
    const healthP99 = p(healthMs, 99);
    const requests = [...report.statuses.values()].reduce((a, b) => a + b, 0);
    return {
      name: 'replay-flood',
      pass: after.status === 200 && healthP99 < 100 && moveP99 < 250 && serverErrors === 0,
      figures: `${requests} replay requests in ${report.seconds.toFixed(0)} s at most ${REPLAY_FLOOD_RATE}/s (${describeStatuses(report.statuses)}; flood process ${report.cpuSeconds.toFixed(1)} s CPU); /healthz p50 ${ms(p(healthMs, 50))} p99 ${ms(healthP99)} max ${ms(Math.max(...healthMs))} n=${healthMs.length}; moves during it n=${moveMs.length} p50 ${ms(p(moveMs, 50))} p99 ${ms(moveP99)}; /readyz after ${after.status}`,
    };
  });
}

/** 4,000 listeners from many addresses on one game: the game keeps its pace. */
export function listenerFlood(): Promise<CheckResult> {
  return withServer({}, async (server) => {
    const target = await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
    const gameId = (target.body as { gameId: string }).gameId;
    const flood = await openStreams({
      url: server.url,
      total: 4_000,
      concurrency: 100,
      ip: (i) => `10.8.${(i >> 8) & 255}.${i & 255}`,
      path: `/api/events?gameId=${gameId}`,
    });
    const game = await playRestGame(server.url, 7, () => false, gameId);
    flood.accepted.forEach((req) => req.destroy());
    const moveP50 = p(game.moveMs, 50);
    return {
      name: 'listener-flood',
      pass: flood.accepted.length <= 16 && moveP50 < 50 && game.serverErrors === 0,
      figures: `4000 listeners on one game, held ${flood.accepted.length} (${describeStatuses(flood.statuses)}); a game's moves p50 ${ms(moveP50)} p99 ${ms(p(game.moveMs, 99))}`,
    };
  });
}

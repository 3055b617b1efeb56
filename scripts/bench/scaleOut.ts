// Scale-out: three app nodes over one Redis and one database, games spread over them as a load balancer would
// (each player on any node), and how much of each node's CPU goes to games with no viewer on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAll, startEmbeddedDb, startRedis } from '../../backend/test/support/processes';
import { isMain, numberList, runAsMain, type PartOptions, type PartReport } from './support/cli';
import { runLiveGames } from './support/liveGames';
import { watchProcess, type ProcUsage } from './support/procStats';
import { BENCH_METRICS_TOKEN } from './support/serverMetrics';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { fixed } from './support/stats';
import { gridableTarget } from './support/targets/gridable';
import type { LiveTarget } from './support/targets/seatLink';

const NODES = 3;
const TARGET_SHARE = 0.1;

async function counter(url: string, name: string): Promise<number> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

interface BusReading {
  received: number;
  foreign: number;
  foreignSeconds: number;
}

async function busReading(node: ServerProcess): Promise<BusReading> {
  return {
    received: await counter(node.url, 'gridable_bus_events_received_total'),
    foreign: await counter(node.url, 'gridable_bus_foreign_events_total'),
    foreignSeconds: await counter(node.url, 'gridable_bus_foreign_seconds_total'),
  };
}

/** Every game and every seat lands on a node at random, as sticky sessions spread players. */
function spread(nodes: ServerProcess[]): LiveTarget {
  const targets = nodes.map((node) => gridableTarget(node.url, { likeTheApp: true }));
  const any = (): LiveTarget => targets[Math.floor(Math.random() * targets.length)] as LiveTarget;
  return {
    createGame: (ip) => any().createGame(ip),
    connectSeat: (gameId, seat) => any().connectSeat(gameId, seat),
  };
}

export async function runScaleOut({ quick }: PartOptions = { quick: false }): Promise<PartReport> {
  const [games = 300] = numberList('--games', [quick ? 30 : 300]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gridable-scaleout-'));
  const nodes: ServerProcess[] = [];
  try {
    const redis = await startRedis();
    const db = await startEmbeddedDb(dataDir);
    for (let i = 0; i < NODES; i++) {
      nodes.push(
        await startServerProcess('gridable', {
          env: {
            MONGODB_URI: db.uri,
            REDIS_URL: redis.url,
            TRUST_PROXY: 'loopback',
            METRICS_TOKEN: BENCH_METRICS_TOKEN,
          },
          fileLimit: 20_000,
        }),
      );
    }
    const before = await Promise.all(nodes.map(busReading));
    let watches: { stop(): ProcUsage }[] = [];
    let usages: ProcUsage[] = [];
    const run = await runLiveGames({
      target: spread(nodes),
      games,
      verify: true,
      onPlayStart: () => (watches = nodes.map((node) => watchProcess(node.pid))),
      onPlayEnd: () => (usages = watches.map((w) => w.stop())),
    });
    const after = await Promise.all(nodes.map(busReading));
    const rows: (string | number)[][] = [];
    const shares: number[] = [];
    nodes.forEach((node, i) => {
      const usage = usages[i] as ProcUsage;
      const b = before[i] as BusReading;
      const a = after[i] as BusReading;
      const cpuSeconds = (usage.cpuPercent / 100) * run.playSeconds;
      const share = (a.foreignSeconds - b.foreignSeconds) / cpuSeconds;
      shares.push(share);
      rows.push([
        `node ${i + 1}`,
        fixed(usage.cpuPercent, 0),
        a.received - b.received,
        a.foreign - b.foreign,
        fixed((a.foreignSeconds - b.foreignSeconds) * 1000, 1),
        share.toFixed(4),
      ]);
    });
    const worst = Math.max(...shares);
    const totalHeard = after.reduce((sum, a, i) => sum + a.received - (before[i] as BusReading).received, 0);
    return {
      tables: [
        {
          title: `Scale-out: ${NODES} nodes, one Redis, ${games} games (each player on a random node)`,
          columns: [
            'node',
            'CPU %',
            'events heard',
            'of games with no viewer here',
            'ms on those',
            'foreign CPU share',
          ],
          rows,
          notes: [
            `${run.completed}/${run.games} games completed and checked, ${run.errors} errors; placement p99 ${fixed(run.placement.p99, 2)} ms.`,
            `Events heard by all nodes together: ${totalHeard}. Each game publishes on its own channel and a node subscribes only while it has a viewer of the game, so a node hears a game's events once per node its players are on (1 or 2 of 3), never all 3.`,
            `Target: foreign CPU share ≤ ${TARGET_SHARE} on every node → worst ${worst.toFixed(4)}, ${worst <= TARGET_SHARE ? 'met' : 'MISSED'}.`,
          ],
        },
      ],
      failures:
        run.errors > 0 ? [`scale-out run had ${run.errors} errors: ${run.errorSamples[0] ?? ''}`] : [],
      lines: [`scaleout nodes=${NODES} games=${games} foreign_cpu_share=${worst.toFixed(4)}`],
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) runAsMain(runScaleOut);

// Part 2: how many idle connected players one server process holds, and the resident memory each one costs.
import { execFileSync } from 'node:child_process';
import type { Socket } from 'socket.io-client';
import {
  clientIp,
  inPool,
  isMain,
  numberList,
  runAsMain,
  type PartOptions,
  type PartReport,
} from './support/cli';
import type { ServerKind } from './support/bundle';
import { connectSeat } from './support/targets/gridable';
import { rssMiB, watchProcess } from './support/procStats';
import { startServerProcess } from './support/serverProcess';
import { fixed, ratio } from './support/stats';

export const CONNECTION_LEVELS = [5_000, 10_000, 15_000];
export const QUICK_CONNECTION_LEVELS = [500, 1_000];
const TARGET_SOCKETS = 10_000;
const TARGET_RSS_MIB = 1024;
const SETTLE_MS = 3_000;

interface Level {
  sockets: number;
  rssMiB: number;
  perSocketKiB: number;
  idleCpuPercent: number;
  failures: number;
  seconds: number;
}

/** The open-file limit this process (and so each child) starts with. */
function fileLimit(): { soft: number; hard: number } {
  const read = (flag: string): number =>
    Number(
      execFileSync('sh', ['-c', `ulimit ${flag}`])
        .toString()
        .trim(),
    ) || 1024;
  return { soft: read('-n'), hard: read('-Hn') };
}

async function createGame(url: string, ip: string): Promise<string> {
  const res = await fetch(`${url}/api/games`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
  const body = (await res.json()) as { gameId?: string };
  if (!body.gameId) throw new Error(`create failed: ${res.status}`);
  return body.gameId;
}

async function measureKind(kind: ServerKind, levels: number[], limit: number): Promise<Level[]> {
  const server = await startServerProcess(kind, { env: { TRUST_PROXY: 'loopback' }, fileLimit: limit });
  const sockets: Socket[] = [];
  const out: Level[] = [];
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const base = rssMiB(server.pid);
    let failures = 0;
    for (const level of levels) {
      const started = performance.now();
      const pairs = Math.ceil((level - sockets.length) / 2);
      const offset = sockets.length;
      await inPool(
        Array.from({ length: pairs }, (_, i) => i),
        100,
        async (i) => {
          try {
            const gameId = await createGame(server.url, clientIp(offset + i + 1));
            sockets.push(await connectSeat(server.url, gameId, 1, { timeoutMs: 60_000 }));
            sockets.push(await connectSeat(server.url, gameId, 2, { timeoutMs: 60_000 }));
          } catch {
            failures += 1;
          }
        },
      );
      const seconds = (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      // Idle means idle: only Socket.IO's heartbeats run while the CPU is sampled.
      const watch = watchProcess(server.pid);
      await new Promise((r) => setTimeout(r, 5_000));
      const usage = watch.stop();
      const connected = sockets.filter((s) => s.connected).length;
      out.push({
        sockets: connected,
        rssMiB: usage.rssEndMiB,
        perSocketKiB: ((usage.rssEndMiB - base) * 1024) / Math.max(1, connected),
        idleCpuPercent: usage.cpuPercent,
        failures,
        seconds,
      });
      console.log(
        `connections ${kind}: ${connected} sockets, RSS ${fixed(usage.rssEndMiB, 0)} MiB (base ${fixed(base, 0)}), ${failures} failures`,
      );
      if (failures > 0 || connected < level * 0.99) break;
    }
    out.unshift({
      sockets: 0,
      rssMiB: base,
      perSocketKiB: Number.NaN,
      idleCpuPercent: Number.NaN,
      failures: 0,
      seconds: 0,
    });
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop(15_000);
  }
  return out;
}

export async function runConnections({ quick }: PartOptions): Promise<PartReport> {
  const wanted = numberList('--connections', quick ? QUICK_CONNECTION_LEVELS : CONNECTION_LEVELS);
  const limit = fileLimit();
  // The generator holds one descriptor per socket too; leave room for everything else it has open.
  const ceiling = limit.soft - 500;
  const levels = wanted.filter((l) => l <= ceiling);
  const notes: string[] = [
    `Open-file limit: soft ${limit.soft}, hard ${limit.hard}; the server is started under \`ulimit -n ${limit.hard}\`.`,
  ];
  if (levels.length < wanted.length)
    notes.push(
      `Levels above ${ceiling} sockets were skipped: the generator's own open-file limit is ${limit.soft} (raise it with \`ulimit -n\` before running).`,
    );

  const relay = await measureKind('relay', levels, limit.hard);
  const real = await measureKind('gridable', levels, limit.hard);
  const rows: (string | number)[][] = [];
  for (let i = 0; i < Math.max(relay.length, real.length); i++) {
    const r = relay[i];
    const g = real[i];
    rows.push([
      g?.sockets ?? r?.sockets ?? '',
      r ? fixed(r.rssMiB, 0) : '',
      g ? fixed(g.rssMiB, 0) : '',
      r ? fixed(r.perSocketKiB, 1) : '',
      g ? fixed(g.perSocketKiB, 1) : '',
      r && g ? ratio(g.perSocketKiB, r.perSocketKiB) : '',
      g ? fixed(g.idleCpuPercent, 1) : '',
      g ? `${fixed(g.seconds, 1)} s` : '',
      g?.failures ?? '',
    ]);
  }
  const at = real.find((l) => l.sockets >= TARGET_SOCKETS);
  notes.push(
    at
      ? `Target: ${TARGET_SOCKETS} sockets under ${TARGET_RSS_MIB} MiB → ${at.sockets} sockets in ${fixed(at.rssMiB, 0)} MiB: ${at.rssMiB < TARGET_RSS_MIB ? 'met' : `MISSED by ${fixed(at.rssMiB - TARGET_RSS_MIB, 0)} MiB`}.`
      : `Target: ${TARGET_SOCKETS} sockets under ${TARGET_RSS_MIB} MiB → not reached in this run (${real.at(-1)?.sockets ?? 0} sockets held).`,
  );
  return {
    tables: [
      {
        title: 'Connections: idle seated players held by one process',
        columns: [
          'sockets',
          'relay RSS MiB',
          'Gridable RSS MiB',
          'relay KiB/socket',
          'Gridable KiB/socket',
          'ratio',
          'Gridable idle CPU %',
          'time to seat',
          'failures',
        ],
        rows,
        notes: [
          'Every socket is a player seated in a friend game (two per game, joined through the handshake, each answered with STATE_SYNC), then left idle; KiB/socket is (RSS − RSS before any connection) / sockets. For Gridable that includes the game documents, which the embedded database keeps in the same process.',
          ...notes,
        ],
      },
    ],
    failures: [],
  };
}

if (isMain(import.meta.url)) runAsMain(runConnections);

// One measured live-play run: start a server under test, play N games against it, and read its CPU, RSS and loop lag.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_DIR, type ServerKind } from './bundle';
import { runLiveGames, type LiveRunResult } from './liveGames';
import { watchProcess, type ProcUsage } from './procStats';
import { BENCH_METRICS_TOKEN, scrapeLoopLag, type LoopLag } from './serverMetrics';
import { startServerProcess } from './serverProcess';
import { boardgameioTarget } from './targets/boardgameio';
import { colyseusTarget } from './targets/colyseus';
import { gridableTarget } from './targets/gridable';
import type { LiveTarget } from './targets/seatLink';

/** Gridable's storage in a run: the default in-memory database (as the peers keep state) or a journal on disk. */
export type Storage = 'memory' | 'durable';

export interface Measured {
  kind: ServerKind;
  storage: Storage;
  games: number;
  run: LiveRunResult;
  usage: ProcUsage;
  loop: LoopLag;
}

function targetFor(kind: ServerKind, url: string): LiveTarget {
  if (kind === 'boardgame.io') return boardgameioTarget(url);
  if (kind === 'colyseus') return colyseusTarget(url);
  // The relay speaks Gridable's protocol; both are played as the web app plays.
  return gridableTarget(url, { likeTheApp: true });
}

export async function measure(
  kind: ServerKind,
  games: number,
  cpuProfile: boolean,
  storage: Storage = 'memory',
): Promise<Measured> {
  const profileDir = path.join(CACHE_DIR, 'profiles');
  if (cpuProfile) mkdirSync(profileDir, { recursive: true });
  const dataDir = storage === 'durable' ? mkdtempSync(path.join(tmpdir(), 'gridable-live-')) : ':memory:';
  const server = await startServerProcess(kind, {
    // Benchmarks create thousands of games from one address: loopback is a trusted proxy so each has its own.
    env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: BENCH_METRICS_TOKEN, DATA_DIR: dataDir },
    nodeArgs: cpuProfile && kind === 'gridable' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    fileLimit: 20_000,
  });
  let watch: { stop(): ProcUsage } | undefined;
  let usage: ProcUsage | undefined;
  try {
    const run = await runLiveGames({
      target: targetFor(kind, server.url),
      games,
      // The relay has no rules; every other server's final grids must be the plan's.
      verify: kind !== 'relay',
      onPlayStart: () => {
        watch = watchProcess(server.pid);
        // A scrape resets the server's loop-delay histogram, so the next one covers the play phase only.
        if (kind === 'gridable') void scrapeLoopLag(server.url);
      },
      onPlayEnd: () => (usage = watch?.stop()),
    });
    if (!usage) throw new Error('the play phase never ran');
    const loop =
      kind === 'gridable' ? await scrapeLoopLag(server.url) : { p99Ms: Number.NaN, maxMs: Number.NaN };
    return { kind, storage, games, run, usage, loop };
  } finally {
    await server.stop(cpuProfile ? 30_000 : 5_000);
    if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
    if (cpuProfile && kind === 'gridable') console.log(`cpu profile written under ${profileDir}`);
  }
}

/** Server CPU (% of a core) spent per move a second: the cost of one move, whatever the pace. */
export function cpuPerMove(m: Measured): number {
  return m.run.movesPerSecond > 0 ? m.usage.cpuPercent / m.run.movesPerSecond : Number.NaN;
}

// Part 1: live play latency and capacity, N concurrent friend games against the real server and a bare Socket.IO relay.
import {
  hasFlag,
  isMain,
  numberList,
  optionValue,
  runAsMain,
  type PartOptions,
  type PartReport,
} from './support/cli';
import { cpuPerMove, measure, type Measured } from './support/measureLive';
import { runVsPeers } from './vsPeers';
import { fixed, median } from './support/stats';
import type { Table } from './support/table';

export const LIVE_LEVELS = [100, 500, 1000, 2000];
export const QUICK_LIVE_LEVELS = [20, 100];
const TARGET_P99_MS = 10;
const TARGET_GAMES = 1000;
const TARGET_RELAY_RATIO = 2;

function row(m: Measured): (string | number)[] {
  const { run, usage } = m;
  return [
    m.games,
    m.kind === 'gridable' ? `gridable (${m.storage})` : m.kind,
    fixed(run.placement.p50, 2),
    fixed(run.placement.p95, 2),
    fixed(run.placement.p99, 2),
    fixed(run.letter.p99, 2),
    fixed(run.movesPerSecond, 0),
    `${run.completed}/${run.games}`,
    run.errors,
    fixed(usage.cpuPercent, 0),
    fixed(usage.rssPeakMiB, 0),
    kindLag(m),
    fixed(run.generatorLagP99Ms, 1),
    fixed(run.setupSeconds, 1),
  ];
}

function kindLag(m: Measured): string {
  return Number.isFinite(m.loop.p99Ms) ? `${fixed(m.loop.p99Ms, 0)} / ${fixed(m.loop.maxMs, 0)}` : 'n/a';
}

export async function runLivePlay({ quick }: PartOptions): Promise<PartReport> {
  if (hasFlag('--peers')) return runVsPeers({ quick });
  const levels = numberList('--games', quick ? QUICK_LIVE_LEVELS : LIVE_LEVELS);
  const cpuProfile = hasFlag('--cpu-prof');
  const rows: (string | number)[][] = [];
  const ratios: (string | number)[][] = [];
  const notes: string[] = [];
  const lines: string[] = [];
  // Runs of unchanged code differ a lot on a shared 2-core machine: --repeat N plays N relay/server pairs per
  // size and reports the median of the pairs' ratios (each pair back to back, so both see the same noise).
  const repeat = Math.max(1, Number(optionValue('--repeat') ?? 1) || 1);
  for (const games of levels) {
    const pairs: { relay: Measured; real: Measured }[] = [];
    for (let run = 1; run <= repeat; run++) {
      const relay = await measure('relay', games, false);
      console.log(
        `live ${games} relay: p99 ${fixed(relay.run.placement.p99, 2)} ms, ${relay.run.errors} errors`,
      );
      const real = await measure('gridable', games, cpuProfile);
      console.log(
        `live ${games} gridable: p99 ${fixed(real.run.placement.p99, 2)} ms, ${real.run.errors} errors`,
      );
      rows.push(row(relay), row(real));
      pairs.push({ relay, real });
    }
    const of = (pick: (pair: { relay: Measured; real: Measured }) => number): number =>
      median(pairs.map(pick).filter(Number.isFinite));
    const p50 = of(({ real, relay }) => real.run.placement.p50 / relay.run.placement.p50);
    const p99 = of(({ real, relay }) => real.run.placement.p99 / relay.run.placement.p99);
    const cpu = of(({ real, relay }) => real.usage.cpuPercent / relay.usage.cpuPercent);
    const rss = of(({ real, relay }) => real.usage.rssPeakMiB / relay.usage.rssPeakMiB);
    const perMove = of(({ real, relay }) => cpuPerMove(real) / cpuPerMove(relay));
    const times = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : 'n/a');
    ratios.push([games, times(p50), times(p99), times(cpu), times(rss), times(perMove), pairs.length]);
    const bare = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');
    lines.push(`ratio games=${games} p50=${bare(p50)} p99=${bare(p99)} cpu=${bare(cpu)} rss=${bare(rss)}`);
    if (repeat > 1) {
      const each = pairs.map(({ real, relay }) =>
        (real.run.placement.p99 / relay.run.placement.p99).toFixed(2),
      );
      console.log(`live ${games}: p99 ratio of each pair ${each.join(', ')}`);
    }
    for (const { relay, real } of pairs) {
      for (const m of [relay, real]) {
        if (m.run.errorSamples.length)
          notes.push(
            `${m.kind} at ${games} games, first errors: ${m.run.errorSamples.slice(0, 3).join('; ')}`,
          );
      }
    }
    const { relay, real } = pairs[pairs.length - 1] as { relay: Measured; real: Measured };
    if (games === TARGET_GAMES) {
      const realP99 = real.run.placement.p99;
      const vsRelay = realP99 / relay.run.placement.p99;
      notes.push(
        `Target at ${TARGET_GAMES} games: p99 < ${TARGET_P99_MS} ms → ${fixed(realP99, 2)} ms, ${realP99 < TARGET_P99_MS ? 'met' : `MISSED by ${fixed(realP99 - TARGET_P99_MS, 2)} ms`}; ` +
          `zero errors → ${real.run.errors}, ${real.run.errors === 0 ? 'met' : 'MISSED'}; ` +
          `≤ ${TARGET_RELAY_RATIO}x relay p99 → ${fixed(vsRelay, 2)}x, ${vsRelay <= TARGET_RELAY_RATIO ? 'met' : 'MISSED'}.`,
      );
    }
  }
  const tables: Table[] = [
    {
      title: 'Live play: placement → opponent event (ms), one move per player per second',
      columns: [
        'games',
        'server',
        'p50',
        'p95',
        'p99',
        'letter p99',
        'moves/s',
        'completed',
        'errors',
        'server CPU %',
        'server RSS MiB',
        'server loop lag p99/max',
        'generator lag p99',
        'setup s',
      ],
      rows,
      notes: [
        'Latency: from the moment a player emits `placement` to the moment the opponent’s socket receives PLAYER_PLACED_LETTER (both in the generator process, same clock). "letter p99": `letter` to the opponent\'s LETTER_SELECTED.',
        'Server CPU is % of one core averaged over the play phase (utime+stime from /proc); RSS is the peak during play; "server loop lag" is the server’s own event-loop delay over the play phase, from its /metrics (the relay has none). The generator (socket.io-client, one process) shares the 2 cores; "generator lag p99" is its own event-loop delay, which inflates every latency it measures.',
        'Every game is played to GAME_COMPLETE; against the real server each final grid is checked against the plan (a mismatch counts as an error).',
        ...notes,
      ],
    },
    {
      title: 'Live play: Gridable / bare relay ratios',
      columns: ['games', 'p50 ratio', 'p99 ratio', 'CPU ratio', 'RSS ratio', 'CPU per move ratio', 'pairs'],
      rows: ratios,
      notes: [
        'CPU per move: server CPU divided by moves per second. It equals the CPU ratio when both servers keep up with the players; on a machine too busy for that, it is the fairer comparison.',
        'With `--repeat N`, each ratio is the median over N relay/server pairs run back to back (every pair is a row above).',
      ],
    },
  ];
  return { tables, failures: [], lines };
}

if (isMain(import.meta.url)) runAsMain(runLivePlay);

// Live play against the peers: the same games, moves and pacing on boardgame.io and Colyseus, with Gridable both
// durable (its journal on disk, as deployed) and in memory (as the peers keep state), so durability's cost shows.
import { numberList, optionValue, type PartOptions, type PartReport } from './support/cli';
import { cpuPerMove, measure, type Measured } from './support/measureLive';
import { fixed, median } from './support/stats';
import type { Table } from './support/table';

export const PEER_LEVELS = [100, 500, 1000];
export const QUICK_PEER_LEVELS = [20];
const PEERS = ['boardgame.io', 'colyseus'] as const;
const GOAL_GAMES = 500;

interface Round {
  durable: Measured;
  memory: Measured;
  /** A bare Socket.IO relay of the same protocol: the least any Socket.IO server can spend. */
  relay: Measured;
  peers: Record<(typeof PEERS)[number], Measured>;
}

export async function runVsPeers({ quick }: PartOptions = { quick: false }): Promise<PartReport> {
  const levels = numberList('--games', quick ? QUICK_PEER_LEVELS : PEER_LEVELS);
  const repeat = Math.max(1, Number(optionValue('--repeat') ?? 1) || 1);
  const rows: (string | number)[][] = [];
  const lines: string[] = [];
  const notes: string[] = [];
  for (const games of levels) {
    const rounds: Round[] = [];
    for (let i = 0; i < repeat; i++) {
      // Back to back, so every server of a round sees the same machine.
      const durable = await measure('gridable', games, false, 'durable');
      const memory = await measure('gridable', games, false, 'memory');
      const bgio = await measure('boardgame.io', games, false);
      const colyseus = await measure('colyseus', games, false);
      const relay = await measure('relay', games, false);
      rounds.push({ durable, memory, relay, peers: { 'boardgame.io': bgio, colyseus } });
      for (const m of [durable, memory, relay, bgio, colyseus]) {
        rows.push(rowOf(m));
        console.log(
          `vs-peers ${games} ${label(m)}: p99 ${fixed(m.run.placement.p99, 2)} ms, ${m.run.errors} errors`,
        );
        if (m.run.errorSamples.length)
          notes.push(
            `${label(m)} at ${games} games, first errors: ${m.run.errorSamples.slice(0, 3).join('; ')}`,
          );
      }
    }
    for (const peer of PEERS) {
      for (const storage of ['durable', 'memory'] as const) {
        const p99 = median(rounds.map((r) => r[storage].run.placement.p99 / r.peers[peer].run.placement.p99));
        const cpu = median(rounds.map((r) => cpuPerMove(r[storage]) / cpuPerMove(r.peers[peer])));
        const suffix = storage === 'memory' ? ' gridable=memory' : '';
        lines.push(
          `vs-peer games=${games} peer=${peer} p99=${p99.toFixed(2)} cpu_per_move=${cpu.toFixed(2)}${suffix}`,
        );
        if (games === GOAL_GAMES && storage === 'durable')
          notes.push(
            `Goal at ${GOAL_GAMES} games vs ${peer} (durable Gridable): p99 ≤ 1.0x → ${p99.toFixed(2)}x, ${p99 <= 1 ? 'met' : 'MISSED'}; CPU per move ≤ 1.0x → ${cpu.toFixed(2)}x, ${cpu <= 1 ? 'met' : 'MISSED'}.`,
          );
      }
      // The transport's floor: what the bare Socket.IO relay costs against the same peer.
      const floorP99 = median(rounds.map((r) => r.relay.run.placement.p99 / r.peers[peer].run.placement.p99));
      const floorCpu = median(rounds.map((r) => cpuPerMove(r.relay) / cpuPerMove(r.peers[peer])));
      lines.push(
        `vs-peer games=${games} peer=${peer} p99=${floorP99.toFixed(2)} cpu_per_move=${floorCpu.toFixed(2)} server=socket.io-relay`,
      );
    }
  }
  const table: Table = {
    title: 'Live play against the peers: placement → opponent sees it (ms), one move per player per second',
    columns: [
      'games',
      'server',
      'p50',
      'p99',
      'moves/s',
      'completed',
      'errors',
      'CPU %',
      'CPU % per move/s',
      'RSS MiB',
    ],
    rows,
    notes: [
      'Every server runs the same rules (common’s reducer) and is played by the same generator with the same seeded moves; every final grid is checked against the plan. boardgame.io: its Server (Koa + Socket.IO, in-memory storage), moves `client: false` and `ignoreStaleStateID` so both placements of a round are taken together; Colyseus 0.16: a Room with a schema state, patches sent at once after each move (`setPatchRate(null)` + `broadcastPatch()`), not on its default 50 ms clock.',
      'Gridable (durable) appends every acknowledged move to its journal on disk before the ack, as deployed; Gridable (memory) is `DATA_DIR=:memory:`, like the peers. Gridable is played as the web app plays (polling-then-websocket start, presence every 30 s, one REST read on load); the peers with their own clients’ protocols over WebSocket.',
      '`vs-peer` lines are Gridable ÷ peer: below 1 means Gridable is better. The `server=socket.io-relay` lines are the bare Socket.IO relay (the same protocol, no rules, no storage) ÷ peer: the floor for any server on Socket.IO, which the stack fixes.',
      ...notes,
    ],
  };
  return { tables: [table], failures: [], lines };
}

function label(m: Measured): string {
  return m.kind === 'gridable' ? `gridable (${m.storage})` : m.kind;
}

function rowOf(m: Measured): (string | number)[] {
  return [
    m.games,
    label(m),
    fixed(m.run.placement.p50, 2),
    fixed(m.run.placement.p99, 2),
    fixed(m.run.movesPerSecond, 0),
    `${m.run.completed}/${m.run.games}`,
    m.run.errors,
    fixed(m.usage.cpuPercent, 0),
    fixed(cpuPerMove(m), 3),
    fixed(m.usage.rssPeakMiB, 0),
  ];
}

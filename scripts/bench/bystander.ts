// "One abusive client cannot hurt anyone else", measured: a bystander pair plays a friend game over Socket.IO
// (one move per player per second, from its own address) while one attacker address runs one attack at a time
// in its own process. Prints, per attack,
//   bystander attack=<name> ack_p99=<ms> errors=<n> baseline_p99=<ms> attacker_sent=<n> attacker_refused=<n>
// where baseline is the same bystander with no attack. The server is started here (its own port, a temp
// DATA_DIR, TRUST_PROXY=loopback so X-Forwarded-For names each client) and stopped by its pid at the end.
//   npm run bench:bystander [-- --attack-s 20] [--only rest,sse] [--port 3500] [--procs 1]
// (--procs: attacker processes, all from the one address, for a client with more than one core).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setPriority } from 'node:os';
import type { Socket } from 'socket.io-client';
import { TOTAL_ROUNDS, chooserForRound, otherSeat, type Seat } from '@gridable/common';
import { ROOT } from './support/bundle';
import { clientIp, isMain, optionValue, runAsMain, type PartReport } from './support/cli';
import { ATTACKS, type AttackName, type AttackTally } from './support/attacker';
import { makePlan } from './support/gamePlan';
import { startServerProcess } from './support/serverProcess';
import { watchProcess } from './support/procStats';
import { fixed, summarize } from './support/stats';
import { connectSeat } from './support/targets/gridable';

/** Every attack stops by itself after this long (the brief bounds each under 30 s). */
const DEFAULT_ATTACK_MS = 20_000;
const MOVE_INTERVAL_MS = 1_000;
/** A fresh pair arrives (creates a game, seats both) this often during each phase. */
const NEWCOMER_INTERVAL_MS = 4_000;
const ACK_TIMEOUT_MS = 10_000;
/** The bar: a bystander's p99 past this many times its baseline, or any error, is a finding. */
const HARM_RATIO = 3;
const BYSTANDER_BASE = 0xc80000; // 10.200.x.x: never an attacker's address
const ATTACKER_BASE = 0x420000; // 10.66.x.x

interface BystanderResult {
  acks: number[];
  /** When the slowest ack was sent (performance.now()), to tell a one-off stall from a steady cost. */
  worstAt: number;
  worst: number;
  errors: string[];
  moves: number;
}

/** One seat, acting only on what its socket told it, one move a second at most. */
class Seat_ {
  round = 1;
  letterKnown = false;
  placed = false;
  opponentPlaced = false;
  inFlight = false;
  complete = false;

  constructor(
    readonly socket: Socket,
    readonly seat: Seat,
    readonly plan: ReturnType<typeof makePlan>,
    readonly out: BystanderResult,
    readonly onComplete: () => void,
  ) {
    socket.on('LETTER_SELECTED', (e: { round: number }) => {
      if (e.round === this.round) this.letterKnown = true;
    });
    socket.on('PLAYER_PLACED_LETTER', (e: { round: number; playerId: number }) => {
      if (e.round !== this.round) return;
      if (e.playerId === this.seat) this.placed = true;
      else if (e.playerId === otherSeat(this.seat)) this.opponentPlaced = true;
      this.advance();
    });
    socket.on('GAME_COMPLETE', () => {
      this.complete = true;
      this.onComplete();
    });
    for (const type of ['ERROR', 'PLACEMENT_ERROR', 'GAME_NOT_FOUND', 'GAME_FULL'])
      socket.on(type, (e: { message?: string }) => out.errors.push(`${type}: ${e?.message ?? ''}`));
    socket.on('disconnect', (reason) => {
      if (!this.complete) out.errors.push(`seat ${seat} disconnected: ${reason}`);
    });
  }

  private advance(): void {
    if (!this.placed || !this.opponentPlaced) return;
    this.round += 1;
    this.letterKnown = false;
    this.placed = false;
    this.opponentPlaced = false;
  }

  tick(): void {
    if (this.complete || this.inFlight) return;
    const { round } = this;
    if (!this.letterKnown && chooserForRound(round) === this.seat)
      this.send('letter', { letter: this.plan.letters[round - 1] ?? 'A' });
    else if (this.letterKnown && !this.placed && round < TOTAL_ROUNDS)
      this.send('placement', { cellIndex: this.plan.cells[this.seat][round - 1] ?? 0 });
  }

  private send(kind: 'letter' | 'placement', payload: object): void {
    this.inFlight = true;
    const sentAt = performance.now();
    const round = this.round;
    this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit(kind, payload, (err: Error | null, ack?: { ok: boolean; error?: string }) => {
        this.inFlight = false;
        if (this.complete) return;
        if (err) this.out.errors.push(`${kind} round ${round}: no ack in ${ACK_TIMEOUT_MS} ms`);
        else if (!ack?.ok) this.out.errors.push(`${kind} round ${round}: ${ack?.error ?? 'refused'}`);
        else {
          const ack = performance.now() - sentAt;
          this.out.acks.push(ack);
          if (ack > this.out.worst) {
            this.out.worst = ack;
            this.out.worstAt = sentAt;
          }
          this.out.moves += 1;
          if (kind === 'letter' && round === this.round) this.letterKnown = true;
          if (kind === 'placement' && round === this.round) {
            this.placed = true;
            this.advance();
          }
        }
      });
  }
}

/** A pair from one address: plays game after game until stopped. */
class Bystander {
  readonly out: BystanderResult = { acks: [], errors: [], moves: 0, worst: 0, worstAt: 0 };
  private seats: Seat_[] = [];
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private seed = 1;

  constructor(
    readonly url: string,
    readonly ip: string,
  ) {}

  /** Seats the pair in a fresh game; resolves once both have their STATE_SYNC. */
  async newGame(): Promise<void> {
    const res = await fetch(`${this.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip },
      body: '{}',
    });
    const { gameId } = (await res.json()) as { gameId?: string };
    if (!gameId) throw new Error(`bystander could not create a game: ${res.status}`);
    const plan = makePlan(this.seed++);
    const sockets = await Promise.all(
      ([1, 2] as Seat[]).map((seat) =>
        connectSeat(this.url, gameId, seat, { ip: this.ip, timeoutMs: ACK_TIMEOUT_MS }),
      ),
    );
    this.closeSeats();
    let completed = 0;
    this.seats = sockets.map(
      (socket, i) =>
        new Seat_(socket, (i + 1) as Seat, plan, this.out, () => {
          if (++completed === 2) this.next();
        }),
    );
  }

  private next(): void {
    if (this.stopped) return;
    this.newGame().catch((err: unknown) => {
      this.out.errors.push(err instanceof Error ? err.message : String(err));
      // Try again on the next tick rather than stop measuring.
      if (!this.stopped) setTimeout(() => this.next(), MOVE_INTERVAL_MS);
    });
  }

  play(): void {
    // Each seat on its own phase within the second, as two people would be.
    for (const [i, phase] of [0, MOVE_INTERVAL_MS / 2].entries()) {
      this.timers.push(
        setTimeout(() => {
          this.timers.push(setInterval(() => this.seats[i]?.tick(), MOVE_INTERVAL_MS));
        }, phase),
      );
    }
  }

  private closeSeats(): void {
    for (const s of this.seats) {
      s.complete = true;
      s.socket.disconnect();
    }
  }

  stop(): BystanderResult {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.closeSeats();
    return this.out;
  }
}

/** Runs one attack in its own (niced) process: the attacker's CPU is not the server's nor the bystander's. */
function runAttacker(name: AttackName, url: string, address: string, ms: number): Promise<AttackTally> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts', 'bench', 'support', 'attacker.ts'),
      name,
      url,
      address,
      String(ms),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (child.pid) setPriority(child.pid, 10);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4_000)));
  // Bounded: the attacker stops itself at `ms`; past that plus a grace, it is killed by its pid.
  const killer = setTimeout(() => child.kill('SIGKILL'), ms + 8_000);
  return new Promise((resolve) => {
    child.once('exit', () => {
      clearTimeout(killer);
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as AttackTally);
      } catch {
        if (stderr) console.error(`attacker ${name}: ${stderr}`);
        resolve({ sent: Number.NaN, refused: Number.NaN, failed: 1 });
      }
    });
  });
}

/** `procs` processes of one attack from the same address (one client with more than one core), summed. */
async function runAttackers(
  name: AttackName,
  url: string,
  address: string,
  ms: number,
  procs: number,
): Promise<AttackTally> {
  const tallies = await Promise.all(Array.from({ length: procs }, () => runAttacker(name, url, address, ms)));
  return tallies.reduce((a, b) => ({
    sent: a.sent + b.sent,
    refused: a.refused + b.refused,
    failed: a.failed + b.failed,
  }));
}

interface Phase {
  attack: string;
  p99: number;
  p50: number;
  moves: number;
  errors: string[];
  tally?: AttackTally;
  /** The server process's CPU over the phase (100 = one core). */
  serverCpu: number;
  /** Seconds into the phase the slowest ack was sent: early is the attack's first burst, or a one-off. */
  worstAtSeconds: number;
  /** The slowest newcomer pair's game creation and seating (REST create, two sockets to STATE_SYNC). */
  joinMax: number;
}

async function measure(
  url: string,
  serverPid: number,
  n: number,
  ms: number,
  attack?: AttackName,
  procs = 1,
): Promise<Phase> {
  const bystander = new Bystander(url, clientIp(BYSTANDER_BASE + n * 64));
  await bystander.newGame();
  bystander.play();
  const cpu = watchProcess(serverPid);
  const phaseStart = performance.now();
  // Newcomers too, each from its own address: a per-node limit the attacker filled would refuse them.
  const newcomers: Promise<void>[] = [];
  const joins: number[] = [];
  const arrivals = setInterval(() => {
    const started = performance.now();
    const newcomer = new Bystander(url, clientIp(BYSTANDER_BASE + n * 64 + 1 + newcomers.length));
    newcomers.push(
      newcomer.newGame().then(
        () => {
          joins.push(performance.now() - started);
          newcomer.stop();
        },
        (err: unknown) => {
          bystander.out.errors.push(`newcomer: ${err instanceof Error ? err.message : String(err)}`);
          newcomer.stop();
        },
      ),
    );
  }, NEWCOMER_INTERVAL_MS);
  const tally = attack
    ? await runAttackers(attack, url, clientIp(ATTACKER_BASE + n), ms, procs)
    : await new Promise<undefined>((r) => setTimeout(() => r(undefined), ms));
  clearInterval(arrivals);
  await Promise.all(newcomers);
  const out = bystander.stop();
  const { cpuPercent } = cpu.stop();
  const s = summarize(out.acks);
  return {
    attack: attack ?? 'none',
    p99: s.p99,
    p50: s.p50,
    moves: out.moves,
    errors: out.errors,
    tally,
    serverCpu: cpuPercent,
    worstAtSeconds: (out.worstAt - phaseStart) / 1000,
    joinMax: joins.length ? Math.max(...joins) : Number.NaN,
  };
}

export async function runBystander(): Promise<PartReport> {
  const ms = Number(optionValue('--attack-s') ?? DEFAULT_ATTACK_MS / 1000) * 1000;
  const only = optionValue('--only')?.split(',');
  const procs = Math.max(1, Number(optionValue('--procs') ?? 1));
  const attacks = ATTACKS.filter((a) => !only || only.includes(a));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gridable-bystander-'));
  const port = Number(optionValue('--port') ?? 3500 + Math.floor(Math.random() * 100));
  const server = await startServerProcess('gridable', {
    port,
    // Only 127.0.0.1 is the proxy: the raw-TCP attacks come from 127.0.0.2 as a direct, untrusted client.
    env: { TRUST_PROXY: '127.0.0.1', DATA_DIR: dataDir },
  });
  const lines: string[] = [];
  const failures: string[] = [];
  const rows: (string | number)[][] = [];
  try {
    const baseline = await measure(server.url, server.pid, 0, ms);
    console.log(
      `baseline: ack p50 ${fixed(baseline.p50)} ms p99 ${fixed(baseline.p99)} ms, ${baseline.moves} moves, ${baseline.errors.length} errors, server CPU ${fixed(baseline.serverCpu, 0)}%, newcomer join max ${fixed(baseline.joinMax)} ms`,
    );
    for (const [i, attack] of attacks.entries()) {
      const phase = await measure(server.url, server.pid, i + 1, ms, attack, procs);
      const t = phase.tally;
      const line = `bystander attack=${attack} ack_p99=${fixed(phase.p99)} errors=${phase.errors.length} baseline_p99=${fixed(baseline.p99)} attacker_sent=${t?.sent ?? 0} attacker_refused=${t?.refused ?? 0} server_cpu=${fixed(phase.serverCpu, 0)}% newcomer_join_max=${fixed(phase.joinMax)} worst_ack_at=${fixed(phase.worstAtSeconds)}s`;
      console.log(line);
      for (const e of phase.errors.slice(0, 5)) console.log(`  error: ${e}`);
      lines.push(line);
      rows.push([
        attack,
        fixed(phase.p50),
        fixed(phase.p99),
        fixed(baseline.p99),
        phase.moves,
        phase.errors.length,
        t?.sent ?? 0,
        t?.refused ?? 0,
        `${fixed(phase.serverCpu, 0)}%`,
        fixed(phase.joinMax),
      ]);
      if (phase.errors.length > 0 || phase.p99 > HARM_RATIO * baseline.p99)
        failures.push(
          `attack ${attack} hurt the bystander: p99 ${fixed(phase.p99)} ms (baseline ${fixed(baseline.p99)}), ${phase.errors.length} errors`,
        );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    tables: [
      {
        title: `A bystander pair's move acks while one address attacks (${ms / 1000} s each)`,
        columns: [
          'attack',
          'ack p50 (ms)',
          'ack p99 (ms)',
          'baseline p99 (ms)',
          'moves',
          'errors',
          'attacker sent',
          'attacker refused',
          'server CPU',
          'newcomer join max (ms)',
        ],
        rows,
      },
    ],
    failures,
    lines,
  };
}

if (isMain(import.meta.url)) runAsMain(() => runBystander());

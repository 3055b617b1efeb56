// The live-play load generator: N friend games, each player making at most one move a second, against any server
// that a LiveTarget can drive (Gridable, the bare relay, boardgame.io, Colyseus) with the same moves and pacing.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { TOTAL_ROUNDS, chooserForRound, otherSeat, type Seat } from '@gridable/common';
import { clientIp, inPool } from './cli';
import { expectedGrid, makePlan, type GamePlan } from './gamePlan';
import { summarize, type Summary } from './stats';
import type { LiveEvent, LiveTarget, MoveKind, SeatLink } from './targets/seatLink';

export interface LiveRunOptions {
  target: LiveTarget;
  games: number;
  /** Each player acts at most once per interval (the "1 move per player per second"). */
  moveIntervalMs?: number;
  /** Checks every final grid against the plan (the relay has no rules, so only the real server is checked). */
  verify?: boolean;
  /** The whole run stops by itself after this long, finished or not. */
  playDeadlineMs?: number;
  setupConcurrency?: number;
  /** Offsets client addresses, so runs against one server never share a rate-limit bucket. */
  ipOffset?: number;
  onPlayStart?: () => void;
  onPlayEnd?: () => void;
}

export interface LiveRunResult {
  games: number;
  completed: number;
  moves: number;
  movesPerSecond: number;
  placement: Summary;
  letter: Summary;
  errors: number;
  errorSamples: string[];
  setupSeconds: number;
  playSeconds: number;
  /** The generator's own event-loop delay p99: when high, it (not the server) inflated the latencies. */
  generatorLagP99Ms: number;
}

/** What both players of a game share in the generator: only the send times, for measuring latency. */
interface Table {
  gameId: string;
  plan: GamePlan;
  letterSentAt: Map<number, number>;
  placeSentAt: { 1: Map<number, number>; 2: Map<number, number> };
}

class Recorder {
  placement: number[] = [];
  letter: number[] = [];
  moves = 0;
  errors = 0;
  samples: string[] = [];
  completed = 0;
  error(message: string): void {
    this.errors += 1;
    if (this.samples.length < 10) this.samples.push(message);
  }
}

/** One player: it acts only on what its own socket told it, as a browser would. */
class LivePlayer {
  round = 1;
  letterKnown = false;
  letterSent = false;
  placed = false;
  opponentPlaced = false;
  inFlight = false;
  done = false;
  timer: NodeJS.Timeout | undefined;

  constructor(
    readonly link: SeatLink,
    readonly seat: Seat,
    readonly table: Table,
    readonly rec: Recorder,
    readonly verify: boolean,
    readonly onDone: () => void,
  ) {
    link.onEvent((event) => this.onEvent(event));
    link.onDisconnect((reason) => {
      if (!this.done) rec.error(`seat ${seat} of ${table.gameId} disconnected: ${reason}`);
    });
  }

  private onEvent(event: LiveEvent): void {
    const now = performance.now();
    const opponent = otherSeat(this.seat);
    const { type } = event;
    switch (type) {
      case 'LETTER_SELECTED': {
        if (event.round !== this.round) return;
        this.letterKnown = true;
        const sent = this.table.letterSentAt.get(this.round);
        if (event.playerId === opponent && sent !== undefined) this.rec.letter.push(now - sent);
        return;
      }
      case 'PLAYER_PLACED_LETTER': {
        if (event.round !== this.round || this.round >= TOTAL_ROUNDS) return;
        if (event.playerId === opponent) {
          const sent = this.table.placeSentAt[opponent].get(this.round);
          if (sent !== undefined) this.rec.placement.push(now - sent);
          this.opponentPlaced = true;
        } else {
          this.placed = true;
        }
        if (this.placed && this.opponentPlaced) this.nextRound();
        return;
      }
      case 'GAME_COMPLETE':
        if (this.verify) this.checkGrid(event);
        this.finish();
        return;
      case 'ERROR':
      case 'PLACEMENT_ERROR':
      case 'GAME_NOT_FOUND':
      case 'GAME_FULL':
        this.rec.error(`${type} in ${this.table.gameId}`);
        return;
    }
  }

  private nextRound(): void {
    this.round += 1;
    this.letterKnown = false;
    this.letterSent = false;
    this.placed = false;
    this.opponentPlaced = false;
  }

  private checkGrid(event: LiveEvent): void {
    const grid = event.game ? (this.seat === 1 ? event.game.player1Grid : event.game.player2Grid) : undefined;
    if (JSON.stringify(grid) !== JSON.stringify(expectedGrid(this.table.plan, this.seat))) {
      this.rec.error(`seat ${this.seat} of ${this.table.gameId} ended with a different grid`);
    }
  }

  finish(): void {
    if (this.done) return;
    this.done = true;
    // The final letter's ack may trail GAME_COMPLETE; the move that ended the game counts.
    if (this.inFlight) this.rec.moves += 1;
    clearInterval(this.timer);
    this.onDone();
  }

  /** Called once a move interval: make the next move this player can make, if any. */
  tick(): void {
    if (this.done || this.inFlight) return;
    const { round } = this;
    if (!this.letterKnown && !this.letterSent && chooserForRound(round) === this.seat) {
      this.letterSent = true;
      this.table.letterSentAt.set(round, performance.now());
      this.send('letter', { letter: this.table.plan.letters[round - 1] ?? 'A' });
    } else if (this.letterKnown && !this.placed && round < TOTAL_ROUNDS) {
      this.table.placeSentAt[this.seat].set(round, performance.now());
      this.send('placement', { cellIndex: this.table.plan.cells[this.seat][round - 1] ?? 0 });
    }
  }

  private send(event: MoveKind, payload: { letter?: string; cellIndex?: number }): void {
    this.inFlight = true;
    const sentInRound = this.round;
    this.link.send(event, payload, (error) => {
      if (this.done) return;
      this.inFlight = false;
      if (error) this.rec.error(`${event} in ${this.table.gameId} round ${sentInRound}: ${error}`);
      else {
        this.rec.moves += 1;
        // The ack can beat the room event; a placement acked is a placement made, in the round it was sent in.
        if (event === 'placement' && sentInRound === this.round) {
          this.placed = true;
          if (this.opponentPlaced) this.nextRound();
        }
      }
    });
  }
}

export async function runLiveGames(options: LiveRunOptions): Promise<LiveRunResult> {
  const interval = options.moveIntervalMs ?? 1_000;
  const rec = new Recorder();
  const setupStart = performance.now();
  const players: LivePlayer[] = [];
  let finishedGames = 0;
  let allDone: () => void = () => {};
  const done = new Promise<void>((resolve) => (allDone = resolve));

  await inPool(
    Array.from({ length: options.games }, (_, i) => i),
    options.setupConcurrency ?? 50,
    async (i) => {
      const gameId = await options.target.createGame(clientIp((options.ipOffset ?? 0) + i + 1));
      const table: Table = {
        gameId,
        plan: makePlan(i + 1),
        letterSentAt: new Map(),
        placeSentAt: { 1: new Map(), 2: new Map() },
      };
      const s1 = await options.target.connectSeat(gameId, 1);
      const s2 = await options.target.connectSeat(gameId, 2);
      let seatsDone = 0;
      const onDone = (): void => {
        seatsDone += 1;
        if (seatsDone === 2) {
          rec.completed += 1;
          finishedGames += 1;
          if (finishedGames === options.games) allDone();
        }
      };
      players.push(new LivePlayer(s1, 1, table, rec, !!options.verify, onDone));
      players.push(new LivePlayer(s2, 2, table, rec, !!options.verify, onDone));
    },
  );
  const setupSeconds = (performance.now() - setupStart) / 1000;

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  options.onPlayStart?.();
  const playStart = performance.now();
  // Random phases, so the moves spread over each second instead of arriving in one burst.
  for (const p of players) {
    setTimeout(() => {
      if (p.done) return;
      p.tick();
      p.timer = setInterval(() => p.tick(), interval);
    }, Math.random() * interval);
  }
  const deadline = options.playDeadlineMs ?? (TOTAL_ROUNDS * 3 + 30) * interval;
  const timedOut = await Promise.race([
    done.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), deadline).unref()),
  ]);
  const playSeconds = (performance.now() - playStart) / 1000;
  options.onPlayEnd?.();
  lag.disable();
  if (timedOut)
    rec.error(`${options.games - rec.completed} games unfinished after ${Math.round(deadline / 1000)} s`);
  for (const p of players) {
    p.done = true;
    clearInterval(p.timer);
    p.link.close();
  }
  return {
    games: options.games,
    completed: rec.completed,
    moves: rec.moves,
    movesPerSecond: rec.moves / playSeconds,
    placement: summarize(rec.placement),
    letter: summarize(rec.letter),
    errors: rec.errors,
    errorSamples: rec.samples,
    setupSeconds,
    playSeconds,
    generatorLagP99Ms: lag.percentile(99) / 1e6,
  };
}

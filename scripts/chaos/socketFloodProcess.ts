// The junk-frame flooder of the socket-junk-flood check, in a process of its own (the attacker's machine):
// from each of its addresses it connects to Socket.IO over a raw websocket, sends `40`, then
// `42["x",{}]` as fast as the socket drains; when the server cuts it off it connects again at once,
// until the time is up. It reports, per address, what the server did with each connection.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { openRawWebSocket, textFrame, type RawWebSocket } from '../../backend/test/support/rawWebSocket';

export interface JunkFloodPlan {
  /** The server, http://127.0.0.1:<port>. */
  url: string;
  /** One flooding client per address (any 127.x.y.z on Linux), all at once. */
  addresses: string[];
  durationMs: number;
}

export interface AddressReport {
  address: string;
  connections: number;
  /** Connections the server let join the namespace (it answered `40`). */
  admitted: number;
  /** Admitted connections the server cut off: told (the rate refusal) while still flooding. */
  cutOff: number;
  /** Cut-off connections whose TCP connection the server then dropped (the flooder never closes). */
  dropped: number;
  /** Cut off over 2 s before the end and still not dropped by the server: must be none. */
  lingering: number;
  /** Admitted over 2 s before the end and never cut off: must be none. */
  uncut: number;
  /** Connections refused at the namespace connect (`44`), with the sentences given. */
  refusedAtConnect: number;
  refusalTexts: string[];
  /** Junk frames written, in all. */
  sent: number;
  /** Most frames the server answered on one connection after admitting it, and most refusals on one. */
  maxReplies: number;
  maxRateRefusals: number;
  /** Least rate refusals on one admitted connection (null: none admitted); 1 means each was told once. */
  minRateRefusals: number | null;
  /** Longest time from the first junk frame to the refusal, and to the server dropping the connection. */
  maxMsToCutOff: number;
  maxMsToDrop: number;
  errors: number;
}

const JUNK_BATCH = Buffer.concat(Array.from({ length: 256 }, () => textFrame('42["x",{}]')));
const NAMESPACE_CONNECT = textFrame('40');
const ENGINE_PONG = textFrame('3');

interface Outcome {
  admitted: boolean;
  /** ms from the first junk frame to the refusal, and to the drop; undefined when it did not happen. */
  toldAfter?: number;
  droppedAfter?: number;
  /** Told, and admitted, this long before the deadline. */
  toldBeforeEnd?: number;
  admittedBeforeEnd?: number;
  refusal?: string;
  sent: number;
  replies: number;
  rateRefusals: number;
}

/** One connection, flooded until the server closes it or the deadline passes. */
async function floodOnce(url: URL, address: string, deadline: number): Promise<Outcome> {
  const ws: RawWebSocket = await openRawWebSocket({
    host: url.hostname,
    port: Number(url.port),
    path: '/socket.io/?EIO=4&transport=websocket',
    localAddress: address,
    // An attacker does not answer the server's close: it keeps writing until the connection is gone.
    answerClose: false,
  });
  const outcome: Outcome = { admitted: false, sent: 0, replies: 0, rateRefusals: 0 };
  let floodStarted = 0;
  let gaveUp = false;
  const pump = (): void => {
    if (ws.closed) return;
    if (performance.now() >= deadline) {
      gaveUp = true;
      ws.close();
      return;
    }
    // A few batches, then a turn of the event loop so the server's close is heard.
    for (let i = 0; i < 8; i++) {
      outcome.sent += 256;
      if (!ws.write(JUNK_BATCH)) {
        ws.onDrain(pump);
        return;
      }
    }
    setImmediate(pump);
  };
  // A connection the server neither admits nor closes is given up at the deadline like any other.
  const giveUp = setTimeout(() => {
    gaveUp = true;
    ws.close();
  }, deadline - performance.now());
  return new Promise((resolve) => {
    ws.onText((text) => {
      if (text.startsWith('0')) ws.write(NAMESPACE_CONNECT);
      else if (text === '2') ws.write(ENGINE_PONG);
      else if (text.startsWith('44') && !outcome.admitted) outcome.refusal = text;
      else if (text.startsWith('40') && !outcome.admitted) {
        outcome.admitted = true;
        floodStarted = performance.now();
        outcome.admittedBeforeEnd = deadline - floodStarted;
        pump();
      } else if (outcome.admitted) {
        outcome.replies += 1;
        if (!text.includes(RATE_LIMIT_MESSAGE)) return;
        outcome.rateRefusals += 1;
        const at = performance.now();
        outcome.toldAfter ??= at - floodStarted;
        outcome.toldBeforeEnd ??= deadline - at;
      }
    });
    ws.onClose(() => {
      clearTimeout(giveUp);
      if (outcome.admitted && !gaveUp) outcome.droppedAfter = performance.now() - floodStarted;
      resolve(outcome);
    });
  });
}

async function floodFrom(url: URL, address: string, deadline: number): Promise<AddressReport> {
  const report: AddressReport = {
    address,
    connections: 0,
    admitted: 0,
    cutOff: 0,
    dropped: 0,
    lingering: 0,
    uncut: 0,
    refusedAtConnect: 0,
    refusalTexts: [],
    sent: 0,
    maxReplies: 0,
    maxRateRefusals: 0,
    minRateRefusals: null,
    maxMsToCutOff: 0,
    maxMsToDrop: 0,
    errors: 0,
  };
  while (performance.now() < deadline) {
    report.connections += 1;
    const outcome = await floodOnce(url, address, deadline).catch(() => null);
    if (!outcome) {
      report.errors += 1;
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    report.sent += outcome.sent;
    if (outcome.admitted) {
      report.admitted += 1;
      report.maxReplies = Math.max(report.maxReplies, outcome.replies);
      report.maxRateRefusals = Math.max(report.maxRateRefusals, outcome.rateRefusals);
      report.minRateRefusals = Math.min(report.minRateRefusals ?? Infinity, outcome.rateRefusals);
    }
    if (outcome.toldAfter !== undefined) {
      report.cutOff += 1;
      report.maxMsToCutOff = Math.max(report.maxMsToCutOff, outcome.toldAfter);
      if (outcome.droppedAfter !== undefined) {
        report.dropped += 1;
        report.maxMsToDrop = Math.max(report.maxMsToDrop, outcome.droppedAfter);
      } else if ((outcome.toldBeforeEnd ?? 0) > 2_000) report.lingering += 1;
    } else if (outcome.admitted && (outcome.admittedBeforeEnd ?? 0) > 2_000) report.uncut += 1;
    if (outcome.refusal !== undefined) {
      report.refusedAtConnect += 1;
      if (!report.refusalTexts.includes(outcome.refusal)) report.refusalTexts.push(outcome.refusal);
    }
  }
  return report;
}

export interface JunkFloodReport {
  addresses: AddressReport[];
  /** The flooding process's own CPU time: on one machine it competes with the server it attacks. */
  cpuSeconds: number;
}

export interface JunkFloodRun {
  /** Resolves when the time is up and every connection has closed. */
  finished: Promise<JunkFloodReport>;
}

export function junkFloodInChildProcess(plan: JunkFloodPlan): JunkFloodRun {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const finished = new Promise<JunkFloodReport>((resolve, reject) => {
    child.once('message', (report) => resolve(report as JunkFloodReport));
    child.once('exit', () => reject(new Error('junk flood process exited before reporting')));
  });
  child.send(plan);
  return { finished };
}

async function runAsChild(plan: JunkFloodPlan): Promise<void> {
  const url = new URL(plan.url);
  const deadline = performance.now() + plan.durationMs;
  const cpu = process.cpuUsage();
  const addresses = await Promise.all(plan.addresses.map((address) => floodFrom(url, address, deadline)));
  const used = process.cpuUsage(cpu);
  const report: JunkFloodReport = { addresses, cpuSeconds: (used.user + used.system) / 1e6 };
  process.send?.(report, () => process.exit(0));
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (plan) => void runAsChild(plan as JunkFloodPlan));
}

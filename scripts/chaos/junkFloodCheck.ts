// socket-junk-flood: Socket.IO connections sending `42["x",{}]` as fast as their sockets drain, first from
// one address, then from ten at once, each reconnecting as soon as it is cut off. The server must cut every
// flooding connection off, log each address once at warn, and keep answering /healthz and a seated
// player's moves (timed from this process, the flood runs in another) within 100 ms p99.
import { watchProcess } from '../bench/support/procStats';
import { startServerProcess, type ServerProcess } from '../bench/support/serverProcess';
import { junkFloodInChildProcess, type AddressReport } from './socketFloodProcess';
import { playSeatedOverSockets, type SeatedPlay } from './seatedSockets';
import { ms, p, watchHealth, type CheckResult } from './support';

const FLOOD_MS = 8_000;
const QUIET_MS = 4_000;
const TARGET_P99_MS = 100;

interface FloodLine {
  msg?: string;
  level?: string;
  kind?: string;
  address?: string;
}

function floodWarnings(output: string): FloodLine[] {
  return output
    .split('\n')
    .filter((line) => line.includes('flood refused'))
    .map((line) => {
      try {
        return JSON.parse(line) as FloodLine;
      } catch {
        return {};
      }
    })
    .filter((line) => line.msg === 'flood refused' && line.kind === 'socket-messages');
}

interface Variant {
  pass: boolean;
  figures: string;
}

interface Measured<T> {
  result: T;
  healthMs: number[];
  seated: SeatedPlay;
  /** The server's CPU over the window, percent of one core. */
  serverCpu: number;
}

/** Times /healthz and a seated game's moves while `during` runs (the game starts half a second before). */
async function measure<T>(server: ServerProcess, during: () => Promise<T>): Promise<Measured<T>> {
  let done = false;
  const health = watchHealth(server.url, 50);
  const play = playSeatedOverSockets(server.url, () => done);
  await new Promise((r) => setTimeout(r, 500));
  const cpu = watchProcess(server.pid);
  const result = await during().finally(() => (done = true));
  const serverCpu = cpu.stop().cpuPercent;
  const seated = await play;
  return { result, healthMs: health.stop(), seated, serverCpu };
}

const timings = (m: Measured<unknown>): string =>
  `/healthz p99 ${ms(p(m.healthMs, 99))} n=${m.healthMs.length}, seated moves p99 ${ms(p(m.seated.ackMs, 99))} n=${m.seated.ackMs.length}, server CPU ${m.serverCpu.toFixed(0)}%`;

async function floodVariant(label: string, addresses: string[]): Promise<Variant> {
  // Loopback's 127.0.0.1 is the players' proxy hop (their X-Forwarded-For); the flooders connect directly.
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
    fileLimit: 20_000,
  });
  try {
    // The same measurement without a flood first: on a busy machine it says what the flood added.
    const quiet = await measure(server, () => new Promise((r) => setTimeout(r, QUIET_MS)));
    const flood = await measure(
      server,
      () => junkFloodInChildProcess({ url: server.url, addresses, durationMs: FLOOD_MS }).finished,
    );
    const reports = flood.result.addresses;
    const warnings = floodWarnings(server.output());

    const each = (test: (r: AddressReport) => boolean): boolean => reports.every(test);
    const loggedOnce = each(
      (r) => warnings.filter((w) => w.address === r.address && w.level === 'warn').length === 1,
    );
    const allCut = each((r) => r.admitted >= 1 && r.uncut === 0 && r.lingering === 0);
    const toldOnce = each((r) => r.minRateRefusals === 1 && r.maxRateRefusals === 1);
    const failures = [...quiet.seated.failures, ...flood.seated.failures];
    const pass =
      allCut &&
      toldOnce &&
      loggedOnce &&
      p(flood.healthMs, 99) < TARGET_P99_MS &&
      p(flood.seated.ackMs, 99) < TARGET_P99_MS &&
      failures.length === 0;
    const sum = (f: (r: AddressReport) => number): number => reports.reduce((a, r) => a + f(r), 0);
    const refusals = [...new Set(reports.flatMap((r) => r.refusalTexts))].map((t) => t.slice(2, 80));
    return {
      pass,
      figures:
        `${label}: ${sum((r) => r.sent)} junk frames written on ${sum((r) => r.connections)} connections in ${FLOOD_MS / 1000} s, ` +
        `admitted ${sum((r) => r.admitted)}, cut off ${sum((r) => r.cutOff)} (told within ${ms(Math.max(...reports.map((r) => r.maxMsToCutOff)))} of the first frame), ` +
        `dropped ${sum((r) => r.dropped)} (within ${ms(Math.max(...reports.map((r) => r.maxMsToDrop)))}), lingering ${sum((r) => r.lingering)}, never cut off ${sum((r) => r.uncut)} (` +
        `at most ${Math.max(...reports.map((r) => r.maxReplies))} replies and ${Math.max(...reports.map((r) => r.maxRateRefusals))} refusal each), ` +
        `refused at connect ${sum((r) => r.refusedAtConnect)}${refusals.length ? ` ${refusals.join(' | ')}` : ''}; ` +
        `flood warn lines ${warnings.length} for ${addresses.length} address(es)${loggedOnce ? ' (one each)' : ''}; ` +
        `flood process CPU ${flood.result.cpuSeconds.toFixed(1)} s; under the flood ${timings(flood)}; without it ${timings(quiet)}` +
        `${failures.length ? `; moves failed ${failures.length} (${failures[0]})` : ''}`,
    };
  } finally {
    await server.stop();
  }
}

export async function socketJunkFlood(): Promise<CheckResult> {
  const one = await floodVariant('one socket', ['127.0.0.2']);
  const ten = await floodVariant(
    'ten sockets',
    Array.from({ length: 10 }, (_, i) => `127.0.0.${10 + i}`),
  );
  return {
    name: 'socket-junk-flood',
    pass: one.pass && ten.pass,
    figures: `${one.figures}; ${ten.figures} (target p99 < ${TARGET_P99_MS}ms)`,
  };
}

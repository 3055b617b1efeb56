// socket-junk-flood: Socket.IO connections sending `42["x",{}]` as fast as their sockets drain, first from
// one address, then from ten at once, each reconnecting as soon as it is cut off. The server must cut every
// flooding connection off, log each address once at warn, and keep answering /healthz and a seated
// player's moves (timed from this process, the flood runs in another) within 100 ms p99.
import { startServerProcess } from '../bench/support/serverProcess';
import { junkFloodInChildProcess, type AddressReport } from './socketFloodProcess';
import { playSeatedOverSockets } from './seatedSockets';
import { ms, p, watchHealth, type CheckResult } from './support';

const FLOOD_MS = 8_000;
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

async function floodVariant(label: string, addresses: string[]): Promise<Variant> {
  // Loopback's 127.0.0.1 is the players' proxy hop (their X-Forwarded-For); the flooders connect directly.
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
    fileLimit: 20_000,
  });
  try {
    let done = false;
    const health = watchHealth(server.url, 50);
    const play = playSeatedOverSockets(server.url, () => done);
    // The seated game is under way before the flood starts, so every move is timed under it.
    await new Promise((r) => setTimeout(r, 500));
    const reports = await junkFloodInChildProcess({
      url: server.url,
      addresses,
      durationMs: FLOOD_MS,
    }).finished.finally(() => (done = true));
    const seated = await play;
    const healthMs = health.stop();
    const warnings = floodWarnings(server.output());

    const each = (test: (r: AddressReport) => boolean): boolean => reports.every(test);
    const loggedOnce = each(
      (r) => warnings.filter((w) => w.address === r.address && w.level === 'warn').length === 1,
    );
    const allCut = each((r) => r.admitted >= 1 && r.cutOff === r.admitted);
    const toldOnce = each((r) => r.minRateRefusals === 1 && r.maxRateRefusals === 1);
    const healthP99 = p(healthMs, 99);
    const moveP99 = p(seated.ackMs, 99);
    const sum = (f: (r: AddressReport) => number): number => reports.reduce((a, r) => a + f(r), 0);
    const pass =
      allCut &&
      toldOnce &&
      loggedOnce &&
      healthP99 < TARGET_P99_MS &&
      moveP99 < TARGET_P99_MS &&
      seated.failures.length === 0;
    const refusals = [...new Set(reports.flatMap((r) => r.refusalTexts))].map((t) => t.slice(2, 80));
    return {
      pass,
      figures:
        `${label}: ${sum((r) => r.sent)} junk frames on ${sum((r) => r.connections)} connections in ${FLOOD_MS / 1000} s, ` +
        `admitted ${sum((r) => r.admitted)} cut off ${sum((r) => r.cutOff)} (slowest ${ms(Math.max(...reports.map((r) => r.maxMsToCutOff)))} after its first frame, ` +
        `at most ${Math.max(...reports.map((r) => r.maxReplies))} replies and ${Math.max(...reports.map((r) => r.maxRateRefusals))} refusal each), ` +
        `refused at connect ${sum((r) => r.refusedAtConnect)}${refusals.length ? ` ${refusals.join(' | ')}` : ''}; ` +
        `flood warn lines ${warnings.length} for ${addresses.length} address(es)${loggedOnce ? ' (one each)' : ''}; ` +
        `/healthz p99 ${ms(healthP99)} n=${healthMs.length}; seated moves p99 ${ms(moveP99)} n=${seated.ackMs.length} in ${seated.games} game(s)` +
        `${seated.failures.length ? `, failed ${seated.failures.length} (${seated.failures[0]})` : ''}`,
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

// What the numbers were measured on: they mean little without the machine, its load and the date.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { serverNode } from './serverProcess';

export interface Machine {
  date: string;
  cpus: string;
  memory: string;
  node: string;
  os: string;
  loadAverage: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  const models = [...new Set(cpus.map((c) => c.model.trim()))].join(', ');
  return {
    date: new Date().toISOString(),
    cpus: `${cpus.length} x ${models}${cpus[0]?.speed ? ` (${cpus[0].speed} MHz)` : ''}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB total, ${(os.freemem() / 2 ** 30).toFixed(1)} GiB free`,
    node: serverNodeVersion(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: currentLoad(),
  };
}

/** The servers' Node (BENCH_NODE may differ from the one running the benchmark). */
function serverNodeVersion(): string {
  if (serverNode() === process.execPath) return process.version;
  const version = execFileSync(serverNode(), ['--version'], { encoding: 'utf8' }).trim();
  return `${version} for the servers (BENCH_NODE), ${process.version} for the load generators`;
}

export function currentLoad(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/**
 * Waits until the 1-minute load average drops below `threshold` (other people share this machine),
 * at most `maxWaitMs`; returns whether it got quiet, so the report can say when it did not.
 */
export async function waitForQuiet(
  threshold: number,
  maxWaitMs: number,
  log = console.log,
): Promise<boolean> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const load = os.loadavg()[0] ?? 0;
    if (load < threshold) return true;
    if (Date.now() >= deadline) {
      log(
        `load average still ${load.toFixed(2)} after waiting ${Math.round(maxWaitMs / 1000)} s; measuring anyway`,
      );
      return false;
    }
    log(`load average ${load.toFixed(2)} >= ${threshold}; waiting...`);
    await new Promise((r) => setTimeout(r, Math.min(15_000, Math.max(0, deadline - Date.now()))));
  }
}

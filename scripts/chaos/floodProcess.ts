// Runs a stream flood in a process of its own, as an attacker's machine would: the chaos process that times
// /healthz and a seated game then measures the server, not its own event loop busy opening connections.
// Run as a child: it floods with the plan it is sent, reports what the server answered, and holds the
// accepted streams until its parent says stop (or goes away).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openStreams, type FloodPlan } from './streamFlood';

/** A plan that can cross the process boundary: functions become data. */
export interface ChildPlan extends Omit<FloodPlan, 'ip' | 'path'> {
  /** Request i asks for paths[floor(i / perPath) % paths.length]. */
  paths: string[];
  perPath?: number;
  /** Request i is sent as X-Forwarded-For `${forwardedPrefix}${(i >> 8) & 255}.${i & 255}`. */
  forwardedPrefix?: string;
}
interface ChildReport {
  seconds: number;
  statuses: [number, number][];
  held: number;
  cpuSeconds: number;
}

export interface FloodRun {
  /** Resolves when every connection has been tried; the accepted ones stay open. */
  finished: Promise<{ seconds: number; statuses: Map<number, number>; held: number; cpuSeconds: number }>;
  /** Closes the held streams and ends the process. */
  stop(): Promise<void>;
}

export function floodInChildProcess(plan: ChildPlan): FloodRun {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const finished = new Promise<ChildReport>((resolve, reject) => {
    child.once('message', (report) => resolve(report as ChildReport));
    void exited.then(() => reject(new Error('flood process exited before reporting')));
  }).then((r) => ({ ...r, statuses: new Map(r.statuses) }));
  child.send(plan);
  return {
    finished,
    async stop() {
      if (child.connected) child.send('stop');
      await exited;
    },
  };
}

async function runAsChild(plan: ChildPlan): Promise<void> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const { paths, perPath = 1, forwardedPrefix, ...rest } = plan;
  const prefix = forwardedPrefix;
  const { accepted, statuses } = await openStreams({
    ...rest,
    path: (i) => paths[Math.floor(i / perPath) % paths.length] ?? '/',
    ...(prefix === undefined ? {} : { ip: (i: number) => `${prefix}${(i >> 8) & 255}.${i & 255}` }),
  });
  const used = process.cpuUsage(cpu);
  const report: ChildReport = {
    seconds: (Date.now() - started) / 1000,
    statuses: [...statuses],
    held: accepted.length,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
  process.send?.(report);
  const stop = (): void => {
    accepted.forEach((req) => req.destroy());
    process.exit(0);
  };
  process.once('message', stop);
  process.once('disconnect', stop);
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (plan) => void runAsChild(plan as ChildPlan));
}

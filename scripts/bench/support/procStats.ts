// Samples a process's CPU time and resident memory from /proc, so the server's cost is measured from outside it.
import { readFileSync } from 'node:fs';

/** Linux reports utime/stime in clock ticks; 100 per second on every mainstream kernel config. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcSample {
  at: number;
  cpuSeconds: number;
  rssBytes: number;
}

export interface ProcUsage {
  /** Average CPU over the window, in percent of one core. */
  cpuPercent: number;
  rssPeakMiB: number;
  rssEndMiB: number;
  seconds: number;
}

export function sampleProcess(pid: number): ProcSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses; the fields after its closing ')' are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { at: performance.now(), cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND, rssBytes: rssKiB * 1024 };
}

/** Samples every `intervalMs` until stopped; the usage covers start to stop. */
export function watchProcess(pid: number, intervalMs = 250): { stop(): ProcUsage } {
  const first = sampleProcess(pid);
  let last = first;
  let peak = first.rssBytes;
  const timer = setInterval(() => {
    try {
      last = sampleProcess(pid);
      peak = Math.max(peak, last.rssBytes);
    } catch {
      // The process may be gone already; the last good sample stands.
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      try {
        last = sampleProcess(pid);
        peak = Math.max(peak, last.rssBytes);
      } catch {
        // as above
      }
      const seconds = (last.at - first.at) / 1000;
      return {
        cpuPercent: seconds > 0 ? ((last.cpuSeconds - first.cpuSeconds) / seconds) * 100 : Number.NaN,
        rssPeakMiB: peak / 2 ** 20,
        rssEndMiB: last.rssBytes / 2 ** 20,
        seconds,
      };
    },
  };
}

export function rssMiB(pid: number): number {
  return sampleProcess(pid).rssBytes / 2 ** 20;
}

// One warn line per flooding address, not one per refused message: a flood of refusals must not become a
// flood of log lines (each a JSON encode and a write), yet an operator must see who it was.
import type { Logger } from '../logger';

/** After a flood is logged, the same address and kind stay quiet this long; the next line counts them. */
export const FLOOD_LOG_QUIET_MS = 60_000;
/** Addresses remembered at once; past it, quiet periods that ended are forgotten. */
const SWEEP_SIZE = 10_000;

export type FloodKind = 'socket-messages' | 'connections' | 'event-streams' | 'engine-sessions';

export interface FloodLog {
  /** Notes one refusal of `address` for `kind`; the first of a quiet period is logged at warn. */
  report(kind: FloodKind, address: string, fields?: Record<string, unknown>): void;
}

export function createFloodLog(
  log: Logger,
  { quietMs = FLOOD_LOG_QUIET_MS, now = Date.now }: { quietMs?: number; now?: () => number } = {},
): FloodLog {
  const quietUntil = new Map<string, { until: number; since: number }>();
  return {
    report(kind, address, fields = {}) {
      const key = `${kind}\u0000${address}`;
      const at = now();
      const entry = quietUntil.get(key);
      if (entry && at < entry.until) {
        entry.since += 1;
        return;
      }
      if (quietUntil.size >= SWEEP_SIZE)
        for (const [k, e] of quietUntil) if (e.until <= at) quietUntil.delete(k);
      quietUntil.set(key, { until: at + quietMs, since: 0 });
      log.warn('flood refused', {
        kind,
        address,
        ...fields,
        // What the last quiet period held back, so a long flood still shows its size.
        ...(entry ? { refusedWhileQuiet: entry.since } : {}),
      });
    },
  };
}

// Whether this node reaches Redis, for the log, /metrics and /readyz's detail. Redis is shared by every
// node, so its outage fails them all alike: it is reported, never a reason to leave the load balancer's
// pool. Meanwhile each node still serves its own games (moves are stored before they are acknowledged),
// budgets fall back to the node's memory, and viewers hear other nodes' moves through the stored-id sweep.
import type { Logger } from '../logger';
import { reasonOf } from './startupFailure';

/** The connection events of a node-redis client that tell whether it can be used. */
export interface ConnectionEvents {
  on(event: 'error', listener: (err: unknown) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export interface RedisHealth {
  /** Follows a client: down from its first error until it is ready again. */
  watch(client: ConnectionEvents, role: string): void;
  /** False while any watched client has lost its connection. */
  up(): boolean;
  /** Outages since start, each counted once however many clients and calls failed in it. */
  outages(): number;
}

/**
 * One error line when the first client loses Redis, one info line (with the failures and the duration)
 * once every client is back: a node's three clients, retrying every half second, would otherwise say it
 * dozens of times a minute.
 */
export function createRedisHealth(log: Logger, now: () => number = Date.now): RedisHealth {
  const down = new Set<string>();
  let outage: { since: number; failures: number } | undefined;
  let outages = 0;
  return {
    watch(client, role) {
      client.on('error', (err) => {
        down.add(role);
        if (outage) {
          outage.failures += 1;
          return;
        }
        outage = { since: now(), failures: 1 };
        outages += 1;
        log.error('redis unreachable: this node stays ready and serves its own games', {
          role,
          err: reasonOf(err),
          note: "other nodes' moves reach this node's viewers through the stored-id sweep until Redis is back",
        });
      });
      client.on('ready', () => {
        down.delete(role);
        if (!outage || down.size > 0) return;
        log.info('redis reachable again', { failures: outage.failures, outageMs: now() - outage.since });
        outage = undefined;
      });
    },
    up: () => down.size === 0,
    outages: () => outages,
  };
}

// Which app nodes are alive (with REDIS_URL): each writes a heartbeat into one Redis hash, and the first living
// node to see another's heartbeat go stale removes it and releases the seats that node's sockets held. Without
// this, a node killed with sockets open left those players "here" for good: no turn push, "Opponent here".
import type { Logger } from '../logger';
import { createOutageLog } from '../ops/outageLog';

/** The Redis hash `field = nodeId, value = last heartbeat (ms)`, behind the three commands it needs. */
export interface HeartbeatStore {
  /** Writes this node's heartbeat; true when the field was new (first beat, or others had removed it). */
  beat(nodeId: string, atMs: number): Promise<boolean>;
  all(): Promise<Record<string, string>>;
  /** Removes a node; true only for the one caller that removed it, so one node releases its seats. */
  forget(nodeId: string): Promise<boolean>;
}

export interface NodeMembershipOptions {
  store: HeartbeatStore;
  nodeId: string;
  log: Logger;
  /** A node missing this many heartbeats in a row is taken for dead. */
  beatMs: number;
  now?: () => number;
  /** Release what `deadNodeId` held. */
  onDead: (deadNodeId: string) => Promise<void>;
  /** The others took this node for dead (Redis was away, or this node stalled): hold its seats again. */
  onForgotten: () => Promise<void>;
  /** True while the store's own outage is logged (Redis away): failed heartbeats are then not logged again. */
  storeDown?: () => boolean;
}

export const MISSED_BEATS_FOR_DEAD = 3;

export interface NodeMembership {
  /** One heartbeat and one look at the others (the timer calls it; tests call it directly). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startNodeMembership(options: NodeMembershipOptions): NodeMembership {
  const { store, nodeId, log, beatMs, onDead, onForgotten, now = Date.now, storeDown } = options;
  // A heartbeat fails every beat while Redis is away: one line when that starts, one when it ends.
  const heartbeats = createOutageLog(log, 'scale-out: node heartbeat', {
    now,
    ...(storeDown ? { covered: storeDown } : {}),
  });
  let beaten = false;
  let running: Promise<void> | undefined;
  /** When this node's last heartbeat reached the store, and since when they have reached it without a gap. */
  let lastBeatAt: number | undefined;
  let inContactSince = 0;

  async function tick(): Promise<void> {
    const fresh = await store.beat(nodeId, now());
    const at = now();
    // A gap in this node's own heartbeats (Redis away or stalled, this node paused) means the others' could
    // not be written either: their entries are as old as the outage. Judge them only once they have had as
    // many beats to write as it takes to be called dead, or a Redis outage would have every node release
    // every other node's seats the moment it came back.
    if (lastBeatAt === undefined || at - lastBeatAt > beatMs * 2) inContactSince = at;
    lastBeatAt = at;
    if (fresh && beaten) {
      log.warn('scale-out: the other nodes took this node for dead; holding its seats again');
      await onForgotten();
    }
    beaten = true;
    if (at - inContactSince < beatMs * MISSED_BEATS_FOR_DEAD) return;
    const staleBefore = at - beatMs * MISSED_BEATS_FOR_DEAD;
    for (const [other, at] of Object.entries(await store.all())) {
      if (other === nodeId || !(Number(at) < staleBefore)) continue;
      if (!(await store.forget(other))) continue;
      log.warn('scale-out: a node stopped its heartbeat; releasing the seats it held', { node: other });
      await onDead(other);
    }
  }

  // One tick at a time: a slow Redis must not stack them up.
  const guardedTick = () => {
    running ??= tick()
      .then(
        () => heartbeats.succeeded(),
        (err: unknown) => heartbeats.failed(err),
      )
      .finally(() => (running = undefined));
    return running;
  };
  void guardedTick();
  const timer = setInterval(() => void guardedTick(), beatMs);
  timer.unref();

  return {
    tick: guardedTick,
    async stop() {
      clearInterval(timer);
      // The heartbeat is left to go stale: a node that stops writes no presence for its departing sockets,
      // so whichever of their players do not come back through another node are released by the living.
      await running;
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { startNodeMembership, type HeartbeatStore, type NodeMembership } from './nodeMembership';

/** One Redis hash shared by every node, as HSET / HGETALL / HDEL answer. */
function sharedHash(): HeartbeatStore {
  const beats = new Map<string, string>();
  return {
    beat: (nodeId, atMs) => {
      const fresh = !beats.has(nodeId);
      beats.set(nodeId, String(atMs));
      return Promise.resolve(fresh);
    },
    all: () => Promise.resolve(Object.fromEntries(beats)),
    forget: (nodeId) => Promise.resolve(beats.delete(nodeId)),
  };
}

const BEAT_MS = 1_000;
const log = createLogger('silent');
const started: NodeMembership[] = [];

function node(store: HeartbeatStore, nodeId: string, clock: { ms: number }) {
  const dead: string[] = [];
  let forgotten = 0;
  const membership = startNodeMembership({
    store,
    nodeId,
    log,
    beatMs: BEAT_MS,
    now: () => clock.ms,
    onDead: (other) => {
      dead.push(other);
      return Promise.resolve();
    },
    onForgotten: () => {
      forgotten += 1;
      return Promise.resolve();
    },
  });
  started.push(membership);
  return { membership, dead, forgotten: () => forgotten };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((m) => m.stop()));
  vi.useRealTimers();
});

describe('node membership', () => {
  it('has exactly one living node release a node whose heartbeat stopped', async () => {
    const store = sharedHash();
    const clock = { ms: 0 };
    const a = node(store, 'a', clock);
    const b = node(store, 'b', clock);
    const c = node(store, 'c', clock);
    await Promise.all([a.membership.tick(), b.membership.tick(), c.membership.tick()]);

    // Node c stops beating (killed); a and b go on for more than three heartbeats.
    await c.membership.stop();
    for (let beat = 1; beat <= 4; beat++) {
      clock.ms = beat * BEAT_MS;
      await a.membership.tick();
      await b.membership.tick();
    }
    expect([...a.dead, ...b.dead]).toEqual(['c']);
    expect(await store.all()).not.toHaveProperty('c');
  });

  it('never takes a node that keeps beating for dead', async () => {
    const store = sharedHash();
    const clock = { ms: 0 };
    const a = node(store, 'a', clock);
    const b = node(store, 'b', clock);
    for (let beat = 0; beat <= 10; beat++) {
      clock.ms = beat * BEAT_MS;
      await a.membership.tick();
      await b.membership.tick();
    }
    expect([...a.dead, ...b.dead]).toEqual([]);
  });

  it('holds its seats again when the others took it for dead while it was stalled', async () => {
    const store = sharedHash();
    const clock = { ms: 0 };
    const a = node(store, 'a', clock);
    const b = node(store, 'b', clock);
    await Promise.all([a.membership.tick(), b.membership.tick()]);

    // b stalls for four heartbeats; a takes it for dead and releases its seats.
    for (let beat = 1; beat <= 4; beat++) {
      clock.ms = beat * BEAT_MS;
      await a.membership.tick();
    }
    expect(a.dead).toEqual(['b']);
    expect(b.forgotten()).toBe(0);

    // b's next heartbeat finds its entry gone: it writes its seats as held again, once.
    await b.membership.tick();
    await b.membership.tick();
    expect(b.forgotten()).toBe(1);
    expect(b.dead).toEqual([]);
  });

  it('takes no living node for dead after a Redis outage, and still releases one that died', async () => {
    const store = sharedHash();
    const clock = { ms: 0 };
    const a = node(store, 'a', clock);
    const b = node(store, 'b', clock);
    const c = node(store, 'c', clock);
    for (let beat = 0; beat <= 3; beat++) {
      clock.ms = beat * BEAT_MS;
      await Promise.all([a.membership.tick(), b.membership.tick(), c.membership.tick()]);
    }
    // Redis is away for five heartbeats, so no node's beat lands; c dies meanwhile.
    await c.membership.stop();
    clock.ms = 9 * BEAT_MS;
    // a reaches Redis first: b's entry is as old as the outage, yet b is alive.
    await a.membership.tick();
    expect(a.dead).toEqual([]);
    for (let beat = 9; beat <= 14; beat++) {
      clock.ms = beat * BEAT_MS;
      await b.membership.tick();
      await a.membership.tick();
    }
    expect([...a.dead, ...b.dead]).toEqual(['c']);
    expect([a.forgotten(), b.forgotten()]).toEqual([0, 0]);
  });

  it('beats on its own timer', async () => {
    vi.useFakeTimers();
    const store = sharedHash();
    const clock = { ms: 0 };
    node(store, 'a', clock);
    await vi.advanceTimersByTimeAsync(0);
    clock.ms = 5 * BEAT_MS;
    await vi.advanceTimersByTimeAsync(BEAT_MS);
    expect(await store.all()).toEqual({ a: String(5 * BEAT_MS) });
  });

  it('logs a heartbeat outage once when it starts and once when it ends, not at every beat', async () => {
    const lines: Record<string, unknown>[] = [];
    const quietLog = createLogger('info', {}, (line) =>
      lines.push(JSON.parse(line) as Record<string, unknown>),
    );
    const hash = sharedHash();
    let down = false;
    const store: HeartbeatStore = {
      beat: (nodeId, atMs) =>
        down ? Promise.reject(new Error('The client is closed')) : hash.beat(nodeId, atMs),
      all: () => hash.all(),
      forget: (nodeId) => hash.forget(nodeId),
    };
    const membership = startNodeMembership({
      store,
      nodeId: 'a',
      log: quietLog,
      beatMs: BEAT_MS,
      onDead: () => Promise.resolve(),
      onForgotten: () => Promise.resolve(),
    });
    started.push(membership);
    await membership.tick();
    down = true;
    for (let beat = 0; beat < 30; beat++) await membership.tick();
    down = false;
    await membership.tick();

    expect(lines.map(({ level, msg }) => `${String(level)} ${String(msg)}`)).toEqual([
      'error scale-out: node heartbeat failed',
      'info scale-out: node heartbeat works again',
    ]);
    expect(lines[1]).toMatchObject({ failures: 30 });
  });

  it("adds no line of its own while Redis's outage is already logged", async () => {
    const lines: string[] = [];
    const membership = startNodeMembership({
      store: { ...sharedHash(), beat: () => Promise.reject(new Error('The client is closed')) },
      nodeId: 'a',
      log: createLogger('info', {}, (line) => lines.push(line)),
      beatMs: BEAT_MS,
      onDead: () => Promise.resolve(),
      onForgotten: () => Promise.resolve(),
      storeDown: () => true,
    });
    started.push(membership);
    for (let beat = 0; beat < 5; beat++) await membership.tick();
    expect(lines).toEqual([]);
  });
});

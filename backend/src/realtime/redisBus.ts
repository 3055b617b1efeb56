// The cross-node GameBus: each game's events go through the game's own Redis pub/sub channel, and a node
// subscribes only to the channels of games it has viewers of, so it never parses another node's games.
import { performance } from 'node:perf_hooks';
import type { createClient } from 'redis';
import type { HeartbeatStore } from './nodeMembership';
import type { ServerEvent } from '@gridable/common';
import type { Logger } from '../logger';
import { connectOrExplain, REDIS_CONNECT_TIMEOUT_MS } from '../ops/startupFailure';
import { createRedisHealth, type RedisHealth } from '../ops/redisHealth';
import { createFollowCounts } from './followCounts';
import { notifyListeners, type BusListener, type GameBus } from './gameBus';

export type RedisClient = ReturnType<typeof createClient>;

/** A game's channel. Games are many: Redis keeps a channel per subscribed game at a few dozen bytes each. */
export const GAME_CHANNEL_PREFIX = 'gridable:game:';

export function gameChannelName(gameId: string): string {
  return `${GAME_CHANNEL_PREFIX}${gameId}`;
}

/** What travels on a channel. */
interface BusMessage {
  event: ServerEvent;
}

/** What this node has heard, for /metrics and bench:scaleout. */
export interface BusTraffic {
  received: number;
  /** Events of games this node no longer follows (heard in the moment between the last viewer and UNSUBSCRIBE). */
  foreign: number;
  /** Time spent parsing and handling those foreign events, in ms. */
  foreignMs: number;
  followed: number;
}

export interface RedisBus extends GameBus {
  ping(): Promise<boolean>;
  traffic(): BusTraffic;
  /** The nodes' heartbeats (nodeMembership.ts), on the publisher's connection. */
  heartbeats: HeartbeatStore;
}

export const NODE_HEARTBEATS_KEY = 'gridable:nodes';

/**
 * Loaded only when REDIS_URL is set (a dynamic import of `redis`, so one node alone never touches it).
 * The publisher does not deliver locally: when it follows the game it hears its own message back like every
 * other follower, so each node delivers each event exactly once; the game channel puts each game's back in id
 * order (eventSequencer.ts), and fills from the log what a node missed while its SUBSCRIBE was on its way.
 */
export async function createRedisBus(
  url: string,
  log: Logger,
  connectTimeoutMs = REDIS_CONNECT_TIMEOUT_MS,
  health: RedisHealth = createRedisHealth(log),
): Promise<RedisBus> {
  const { createClient } = await import('redis');
  const listeners = new Set<BusListener>();
  const busLog = log.child({ component: 'redis-bus' });
  const traffic = { received: 0, foreign: 0, foreignMs: 0 };

  // No offline queue: while Redis is away a move fails its publish at once (and is logged) instead of
  // stalling the game's write queue; the event is already in game_events, so clients resync from there.
  let clients: RedisClient[] = [];
  let lastError: unknown;
  const { publisher, subscriber } = await connectOrExplain({
    variable: 'REDIS_URL',
    url,
    what: 'Redis',
    timeoutMs: connectTimeoutMs,
    connect: async () => {
      const publisher: RedisClient = createClient({ url, disableOfflineQueue: true });
      const subscriber: RedisClient = publisher.duplicate();
      clients = [publisher, subscriber];
      for (const [role, client] of [
        ['publisher', publisher],
        ['subscriber', subscriber],
      ] as const) {
        client.on('error', (err: unknown) => {
          lastError = err;
        });
        health.watch(client, role);
      }
      await Promise.all([publisher.connect(), subscriber.connect()]);
      return { publisher, subscriber };
    },
    lastError: () => lastError,
    abandon: () => {
      for (const client of clients) client.destroy();
    },
  });

  const onMessage = (raw: string, channel: string): void => {
    const started = performance.now();
    traffic.received += 1;
    const gameId = channel.slice(GAME_CHANNEL_PREFIX.length);
    const followed = follows.has(gameId);
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch (err) {
      busLog.error('unreadable bus message', { err, gameId });
      return;
    }
    if (followed) {
      notifyListeners(listeners, message.event, (err) =>
        busLog.error('event delivery failed', { err, gameId }),
      );
    } else {
      traffic.foreign += 1;
      traffic.foreignMs += performance.now() - started;
    }
  };
  // node-redis resubscribes on reconnect only the channels whose SUBSCRIBE succeeded: a game first viewed
  // here while Redis was away would never be heard again, its viewers left to the stored-id sweep. So a
  // failed SUBSCRIBE is tried again once the subscriber is ready, if the game is still followed.
  const unsubscribed = new Set<string>();
  const subscribeTo = (gameId: string): void => {
    unsubscribed.delete(gameId);
    subscriber.subscribe(gameChannelName(gameId), onMessage).catch((err: unknown) => {
      if (!follows.has(gameId)) return;
      unsubscribed.add(gameId);
      if (health.up())
        busLog.warn('subscribing to a game failed: its viewers here resync from the log', { err, gameId });
    });
  };
  subscriber.on('ready', () => {
    const retry = [...unsubscribed];
    unsubscribed.clear();
    for (const gameId of retry) if (follows.has(gameId)) subscribeTo(gameId);
  });
  const follows = createFollowCounts(
    (gameId) => subscribeTo(gameId),
    (gameId) => {
      unsubscribed.delete(gameId);
      subscriber.unsubscribe(gameChannelName(gameId), onMessage).catch((err: unknown) => {
        if (health.up()) busLog.warn('unsubscribing from a game failed', { err, gameId });
      });
    },
  );

  let closing: Promise<void> | undefined;
  return {
    async publish(event) {
      await publisher.publish(gameChannelName(event.gameId), JSON.stringify({ event } satisfies BusMessage));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow: (gameId) => follows.follow(gameId),
    async ping() {
      if (!publisher.isReady) return false;
      return (await publisher.ping()) === 'PONG';
    },
    traffic: () => ({ ...traffic, followed: follows.size() }),
    heartbeats: {
      beat: async (nodeId, atMs) => (await publisher.hSet(NODE_HEARTBEATS_KEY, nodeId, String(atMs))) === 1,
      all: () => publisher.hGetAll(NODE_HEARTBEATS_KEY),
      forget: async (nodeId) => (await publisher.hDel(NODE_HEARTBEATS_KEY, nodeId)) === 1,
    },
    close: () =>
      (closing ??= (async () => {
        listeners.clear();
        follows.clear();
        await Promise.allSettled([subscriber.close(), publisher.close()]);
      })()),
  };
}

// The cross-node GameBus: every event goes through one Redis pub/sub channel, and every node delivers what it hears.
import type { createClient } from 'redis';
import type { ServerEvent } from '@gridable/common';
import type { Logger } from '../logger';
import { notifyListeners, type BusListener, type GameBus } from './gameBus';

export type RedisClient = ReturnType<typeof createClient>;

/** The one channel: games are many and short, so per-game channels would only churn subscriptions. */
export const GAME_EVENTS_CHANNEL = 'gridable:game-events';

/** What travels on the channel. */
interface BusMessage {
  event: ServerEvent;
}

export interface RedisBus extends GameBus {
  ping(): Promise<boolean>;
}

/**
 * Loaded only when REDIS_URL is set (a dynamic import of `redis`, so one node alone never touches it).
 * The publisher does not deliver locally: it hears its own message back like every other node, so each
 * node delivers each event exactly once; the game channel puts each game's back in id order (eventSequencer.ts).
 */
export async function createRedisBus(url: string, log: Logger): Promise<RedisBus> {
  const { createClient } = await import('redis');
  const listeners = new Set<BusListener>();
  const busLog = log.child({ component: 'redis-bus' });

  // No offline queue: while Redis is away a move fails its publish at once (and is logged) instead of
  // stalling the game's write queue; the event is already in game_events, so clients resync from there.
  const publisher: RedisClient = createClient({ url, disableOfflineQueue: true });
  const subscriber: RedisClient = publisher.duplicate();
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: unknown) => busLog.warn('redis connection error', { role, err }));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  await subscriber.subscribe(GAME_EVENTS_CHANNEL, (raw) => {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch (err) {
      busLog.error('unreadable bus message', { err });
      return;
    }
    notifyListeners(listeners, message.event, (err) =>
      busLog.error('event delivery failed', { err, gameId: message.event.gameId }),
    );
  });

  let closing: Promise<void> | undefined;
  return {
    async publish(event) {
      await publisher.publish(GAME_EVENTS_CHANNEL, JSON.stringify({ event } satisfies BusMessage));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ping() {
      if (!publisher.isReady) return false;
      return (await publisher.ping()) === 'PONG';
    },
    close: () =>
      (closing ??= (async () => {
        listeners.clear();
        await Promise.allSettled([subscriber.close(), publisher.close()]);
      })()),
  };
}

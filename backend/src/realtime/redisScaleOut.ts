// Everything REDIS_URL switches on: the Redis game bus and the Socket.IO Redis Streams adapter, loaded on demand.
import type { ServerOptions } from 'socket.io';
import type { Logger } from '../logger';
import { createRedisBus, type RedisBus, type RedisClient } from './redisBus';

export interface RedisScaleOut {
  bus: RedisBus;
  /**
   * For `new Server(..., { adapter })`: rooms, broadcasts, fetchSockets and disconnectSockets across every
   * node. Game events do not travel through it (see deliverToRooms for why); they come from `bus`.
   */
  adapter: NonNullable<ServerOptions['adapter']>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function connectRedisScaleOut(url: string, log: Logger): Promise<RedisScaleOut> {
  // Dynamic imports keep both packages out of a single node's process (the bundle leaves them external).
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-streams-adapter'),
  ]);
  const bus = await createRedisBus(url, log);
  // The adapter keeps its offline queue: its stream reader blocks on XREAD and must wait out a Redis restart.
  const adapterClient: RedisClient = createClient({ url });
  adapterClient.on('error', (err: unknown) =>
    log.warn('redis connection error', { component: 'socket-adapter', err }),
  );
  try {
    await adapterClient.connect();
  } catch (err) {
    await bus.close();
    throw err;
  }
  log.info('scale-out: Redis bus and Socket.IO adapter');
  return {
    bus,
    // A short XREAD block, so a closing node's stream reader lets go within a second.
    adapter: createAdapter(adapterClient, { blockTimeInMs: 1_000 }),
    ping: () => bus.ping(),
    async close() {
      await bus.close();
      // Session writes of sockets that just disconnected are still queued: close() lets them finish.
      await adapterClient.close().catch(() => undefined);
    },
  };
}

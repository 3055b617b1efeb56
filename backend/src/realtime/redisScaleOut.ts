// Everything REDIS_URL switches on: the ordered Redis pub/sub game bus, loaded on demand.
import type { Logger } from '../logger';
import type { RedisHealth } from '../ops/redisHealth';
import { createRedisBus, type RedisBus } from './redisBus';

export interface RedisScaleOut {
  bus: RedisBus;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Sockets need nothing shared across nodes: each node delivers bus events to its own rooms, and a socket
 * that moves to another node rejoins there (handshake auth, then STATE_SYNC). So no Socket.IO adapter.
 */
export async function connectRedisScaleOut(
  url: string,
  log: Logger,
  health?: RedisHealth,
): Promise<RedisScaleOut> {
  const bus = await createRedisBus(url, log, undefined, health);
  log.info('scale-out: Redis game bus');
  return {
    bus,
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

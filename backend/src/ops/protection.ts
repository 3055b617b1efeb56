// Everything that keeps one client from taking more than its share, built once per server and handed to
// the app (REST), the SSE streams and the Socket.IO guards, so all three count the same client the same way.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { trustFunction, type TrustFunction } from './clientAddress';
import {
  createConnectionCaps,
  defaultConnectionLimit,
  GAME_LISTENER_LIMIT,
  GAME_LISTENER_PER_CLIENT_LIMIT,
  hardConnectionLimit,
  type ConnectionCaps,
} from './connectionCaps';
import { createFloodLog, type FloodLog } from './floodLog';
import { connectRedisLimits, createMemoryLimits, type Limits } from './limits';
import type { RedisHealth } from './redisHealth';
import { createServerLoad, type ServerLoad } from './serverLoad';

export interface Protection {
  trust: TrustFunction;
  limits: Limits;
  caps: ConnectionCaps;
  load: ServerLoad;
  /** Floods refused, logged once per address (floodLog.ts). */
  floods: FloodLog;
  close(): Promise<void>;
}

export async function createProtection(
  config: Config,
  log: Logger,
  redisHealth?: RedisHealth,
): Promise<Protection> {
  const softLimit = config.connectionLimit ?? defaultConnectionLimit();
  const limits = config.redisUrl
    ? await connectRedisLimits(config.redisUrl, log, undefined, redisHealth)
    : createMemoryLimits();
  return {
    trust: trustFunction(config.trustProxy),
    limits,
    caps: createConnectionCaps({
      perClient: config.clientConnectionLimit,
      perGame: GAME_LISTENER_LIMIT,
      perGameClient: GAME_LISTENER_PER_CLIENT_LIMIT,
      // Long-lived slots stop short of the ceiling, so short requests still get through.
      total: Math.max(1, Math.floor(softLimit * 0.9)),
    }),
    load: createServerLoad({ softLimit, hardLimit: hardConnectionLimit(softLimit) }),
    floods: createFloodLog(log.child({ component: 'floods' })),
    close: () => limits.close(),
  };
}

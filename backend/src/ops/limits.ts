// Every per-client budget in one place, kept in Redis when REDIS_URL is set (so two nodes do not mean
// twice the budget) and in memory otherwise. Callers name a budget and a key; this says yes or "wait N s",
// synchronously when the budgets are in memory (the hot paths take that answer without an await).
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import { connectOrExplain, REDIS_CONNECT_TIMEOUT_MS } from './startupFailure';
import { createRedisHealth, type RedisHealth } from './redisHealth';
import { FixedWindows } from './memoryBudgets';

export interface Budget {
  /** Stable across nodes: it names the Redis keys. */
  name: string;
  /** Points per window; most calls spend one. */
  limit: number;
  windowMs: number;
}

/** Budgets every route shares; features keep their own (game creation, feedback) next to their routes. */
export const BUDGETS = Object.freeze({
  /** Every REST write (POST) from one client: a whole game is ~30, two players in one home share it. */
  writes: { name: 'writes', limit: 300, windowMs: 60_000 },
  /** Requests naming a game id (state, SSE, presence, moves): a hit costs one. */
  lookups: { name: 'lookups', limit: 600, windowMs: 60_000 },
  /**
   * Reads under /api that name no game (league pages, daily stats and high scores, a player's leagues,
   * reviews, results): each is a database read or more, and one client asking them back to back had the
   * node's thread and database to itself (bench:bystander). A home screen asks a handful, a league page one.
   */
  reads: { name: 'reads', limit: 600, windowMs: 60_000 },
  /** Requests naming a game that does not exist: guessing codes. The 31st miss in a minute is refused. */
  misses: { name: 'misses', limit: 30, windowMs: 60_000 },
  /** New SSE streams and Socket.IO connections from one client. */
  connects: { name: 'connects', limit: 120, windowMs: 60_000 },
  /**
   * New SSE streams on one game, whoever opens them: each costs a STATE_SYNC read and maybe a replay of the
   * log, so many addresses asking for one game's log again and again are refused before any database work.
   * Two players and a few spectators reconnect far less; a node restart brings back at most the game's
   * listener cap (16) at once. A short window keeps a crowd's accepted streams from arriving as one burst.
   */
  gameStreams: { name: 'game-streams', limit: 20, windowMs: 10_000 },
  /**
   * Daily games a client may start: every fresh player UUID is another attempt at the day, so creation is
   * bounded per address and per player. Reopening a game already made (a reload, a finished day) is a read:
   * it spends the lookups budget, not these.
   */
  dailyCreates: { name: 'daily-creates', limit: 30, windowMs: 10 * 60_000 },
  dailyCreatesPerPlayer: { name: 'daily-creates-player', limit: 10, windowMs: 10 * 60_000 },
  /**
   * Past days drawn for the first time (about 200 ms of CPU each, vetted by the computer player): per
   * client, and for the whole node, whose key is PAST_DAY_DRAWS_NODE_KEY. A day drawn once is read
   * from then on and costs nothing; today is never refused.
   */
  pastDayDraws: { name: 'past-day-draws', limit: 6, windowMs: 60_000 },
  pastDayDrawsNode: { name: 'past-day-draws-node', limit: 30, windowMs: 60_000 },
} satisfies Record<string, Budget>);

/** Why a call was refused: how long until the budget has room again. */
export interface Refusal {
  retryAfterSeconds: number;
}

/** The same questions answered on the spot: budgets kept in this process's memory. */
export interface LocalLimits {
  spend(budget: Budget, key: string, points?: number): Refusal | null;
  exhausted(budget: Budget, key: string): Refusal | null;
}

export interface Limits {
  /** Spends `points` (a refused call spends nothing more than it asked); null when allowed. */
  spend(budget: Budget, key: string, points?: number): Promise<Refusal | null>;
  /** Whether `key` has already used all of `budget`, without spending. */
  exhausted(budget: Budget, key: string): Promise<Refusal | null>;
  /** Present when the budgets are in this process's memory: the same answers, without a promise. */
  readonly local?: LocalLimits;
  readonly store: 'redis' | 'memory';
  close(): Promise<void>;
}

/** A budget answer that may come at once (local budgets) or later (Redis). */
export type BudgetAnswer = Refusal | null | Promise<Refusal | null>;

/** Spends from `budget`, answering synchronously when the budgets are local. */
export function spendNow(limits: Limits, budget: Budget, key: string, points?: number): BudgetAnswer {
  return limits.local ? limits.local.spend(budget, key, points) : limits.spend(budget, key, points);
}

/** Whether `key` has used all of `budget`, answering synchronously when the budgets are local. */
export function exhaustedNow(limits: Limits, budget: Budget, key: string): BudgetAnswer {
  return limits.local ? limits.local.exhausted(budget, key) : limits.exhausted(budget, key);
}

/** The subset of node-redis the Redis limiter drives. */
interface LimiterRedisClient {
  connect(): Promise<unknown>;
  close(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (err: unknown) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * One node's budgets: fixed windows as the Redis store keeps them (memoryBudgets.ts), decided on the spot.
 * `now` is for tests.
 */
export function createMemoryLimits(now?: () => number): Limits {
  const windows = new Map<string, FixedWindows>();
  const windowsOf = (budget: Budget): FixedWindows => {
    const key = limiterKey(budget);
    let found = windows.get(key);
    if (!found) windows.set(key, (found = new FixedWindows(budget, now)));
    return found;
  };
  const local: LocalLimits = {
    spend: (budget, key, points = 1) => windowsOf(budget).spend(key, points),
    exhausted: (budget, key) => windowsOf(budget).exhausted(key),
  };
  return {
    store: 'memory',
    local,
    spend: (budget, key, points) => Promise.resolve(local.spend(budget, key, points)),
    exhausted: (budget, key) => Promise.resolve(local.exhausted(budget, key)),
    close: () => Promise.resolve(),
  };
}

/** Two budgets share a store only if they agree on name, limit and window. */
function limiterKey(budget: Budget): string {
  return `${budget.name}:${budget.limit}:${budget.windowMs}`;
}

/** Budgets in Redis; while Redis is unreachable each node falls back to its own memory rather than failing. */
export async function connectRedisLimits(
  url: string,
  log: Logger,
  connectTimeoutMs = REDIS_CONNECT_TIMEOUT_MS,
  health: RedisHealth = createRedisHealth(log),
): Promise<Limits> {
  const { createClient } = await import('redis');
  // Kept apart from the result so a timed-out attempt, still retrying inside node-redis, can be stopped.
  let attempt: LimiterRedisClient | undefined;
  let lastError: unknown;
  const client = await connectOrExplain({
    variable: 'REDIS_URL',
    url,
    what: 'Redis',
    timeoutMs: connectTimeoutMs,
    connect: async () => {
      const created = createClient({ url, disableOfflineQueue: true }) as unknown as LimiterRedisClient;
      attempt = created;
      created.on('error', (err) => {
        lastError = err;
      });
      health.watch(created, 'limits');
      await created.connect();
      return created;
    },
    lastError: () => lastError,
    abandon: () => attempt?.destroy(),
  });
  return limitsOver(
    (budget) =>
      new RateLimiterRedis({
        ...optionsOf(budget),
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(optionsOf(budget)),
      }),
    'redis',
    async () => {
      await client.close().catch(() => undefined);
    },
  );
}

function optionsOf(budget: Budget) {
  return {
    keyPrefix: `gridable:limit:${budget.name}`,
    points: budget.limit,
    duration: Math.max(1, Math.ceil(budget.windowMs / 1000)),
  };
}

function limitsOver(
  make: (budget: Budget) => RateLimiterAbstract,
  store: Limits['store'],
  close: () => Promise<void>,
): Limits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (budget: Budget): RateLimiterAbstract => {
    const key = limiterKey(budget);
    let limiter = limiters.get(key);
    if (!limiter) limiters.set(key, (limiter = make(budget)));
    return limiter;
  };
  return {
    store,
    async spend(budget, key, points = 1) {
      try {
        await limiterOf(budget).consume(key, points);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return refusalOf(err);
        // A store failure with no insurance left must not take the request down with it.
        return null;
      }
    },
    async exhausted(budget, key) {
      const res = await limiterOf(budget)
        .get(key)
        .catch(() => null);
      return res && res.consumedPoints >= budget.limit ? refusalOf(res) : null;
    },
    close,
  };
}

function refusalOf(res: RateLimiterRes): Refusal {
  return { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

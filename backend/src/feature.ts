// What a feature plugs into the server: REST routes, an optional hook on the HTTP server, and a close.
import type http from 'node:http';
import type { Router } from 'express';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Database } from './db/connection';
import type { Models } from './db/models';
import type { Metrics } from './ops/metrics';
import type { Protection } from './ops/protection';
import type { PageMetaRoute } from './http/pageMeta';
import type { RedisHealth } from './ops/redisHealth';
import type { SiteOrigin } from './http/siteOrigin';

export interface FeatureContext {
  config: Config;
  log: Logger;
  db: Database;
  models: Models;
  /** Register gauges and counters here; they appear on /metrics. */
  metrics: Metrics;
  /** Client addresses, budgets and connection caps, shared by REST, SSE and sockets. */
  protection: Protection;
  /** The origin absolute links name (share links, invites, og: tags); one per server (http/siteOrigin.ts). */
  origin: SiteOrigin;
  /** With REDIS_URL: whether this node reaches Redis, shared by every client it opens there. */
  redisHealth?: RedisHealth;
  /** The server's clock for game rules and pushes; tests move it to play across days. */
  now?: () => Date;
}

export interface Feature {
  name: string;
  /** Mounted under /api. */
  router?: Router;
  /** Runs once the HTTP server exists (Socket.IO attaches here). */
  attach?(httpServer: http.Server): void | Promise<void>;
  /** Link-preview tags for pages of the web app (e.g. /share/:shareId); see http/pageMeta.ts. */
  pages?: PageMetaRoute[];
  /** Named readiness checks for /readyz: this node cannot serve while one fails. */
  readiness?: Record<string, () => Promise<boolean>>;
  /**
   * Shared dependencies every node would fail alike (Redis): shown on /readyz, never failing it, since a
   * load balancer that took every node out at once would turn a degraded service into an outage.
   */
  dependencies?: Record<string, () => Promise<boolean>>;
  /** Resolves once every write accepted so far (moves, their event records) is stored. */
  settled?(): Promise<void>;
  /** Stops timers and connections; awaited before the database closes. */
  close?(): Promise<void>;
}

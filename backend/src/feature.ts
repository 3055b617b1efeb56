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

export interface FeatureContext {
  config: Config;
  log: Logger;
  db: Database;
  models: Models;
  /** Register gauges and counters here; they appear on /metrics. */
  metrics: Metrics;
  /** Client addresses, budgets and connection caps, shared by REST, SSE and sockets. */
  protection: Protection;
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
  /** Named readiness checks for /readyz. */
  readiness?: Record<string, () => Promise<boolean>>;
  /** Stops timers and connections; awaited before the database closes. */
  close?(): Promise<void>;
}

// Wires config -> database -> features -> http server; returns a handle so tests can run it on port 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { connectDatabase, type Database } from './db/connection';
import type { EmbeddedThread } from '@gridable/embedded-db/worker';
import { createModels, ensureIndexes, type Models } from './db/models';
import { upgradeStoredData } from './db/dataVersion';
import { buildApp } from './app';
import type { Feature, FeatureContext } from './feature';
import { createGamesFeature } from './games/gamesFeature';
import { createMetrics, type Metrics } from './ops/metrics';
import { createDailyFeature } from './daily/dailyFeature';
import type { DayDrawer } from './daily/dayDrawer';
import type { GameReviewer } from './review/gameReviewer';
import { createResultFeature } from './results/resultFeature';
import { createFeedbackFeature } from './feedback/feedbackFeature';
import { createPushFeature, type PushFeature, type PushOptions } from './push/pushFeature';
import { createReviewFeature } from './review/reviewFeature';
import { createLeaguesFeature } from './leagues/leaguesFeature';
import { createProtection } from './ops/protection';
import { createProxyTrustCheck, watchProxyTrust } from './ops/proxyTrustCheck';
import { createStorageHealth } from './ops/storageHealth';
import { createRedisHealth } from './ops/redisHealth';
import { serveMetricsPort } from './ops/metricsAccess';
import { gateConnections, SHORT_REQUEST_HEADROOM } from './ops/connectionGate';
import { createRefusalMemo, refuseKnownOverBudget } from './http/refusalMemo';
import { limitRequestsInFlight } from './ops/requestsInFlight';
import { listen } from './ops/startupFailure';
import { siteOriginFor } from './http/siteOrigin';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  models: Models;
  metrics: Metrics;
  log: Logger;
  httpServer: http.Server;
  /** Where /metrics is served when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  /** Web push: tests wait on it for the pushes their moves triggered. */
  push: PushFeature;
  /**
   * Resolves once every write accepted so far is stored (a move's event records are written in a later batch
   * that its acknowledgement does not wait for): tests wait here, not on a poll that a busy database thread
   * can outlast.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Each feature of the product, in mount order. */
async function createFeatures(
  ctx: FeatureContext,
  { push: pushOptions, drawer, reviewer }: Pick<StartOptions, 'push' | 'drawer' | 'reviewer'>,
): Promise<{ features: Feature[]; push: PushFeature }> {
  // Before the games feature: it answers GET /api/games/DC-… (legacy daily ids) and passes every other id on.
  // One clock for every feature: a test that moves it moves the daily's day, the spoiler rule and the
  // leagues' week with the games' rules and pushes.
  const now = ctx.now ? { now: ctx.now } : {};
  const daily = createDailyFeature(ctx, { ...now, ...(drawer ? { drawer } : {}) });
  const result = createResultFeature(ctx, { ...now, ...(reviewer ? { reviewer } : {}) });
  const feedback = createFeedbackFeature(ctx);
  const leagues = createLeaguesFeature(ctx, now);
  const push = await createPushFeature(ctx, pushOptions);
  const games = await createGamesFeature(ctx, { onWritten: (written) => push.onGameWritten(written) });
  // Features close in reverse: push after games, so the pushes of the last moves still go out.
  return {
    features: [daily, result, feedback, leagues, createReviewFeature(ctx, now), push, games],
    push,
  };
}

export interface StartOptions {
  /** The embedded database, already starting on its own thread (server.ts). */
  embeddedThread?: EmbeddedThread | undefined;
  /** Tests: a clock they move (games across days), and a loopback push service. */
  now?: () => Date;
  push?: PushOptions;
  /** Tests: who draws a new day (default: a worker thread per draw). */
  drawer?: DayDrawer;
  /** Tests: who reviews a shared game for its result's line (default: a worker thread). */
  reviewer?: GameReviewer;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = createLogger(config.logLevel, { service: 'gridable' });
  const db = await connectDatabase({
    mongodbUri: config.mongodbUri,
    dataDir: config.dataDir,
    log,
    embeddedThread: options.embeddedThread,
  });
  const models = createModels(db.connection);
  try {
    // First: data a newer release wrote is refused before anything here changes it, indexes included.
    await upgradeStoredData(models, log);
    await ensureIndexes(models);
  } catch (err) {
    await db.close();
    throw err;
  }
  const metrics = createMetrics();
  const redisHealth = config.redisUrl ? createRedisHealth(log.child({ component: 'redis' })) : undefined;
  if (redisHealth) {
    metrics.gauge('gridable_redis_up', 'Whether this node reaches Redis (1) or not (0)', () =>
      redisHealth.up() ? 1 : 0,
    );
    metrics.gauge('gridable_redis_outages_total', 'Redis outages this node has seen since it started', () =>
      redisHealth.outages(),
    );
  }
  const origin = siteOriginFor(config, log);
  let features: Feature[];
  let push: PushFeature;
  let protection;
  try {
    protection = await createProtection(config, log, redisHealth);
    ({ features, push } = await createFeatures(
      {
        config,
        log,
        db,
        models,
        metrics,
        protection,
        origin,
        ...(redisHealth ? { redisHealth } : {}),
        ...(options.now ? { now: options.now } : {}),
      },
      options,
    ));
  } catch (err) {
    // Redis unreachable at start-up, say: leave nothing open behind the error.
    metrics.stop();
    await protection?.close();
    await db.close();
    throw err;
  }

  const storage = createStorageHealth({ probe: () => db.probeWrite(), log });
  db.onUnreachable((err) => storage.report(err));
  const refusals = createRefusalMemo();
  const app = buildApp({
    config,
    log,
    metrics,
    protection,
    storage,
    refusals,
    origin,
    api: features.flatMap((f) => (f.router ? [f.router] : [])),
    pages: features.flatMap((f) => f.pages ?? []),
    // Reachable is not enough: a full disk answers pings and stores nothing.
    readiness: features.reduce<Record<string, () => Promise<boolean>>>(
      (all, f) => ({ ...all, ...f.readiness }),
      {
        database: async () => (await db.ping()) && (await storage.check()),
      },
    ),
    dependencies: features.reduce<Record<string, () => Promise<boolean>>>(
      (all, f) => ({ ...all, ...f.dependencies }),
      {},
    ),
  });
  const httpServer = http.createServer(
    refuseKnownOverBudget(
      refusals,
      limitRequestsInFlight(app, { trust: protection.trust }),
      protection.trust,
    ),
  );
  protection.load.attach(httpServer);
  watchProxyTrust(httpServer, createProxyTrustCheck({ trust: protection.trust, log }));
  for (const feature of features) await feature.attach?.(httpServer);
  // Last, so it stands in front of every connection listener the features attached.
  const gate = gateConnections(httpServer, {
    trust: protection.trust,
    perAddress: config.clientConnectionLimit + SHORT_REQUEST_HEADROOM,
    floods: protection.floods,
  });
  metrics.gauge(
    'gridable_connections_reset_at_accept',
    'Connections reset at accept: their address already held its share',
    () => gate.refused(),
  );
  let metricsServer: Awaited<ReturnType<typeof serveMetricsPort>> | undefined;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      const stopped = httpServer.listening
        ? new Promise<void>((resolve) => httpServer.close(() => resolve()))
        : Promise.resolve();
      for (const feature of [...features].reverse()) await feature.close?.();
      httpServer.closeIdleConnections();
      setTimeout(() => httpServer.closeAllConnections(), 2_000).unref();
      await stopped;
      await metricsServer?.close();
      await protection.close();
      storage.close();
      await db.close();
      metrics.stop();
      log.info('stopped');
    })());

  try {
    await listen(httpServer, config.port, config.host, 'PORT');
    if (config.metricsPort !== undefined)
      metricsServer = await serveMetricsPort(metrics, config.metricsPort, config.host);
  } catch (err) {
    // A port taken or a HOST that is not ours: leave nothing open behind the sentence.
    await close();
    throw err;
  }
  const { port } = httpServer.address() as AddressInfo;
  log.info('listening', {
    url: `http://localhost:${port}`,
    database: db.kind,
    metricsPort: metricsServer?.port,
  });
  const metricsUrl = metricsServer ? `http://127.0.0.1:${metricsServer.port}/metrics` : undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    models,
    metrics,
    log,
    httpServer,
    metricsUrl,
    push,
    settled: async () => {
      for (const feature of features) await feature.settled?.();
    },
    close,
  };
}

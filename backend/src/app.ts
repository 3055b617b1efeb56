// Builds the Express app (no listen), so tests and the server mount the same thing.
import express, { type Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Logger } from './logger';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { wordRoutes } from './words/wordRoutes';
import { measureRequests, metricsEndpoint, type Metrics } from './ops/metrics';
import { requestLog } from './ops/requestLog';
import { cors, securityHeaders } from './ops/security';
import { withTimeout } from './ops/withTimeout';

export interface AppDeps {
  config: Config;
  log: Logger;
  metrics?: Metrics;
  /** Feature routers mounted under /api. */
  api?: Router[];
  /** Named checks for /readyz, e.g. { database: () => ping() }. */
  readiness?: Record<string, () => Promise<boolean>>;
}

export const JSON_BODY_LIMIT = '16kb';
/** A check that hangs (a database gone away, still in server selection) counts as down, quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export function buildApp({ config, log, metrics, api = [], readiness = {} }: AppDeps): express.Express {
  const app = express();
  app.set('env', config.nodeEnv);
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(requestLog(log));
  if (metrics) {
    app.use(measureRequests(metrics));
    app.get('/metrics', metricsEndpoint(metrics));
  }
  app.use(securityHeaders());
  app.use(cors(config.corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(
        async ([name, check]) => [name, await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS, false)] as const,
      ),
    );
    const checks = Object.fromEntries(results);
    const ok = results.every(([, up]) => up);
    res.status(ok ? 200 : 503).json({ ok, checks });
  });

  const apiRouter = express.Router();
  apiRouter.use(express.json({ limit: JSON_BODY_LIMIT }));
  apiRouter.use(wordRoutes());
  for (const router of api) apiRouter.use(router);
  apiRouter.use(apiNotFound);
  app.use('/api', apiRouter);

  // In development Vite serves the web app with hot reload and proxies here; a stale build must not answer.
  if (config.nodeEnv === 'development') log.info('development: the web app is served by Vite on its own port');
  else serveWebApp(app, config.staticDir, log);
  app.use(errorHandler(log));
  return app;
}

// The built React app: hashed assets cached for a year, every other path gets index.html (client routing).
function serveWebApp(app: express.Express, staticDir: string, log: Logger): void {
  const indexHtml = path.join(staticDir, 'index.html');
  if (!existsSync(indexHtml)) {
    log.warn('web app not built; serving the API only', { staticDir });
    return;
  }
  app.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

// Builds the Express app (no listen), so tests and the server mount the same thing.
import express, { type RequestHandler, type Router } from 'express';
import type { Config } from './config';
import type { Logger } from './logger';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { requireJsonBodies } from './http/jsonBodies';
import { serveWebApp } from './http/webAppFiles';
import { inlineScriptSources, inlineStyleSources, loadAppShells, loadIndexHtml } from './http/appShell';
import { createPageMeta, type PageMetaRoute } from './http/pageMeta';
import { sitePages } from './http/siteMeta';
import { siteOriginFor, type SiteOrigin } from './http/siteOrigin';
import { wordRoutes } from './words/wordRoutes';
import { measureRequests, metricsEndpoint, type Metrics } from './ops/metrics';
import { requestLog } from './ops/requestLog';
import { cors, securityHeaders, type InlineSources } from './ops/security';
import { withTimeout } from './ops/withTimeout';
import { trustFunction } from './ops/clientAddress';
import { tokenGuard } from './ops/metricsAccess';
import type { Protection } from './ops/protection';
import type { StorageHealth } from './ops/storageHealth';
import { requestBudgets } from './http/requestBudgets';
import type { RefusalMemo } from './http/refusalMemo';

export interface AppDeps {
  config: Config;
  log: Logger;
  metrics?: Metrics;
  /** Feature routers mounted under /api. */
  api?: Router[];
  /** Features' link-preview tags for pages of the web app, beside the site's own (http/siteMeta.ts). */
  pages?: PageMetaRoute[];
  /** Named checks for /readyz, e.g. { database: () => ping() }: any one failing answers 503. */
  readiness?: Record<string, () => Promise<boolean>>;
  /** Shared dependencies (Redis): shown in /readyz's checks and `degraded`, never answering 503. */
  dependencies?: Record<string, () => Promise<boolean>>;
  /** Budgets and the connection ceiling; without it (small tests) budgets live in this app's memory. */
  protection?: Protection;
  /** Told about storage failures, so an outage is logged once and /readyz follows it. */
  storage?: StorageHealth;
  /** Learns of spent budgets, for the server to refuse their next requests before the app runs. */
  refusals?: RefusalMemo;
  /** The server's site origin, the one its features write links with; small tests get one from `config`. */
  origin?: SiteOrigin;
}

export const JSON_BODY_LIMIT = '16kb';

/**
 * API answers carry one player's data (their seat's view, a daily game shown to its owner's cookie, their
 * leagues), addressed by ids that may sit in the URL: no cache, shared or the browser's own, may keep one to
 * hand to whoever asks next. A route whose answer is public and fixed says so itself (the og:image).
 */
export const API_CACHE_CONTROL = 'no-store';
const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', API_CACHE_CONTROL);
  next();
};
/** A check that hangs (a database gone away, still in server selection) counts as down, quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/** The built app's inline scripts and style elements, for the CSP. */
function inlineSources(staticDir: string): InlineSources {
  const shells = loadAppShells(staticDir);
  const indexHtml = loadIndexHtml(staticDir);
  return {
    scripts: inlineScriptSources(indexHtml, shells),
    styles: inlineStyleSources(indexHtml, shells),
  };
}

export function buildApp({
  config,
  log,
  metrics,
  api = [],
  pages = [],
  readiness = {},
  dependencies = {},
  protection,
  storage,
  refusals,
  origin,
}: AppDeps): express.Express {
  const app = express();
  app.set('env', config.nodeEnv);
  app.disable('x-powered-by');
  // One trust function for req.ip, SSE and sockets, so every limit sees the same client address.
  app.set('trust proxy', protection?.trust ?? trustFunction(config.trustProxy));
  if (protection) app.locals.limits = protection.limits;
  app.use(requestLog(log));
  if (protection) app.use(protection.load.middleware);
  if (metrics) {
    app.use(measureRequests(metrics));
    // METRICS_PORT serves them elsewhere; on the app port only behind METRICS_TOKEN.
    if (config.metricsToken) app.get('/metrics', tokenGuard(config.metricsToken), metricsEndpoint(metrics));
  }
  // The built app's HTML carries inline style elements and its shells' head scripts; Vite serves its own in development.
  app.use(securityHeaders(config.nodeEnv === 'development' ? {} : inlineSources(config.staticDir)));
  app.use(cors(config.corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // Readiness says whether this node should get traffic. A shared dependency's outage would fail every
  // node alike and empty the pool, so it is shown as `degraded` while the node stays in (Kubernetes' advice).
  app.get('/readyz', async (_req, res) => {
    const run = (all: Record<string, () => Promise<boolean>>) =>
      Promise.all(
        Object.entries(all).map(
          async ([name, check]) =>
            [name, await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS, false)] as const,
        ),
      );
    const [own, shared] = await Promise.all([run(readiness), run(dependencies)]);
    const ok = own.every(([, up]) => up);
    const degraded = shared.filter(([, up]) => !up).map(([name]) => name);
    res.status(ok ? 200 : 503).json({
      ok,
      checks: Object.fromEntries([...own, ...shared]),
      ...(degraded.length > 0 ? { degraded } : {}),
    });
  });

  const apiRouter = express.Router();
  apiRouter.use(privateByDefault);
  // Budgets before bodies: a client past its budget is refused without its body being read, and broken or
  // oversized bodies spend the budget like any other write (they were refused before it, so never limited).
  apiRouter.use(requestBudgets(refusals));
  apiRouter.use(requireJsonBodies);
  apiRouter.use(express.json({ limit: JSON_BODY_LIMIT }));
  apiRouter.use(wordRoutes());
  for (const router of api) apiRouter.use(router);
  apiRouter.use(apiNotFound);
  app.use('/api', apiRouter);

  // In development Vite serves the web app with hot reload and proxies here; a stale build must not answer.
  if (config.nodeEnv === 'development')
    log.info('development: the web app is served by Vite on its own port');
  else
    serveWebApp(app, config.staticDir, log, {
      pages: createPageMeta([...sitePages(), ...pages]),
      origin: origin ?? siteOriginFor(config, log),
    });
  app.use(errorHandler(log, storage));
  return app;
}

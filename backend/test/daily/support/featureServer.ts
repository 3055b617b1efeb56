// Mounts chosen features (with test options: a fixed clock, small rate limits) on a running test server's database.
import type { Router } from 'express';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { Feature, FeatureContext } from '../../../src/feature';
import { createMetrics } from '../../../src/ops/metrics';
import { createProtection } from '../../../src/ops/protection';
import { siteOriginFor } from '../../../src/http/siteOrigin';
import type { RunningServer } from '../../../src/startServer';
import { listen, type Listening } from '../../support/appServer';

export interface FeatureServerOptions {
  env?: Record<string, string>;
  /** Routers mounted after the features, e.g. a stand-in for a feature mounted later in the real server. */
  extraRouters?: Router[];
}

export async function mountFeatures(
  server: RunningServer,
  makeFeatures: (ctx: FeatureContext) => Feature[],
  { env = {}, extraRouters = [] }: FeatureServerOptions = {},
): Promise<Listening> {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
  // A registry of its own: the running server's already holds the features' counters.
  const metrics = createMetrics();
  const protection = await createProtection(config, server.log);
  const origin = siteOriginFor(config, server.log);
  const features = makeFeatures({
    config,
    log: server.log,
    db: server.db,
    models: server.models,
    metrics,
    protection,
    origin,
  });
  const api = [...features.flatMap((f) => (f.router ? [f.router] : [])), ...extraRouters];
  const listening = await listen(buildApp({ config, log: server.log, api, protection, origin }));
  return {
    url: listening.url,
    close: async () => {
      await listening.close();
      for (const feature of features) await feature.close?.();
      metrics.stop();
      await protection.close();
    },
  };
}

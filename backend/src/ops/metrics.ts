// Prometheus metrics: one registry per server (tests run several in one process), HTTP latency by route,
// event-loop lag, and a place for features to register their own gauges and counters.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RequestHandler } from 'express';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { withTimeout } from './withTimeout';

const SCRAPE_COLLECT_TIMEOUT_MS = 1_000;

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  counter(name: string, help: string): Counter;
  /** `collect` runs on every scrape; an async one that fails or takes over a second keeps the last value. */
  gauge(name: string, help: string, collect?: () => number | Promise<number>): Gauge;
  stop(): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gridable_' });
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  new Gauge({
    name: 'gridable_event_loop_lag_p99_seconds',
    help: 'p99 event-loop delay since the last scrape',
    registers: [registry],
    collect() {
      this.set(loop.percentile(99) / 1e9);
      loop.reset();
    },
  });
  const httpDuration = new Histogram({
    name: 'gridable_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    counter: (name, help) => new Counter({ name, help, registers: [registry] }),
    gauge: (name, help, collect) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        ...(collect
          ? {
              async collect() {
                const value = await withTimeout(
                  Promise.resolve().then(collect),
                  SCRAPE_COLLECT_TIMEOUT_MS,
                  null,
                );
                if (value !== null) this.set(value);
              },
            }
          : {}),
      }),
    stop: () => loop.disable(),
  };
}

/** Times every request under its route pattern (never the raw path: ids would explode the label set). */
export function measureRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const pattern = req.route
        ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}`
        : req.baseUrl || 'unmatched';
      end({ method: req.method, route: pattern, status: String(res.statusCode) });
    });
    next();
  };
}

export function metricsEndpoint(metrics: Metrics): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };
}

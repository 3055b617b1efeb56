// Who may read /metrics: it tells anyone how busy the server is and what it runs, so it is served either
// on a separate port (METRICS_PORT, kept off the public network) or on the app port behind METRICS_TOKEN.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@gridable/common';
import type { Metrics } from './metrics';
import { listen } from './startupFailure';
import { errorBody, sendError } from '../http/errorReply';

/** The app port's /metrics: only with the bearer token. */
export function tokenGuard(token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, res, next) => {
    const given = Buffer.from(req.header('authorization') ?? '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      next();
      return;
    }
    res.setHeader('WWW-Authenticate', 'Bearer');
    sendError(res, 401, SERVER_MESSAGES.metricsUnauthorized, 'UNAUTHORIZED');
  };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** A second listener that serves /metrics and nothing else. */
export async function serveMetricsPort(metrics: Metrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(errorBody('Not found', 'UNKNOWN_ENDPOINT')));
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () =>
        res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(errorBody('Metrics failed', 'INTERNAL'))),
    );
  });
  await listen(server, port, host, 'METRICS_PORT');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

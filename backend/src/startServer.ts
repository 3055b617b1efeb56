// Wires config -> database -> app -> http server; returns a handle so tests can run it on port 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { connectDatabase, type Database } from './db/connection';
import { buildApp } from './app';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  log: Logger;
  httpServer: http.Server;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const log = createLogger(config.logLevel, { service: 'gridable' });
  const db = await connectDatabase({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, log });
  const app = buildApp({ config, log, readiness: { database: () => db.ping() } });
  const httpServer = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  log.info('listening', { url: `http://localhost:${port}` });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
      await db.close();
      log.info('stopped');
    })());
  return { url, port, db, log, httpServer, close };
}

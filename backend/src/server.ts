// Entry point: read the environment, start everything, stop cleanly on SIGTERM/SIGINT.
// The same file is the embedded database's worker thread (db/embedded/worker.ts).
import { loadConfig, loadEnvFile } from './config';
import { isEmbeddedMongoWorker, runEmbeddedMongoWorker } from './db/embedded/worker';
import { limitHeapGrowth } from './heapGrowth';
import { startServer } from './startServer';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  limitHeapGrowth();
  // Only a built bundle can be a worker's entry; from TypeScript sources the database shares the thread.
  const self = new URL(import.meta.url);
  loadEnvFile();
  const server = await startServer(loadConfig(), {
    embeddedWorker: self.pathname.endsWith('.js') ? self : undefined,
  });
  const stop = (signal: string): void => {
    server.log.info('shutting down', { signal });
    // A stuck close must not keep a container from stopping.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.log.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

(isEmbeddedMongoWorker() ? runEmbeddedMongoWorker() : main()).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

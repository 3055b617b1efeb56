// Entry point: read the environment, start everything, stop cleanly on SIGTERM/SIGINT.
// Its own imports are light on purpose: the embedded database's thread starts first, and the app's
// packages (Express, Socket.IO, mongoose… ~0.6 s on this machine) load while that thread reads its data
// (~4 s at 100,000 stored games); the build splits the app into a chunk loaded by the import below.
import { loadConfig, loadEnvFile } from './config';
import { startEmbeddedThread } from '@gridable/embedded-db/worker';
import { limitHeapGrowth } from './heapGrowth';
import type { RunningServer } from './startServer';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  // Listened for before anything starts: in a container the server is pid 1, which the kernel spares every
  // signal it has no handler for, so a `docker stop` during start-up (data loading, waiting for MongoDB or
  // Redis) was ignored until the runtime's SIGKILL 10 s later. Nothing is acknowledged before the server
  // serves, so stopping then is only an exit.
  const started: { server?: RunningServer } = {};
  const stop = (signal: string): void => {
    const running = started.server;
    if (!running) {
      console.error(`${signal} during start-up: stopped before serving`);
      process.exit(0);
    }
    running.log.info('shutting down', { signal });
    // A stuck close must not keep a container from stopping.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        running.log.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // Only a built bundle has the database thread's entry beside it (dist/embeddedDbWorker.js, see
  // build.mjs); from TypeScript sources the database shares the thread.
  const built = new URL(import.meta.url).pathname.endsWith('.js');
  loadEnvFile();
  const config = loadConfig();
  const embeddedThread =
    built && !config.mongodbUri
      ? startEmbeddedThread(new URL('./embeddedDbWorker.js', import.meta.url), {
          port: 0,
          dataDir: config.dataDir,
        })
      : undefined;
  const { startServer } = await import('./startServer');
  started.server = await startServer(config, { embeddedThread });
  // Only once the data is loaded: start-up fills the database thread's heap with documents that all
  // stay live, and growing it by half at a time ran ~10 full collections over them (2 s of a 100,000-game
  // restart).
  limitHeapGrowth();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

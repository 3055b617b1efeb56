// Entry point: read the environment, start everything, stop cleanly on SIGTERM/SIGINT.
import { loadConfig } from './config';
import { startServer } from './startServer';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
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

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

// A quiet Gridable server in this process, on a loopback port with an in-memory database: for benchmarks that
// drive it from the same process (a browser, a league's requests) rather than as a separate, measured process.
import { loadConfig } from '../../../backend/src/config';
import { startServer, type RunningServer } from '../../../backend/src/startServer';

export function startInProcessServer(staticDir: string): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      STATIC_DIR: staticDir,
    }),
  );
}

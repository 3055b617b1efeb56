// Starts the whole server on a free port with an in-memory embedded database (or MONGODB_URI when set). New
// days are drawn, and shared games reviewed, on the test's thread unless `options` says otherwise (see
// inlineDrawer.ts, inlineReviewer.ts).
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer, type StartOptions } from '../../src/startServer';
import { createInlineDrawer } from './inlineDrawer';
import { createInlineReviewer } from './inlineReviewer';

export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const mongodbUri = process.env.MONGODB_URI ? uniqueDatabase(process.env.MONGODB_URI) : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    ...(mongodbUri ? { MONGODB_URI: mongodbUri } : {}),
    ...env,
  });
  return startServer(config, { drawer: createInlineDrawer(), reviewer: createInlineReviewer(), ...options });
}

// On a shared real MongoDB each test file gets its own database, so files never see each other's data.
function uniqueDatabase(uri: string): string {
  const url = new URL(uri);
  url.pathname = `/gridable_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return url.toString();
}

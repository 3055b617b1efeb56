// Which databases the persistence suite runs against: always the embedded server, plus a real mongod
// whenever one can be had (MONGODB_URI, or mongodb-memory-server with a binary already on this machine).
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Backend {
  name: string;
  /** undefined: start the embedded server. */
  uri: string | undefined;
  stop(): Promise<void>;
}

export async function resolveBackends(): Promise<Backend[]> {
  const backends: Backend[] = [{ name: 'embedded', uri: undefined, stop: async () => {} }];
  if (process.env.MONGODB_URI) {
    backends.push({ name: 'mongodb (MONGODB_URI)', uri: process.env.MONGODB_URI, stop: async () => {} });
  } else if (hasLocalMongodBinary()) {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const server = await MongoMemoryServer.create();
    backends.push({
      name: 'mongodb (mongodb-memory-server)',
      uri: server.getUri(),
      stop: () => server.stop().then(() => {}),
    });
  }
  const skipped =
    backends.length === 1 ? ' (no mongod here: set MONGODB_URI or MONGOMS_SYSTEM_BINARY to add one)' : '';
  console.log(`persistence suite backends: ${backends.map((b) => b.name).join(', ')}${skipped}`);
  return backends;
}

// Only a binary already present: a download attempt would reach outside the machine, and fails offline anyway.
function hasLocalMongodBinary(): boolean {
  if (process.env.MONGOMS_SYSTEM_BINARY) return existsSync(process.env.MONGOMS_SYSTEM_BINARY);
  const cache = process.env.MONGOMS_DOWNLOAD_DIR ?? path.join(os.homedir(), '.cache', 'mongodb-binaries');
  return existsSync(cache) && readdirSync(cache).some((f) => f.startsWith('mongod'));
}

// Test helpers for the embedded MongoDB server: temp data directories and a server + driver pair.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src';
import type { EmbeddedMongo, EmbeddedMongoOptions } from '../../src';

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'gridable-embedded-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface Running {
  server: EmbeddedMongo;
  client: MongoClient;
  stop(): Promise<void>;
}

/** Starts a server and connects the real driver to it. */
export async function startWithClient(opts: Partial<EmbeddedMongoOptions> = {}): Promise<Running> {
  const server = await startEmbeddedMongo({ dataDir: ':memory:', ...opts });
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  return {
    server,
    client,
    stop: async () => {
      await client.close();
      await server.close();
    },
  };
}

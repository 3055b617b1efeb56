// Where the data lives: MONGODB_URI when set, otherwise the embedded wire-compatible server on loopback.
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from './embedded';
import type { Logger } from '../logger';

export interface DatabaseOptions {
  mongodbUri: string | undefined;
  dataDir: string;
  log: Logger;
}

export interface Database {
  connection: mongoose.Connection;
  /** 'mongodb' for an external server, 'embedded' for the in-process one. */
  kind: 'mongodb' | 'embedded';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function connectDatabase({ mongodbUri, dataDir, log }: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedMongo | undefined;
  let uri = mongodbUri;
  if (!uri) {
    embedded = await startEmbeddedMongo({ port: 0, dataDir });
    uri = embedded.uri + 'gridable';
    log.info('database: embedded server', { port: embedded.port, dataDir });
  } else {
    log.info('database: MongoDB', { uri: redactUri(uri) });
  }
  // One connection per app; createConnection keeps tests with several apps in one process apart.
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false });
  try {
    await connection.asPromise();
  } catch (err) {
    await embedded?.close();
    throw err;
  }
  return {
    connection,
    kind: embedded ? 'embedded' : 'mongodb',
    async ping() {
      try {
        await connection.db?.admin().command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await connection.close();
      await embedded?.close();
    },
  };
}

function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

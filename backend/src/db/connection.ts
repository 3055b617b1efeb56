// Where the data lives: MONGODB_URI when set, otherwise the embedded wire-compatible server on loopback.
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@gridable/embedded-db';
import type { EmbeddedThread } from '@gridable/embedded-db/worker';
import type { Logger } from '../logger';
import { driverCommand, type RunCommand } from './directCommand';
import { reasonOf, redactUrl } from '../ops/startupFailure';
import {
  onConnectionLost,
  refuseModelCallsWhileDisconnected,
  refusedWhileDisconnected,
} from './reachability';

/** The embedded server's database for the app (an external MONGODB_URI names its own). */
const DATABASE_NAME = 'gridable';

export interface DatabaseOptions {
  mongodbUri: string | undefined;
  dataDir: string;
  log: Logger;
  /**
   * The embedded database already starting on its own thread (server.ts, from the built entry; see
   * embedded/worker.ts); without one (tests, TypeScript sources) it runs on the calling thread.
   */
  embeddedThread?: EmbeddedThread | undefined;
}

export interface Database {
  connection: mongoose.Connection;
  /** 'mongodb' for an external server, 'embedded' for the in-process one. */
  kind: 'mongodb' | 'embedded';
  /**
   * Runs one command on the app's database: the stores' way in on both backends. With MONGODB_URI the
   * driver sends it (`db.command`); the embedded database takes it straight, without the driver or the
   * wire (same journal-before-reply).
   */
  command: RunCommand;
  ping(): Promise<boolean>;
  /**
   * Called when no database server answers any more (MONGODB_URI only: the embedded database lives in
   * this process), so the outage is known before a request meets it.
   */
  onUnreachable(listener: (err: Error) => void): void;
  /** Stores one tiny document: throws when the database cannot write (disk full, read-only, down). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

export async function connectDatabase({
  mongodbUri,
  dataDir,
  log,
  embeddedThread,
}: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedMongo | undefined;
  let uri = mongodbUri;
  if (!uri) {
    embeddedThread?.onCrash((reason) => {
      // Nothing can be served or stored without it: stop, and let the supervisor restart us.
      log.error('database: embedded server stopped', { reason });
      process.exit(1);
    });
    embedded = embeddedThread ? await embeddedThread.started : await startEmbeddedMongo({ port: 0, dataDir });
    uri = embedded.uri + DATABASE_NAME;
    log.info('database: embedded server', {
      port: embedded.port,
      dataDir,
      thread: embeddedThread ? 'worker' : 'main',
    });
    // A cut-short compaction set right (info), a dropped torn record (warn), salvage or a journal kept
    // aside (error): said once, at start-up.
    for (const note of embedded.startupNotes) log[note.level](`database: ${note.message}`, { dataDir });
    // And at once while running: a data directory deleted or taken means writes are being refused.
    embedded.onNote((note) => log[note.level](`database: ${note.message}`, { dataDir }));
  } else {
    log.info('database: MongoDB', { uri: redactUrl(uri) });
  }
  // One connection per app; createConnection keeps tests with several apps in one process apart.
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false });
  if (!embedded) refuseModelCallsWhileDisconnected(connection);
  try {
    await connection.asPromise();
  } catch (err) {
    await embedded?.close();
    if (embedded) throw err;
    await connection.close().catch(() => undefined);
    throw new Error(
      `MONGODB_URI=${redactUrl(uri)}: cannot connect to MongoDB: ${reasonOf(err)}. Nothing was started.`,
      { cause: err },
    );
  }
  let closing = false;
  return {
    connection,
    kind: embedded ? 'embedded' : 'mongodb',
    command: embedded
      ? embeddedCommand(embedded, embeddedThread !== undefined)
      : refusedWhileDisconnected(connection, driverCommand(connection)),
    onUnreachable(listener) {
      if (!embedded) onConnectionLost(connection, () => closing, listener);
    },
    async ping() {
      try {
        await connection.db?.admin().command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },
    async probeWrite() {
      const db = connection.db;
      if (!db) throw new Error('database not connected');
      await db
        .collection<{ _id: string; at: Date }>('health_probes')
        // timeoutMS bounds server selection too: /readyz answers within it while no server answers, and
        // the probe (unlike a player's command) still asks, which is how recovery is noticed.
        .updateOne({ _id: 'write-probe' }, { $set: { at: new Date() } }, { upsert: true, timeoutMS: 2_000 });
    },
    async close() {
      closing = true;
      await connection.close();
      await embedded?.close();
    },
  };
}

/** On this thread the store would otherwise share the caller's objects; a worker's message is a copy already. */
function embeddedCommand(embedded: EmbeddedMongo, onItsThread: boolean): RunCommand {
  return onItsThread
    ? (command) => embedded.command(DATABASE_NAME, command)
    : (command) => embedded.command(DATABASE_NAME, structuredClone(command));
}

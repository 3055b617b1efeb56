// The embedded MongoDB-compatible server: in-process, loopback, used when MONGODB_URI is unset.
import type { Document } from 'bson';
import { randomCredential, ScramVerifier, uriUserInfo, type Credential } from './auth';
import { CommandError } from './errors';
import { CursorRegistry } from './cursors';
import { cloneValue } from './documents';
import { Journal, JournalWriteError, type StartupNote } from './journal';
import { WireServer } from './server';
import { Store, type ChangeBatch } from './storage';
import { removeExpiredDocuments } from './ttl';

export type { StartupNote } from './journal';
export type { Credential } from './auth';

export interface EmbeddedMongoOptions {
  /** 0 = an ephemeral port. */
  port?: number;
  /** Defaults to 127.0.0.1: the database is the app's alone and should not face a network. */
  host?: string;
  /**
   * Who may connect (SCRAM-SHA-256): by default a random credential made now, which only `uri`
   * carries. `false` serves every connection unauthenticated: for tests of the wire protocol only.
   */
  credential?: Credential | false;
  /** A directory for snapshot + journal (created if missing), or ':memory:' for no files at all. */
  dataDir: string;
  /** How often expired TTL documents are deleted; default 60000 like MongoDB. */
  ttlIntervalMs?: number;
  /** Journal size that starts a background compaction; default 16 MiB (tests use less to see one happen). */
  compactAfterBytes?: number;
  /**
   * Load what precedes damage in the snapshot or a journal instead of refusing to start (the damaged
   * files are kept aside). Default: EMBEDDED_DB_SALVAGE=1 in the environment.
   */
  salvage?: boolean;
  /** BSON bytes of decoded documents kept hot (storage.ts HOT_DOCUMENT_BYTES by default; 0 keeps none). */
  hotDocumentBytes?: number;
  /**
   * True when every `command` reply is copied on its way to the caller (a worker thread's message):
   * replies then share the store's read-only documents. Otherwise `command` copies them itself.
   */
  repliesAreCopied?: boolean;
}

export interface EmbeddedMongo {
  /** mongodb://USER:PASSWORD@127.0.0.1:PORT/ — append a database name; the credential is the only way in. */
  uri: string;
  port: number;
  /** What start-up recovery did that an operator should hear about (a dropped torn record, salvage). */
  startupNotes: StartupNote[];
  /** Hears what happens to the data directory while running (deleted, taken, written again). */
  onNote(listener: (note: StartupNote) => void): void;
  /**
   * Runs one command as if it came over the wire (journalled before the reply), without the driver,
   * socket or BSON: the app's per-move writes take this path. The command becomes the server's: a
   * caller that keeps using its objects passes a copy (a worker thread's message already is one).
   */
  command(db: string, command: Document): Promise<Document>;
  /** Stops listening, closes sockets, flushes and closes the journal. */
  close(): Promise<void>;
}

const DEFAULT_TTL_INTERVAL_MS = 60_000;

function uriHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const store = new Store(
    opts.hotDocumentBytes === undefined ? {} : { hotDocumentBytes: opts.hotDocumentBytes },
  );
  const cursors = new CursorRegistry();
  const journal =
    opts.dataDir === ':memory:'
      ? undefined
      : await Journal.open(opts.dataDir, store, {
          ...(opts.compactAfterBytes === undefined ? {} : { compactAfterBytes: opts.compactAfterBytes }),
          salvage: opts.salvage ?? process.env['EMBEDDED_DB_SALVAGE'] === '1',
        });
  /** Nothing is applied that was not stored: a batch the journal refuses is taken back out of memory. */
  const commit = (batch: ChangeBatch): void => {
    try {
      journal?.append(batch.changes);
    } catch (err) {
      batch.rollback();
      const why =
        err instanceof JournalWriteError
          ? err.message
          : `the embedded database could not write its journal (${String(err)})`;
      throw new CommandError('OutOfDiskSpace', `${why}; the write was not applied`);
    }
  };

  const credential = opts.credential === false ? undefined : (opts.credential ?? randomCredential());
  const server = new WireServer(
    {
      store,
      cursors,
      commit,
      storageError: () => journal?.writeError?.message,
      verifier: credential && new ScramVerifier(credential),
    },
    host,
  );
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
  } catch (err) {
    await journal?.close();
    throw err;
  }

  const ttlTimer = setInterval(() => {
    try {
      removeExpiredDocuments(store);
      const batch = store.takeChanges();
      if (batch.changes.length) commit(batch);
    } catch {
      // A failed sweep is retried on the next tick; the server keeps serving.
    }
  }, opts.ttlIntervalMs ?? DEFAULT_TTL_INTERVAL_MS);
  ttlTimer.unref();

  let closing: Promise<void> | undefined;
  return {
    uri: `mongodb://${credential ? uriUserInfo(credential) : ''}${uriHost(host)}:${port}/`,
    port,
    startupNotes: journal?.recovery.notes ?? [],
    onNote: (listener) => {
      if (journal) journal.onNote = listener;
    },
    // A reply may hold the hot documents every later read shares: a caller on this thread gets copies.
    command: opts.repliesAreCopied
      ? (db, command) => Promise.resolve(server.runCommand(command, db))
      : (db, command) => Promise.resolve(cloneValue(server.runCommand(command, db))),
    close: () =>
      (closing ??= (async () => {
        clearInterval(ttlTimer);
        await server.close();
        cursors.clear();
        await journal?.close();
      })()),
  };
}

// What the app and its tools use beside the server itself.
export { CommandError } from './errors';
export { isPlainField } from './documents';
export { SERVER_VERSION } from './commands/handshake';
export { loadOrCreateCredential } from './credentialFile';

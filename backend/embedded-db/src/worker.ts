// The embedded server on its own thread: its documents, BSON work, journal writes and garbage
// collection stay off the event loop that serves players. The app reaches it over loopback, and its
// hot writes also as messages (`command`), which skip the driver, the socket and BSON both ways.
// This is the players' side; the thread's side is workerThread.ts. Only types and errors.ts (which
// loads nothing) come from the database itself, so server.ts can start the thread before the app's
// packages load.
import { Worker, workerData } from 'node:worker_threads';
import type { Document } from 'bson';
import { CommandError, receivedError, type SentError } from './errors';
import type { EmbeddedMongo, EmbeddedMongoOptions, StartupNote } from './index';

const ROLE = 'gridable-embedded-mongo';

/** One command's answer: its reply, or why it could not run. */
export type CallReply = { call: number; reply: Document } | { call: number; error: SentError };

/**
 * The database thread's young generation. V8's default (semi-spaces growing to 16 MiB, 48 MiB in
 * all) stays resident after a burst of play; the thread's short-lived objects are one command's
 * decoded documents, which a 4 MiB semi-space holds many times over.
 */
const DB_THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 };

export type WorkerReply =
  | { started: { uri: string; port: number; startupNotes: StartupNote[] } }
  | { failed: string }
  | { closed: true }
  /** Something that happened to the data directory while running (see EmbeddedMongo.onNote). */
  | { note: StartupNote }
  | CallReply[];

export interface CommandMessage {
  call: number;
  db: string;
  command: Document;
}

/**
 * Commands travel in batches: every command the players' thread issues in one turn of its event loop
 * goes in one message, and the database thread answers a batch with one message. A message costs a
 * structured clone, a lock and a wake-up of the other thread (9% of the players' thread at one message
 * per move); under load several moves share each.
 */
export function isCommandBatch(message: unknown): message is CommandMessage[] {
  return Array.isArray(message);
}

/** True inside a worker started by startEmbeddedThread (the entry file then runs the database only). */
export function isEmbeddedMongoWorker(): boolean {
  return (workerData as { role?: unknown } | null)?.role === ROLE;
}

/**
 * Runs `entry` (a built .js file whose top level calls workerThread.ts's runEmbeddedMongoWorker when
 * isEmbeddedMongoWorker()) as the database thread. `onCrash` hears of a thread that died on its own.
 */
function startEmbeddedMongoInWorker(
  entry: URL,
  options: EmbeddedMongoOptions,
  onCrash: (reason: string) => void,
): Promise<EmbeddedMongo> {
  const worker = new Worker(entry, { workerData: { role: ROLE, options }, resourceLimits: DB_THREAD_LIMITS });
  let closing = false;
  let nextCall = 1;
  /** Commands issued this turn of the event loop, sent together once it ends (see isCommandBatch). */
  let outbox: CommandMessage[] = [];
  const send = (): void => {
    if (outbox.length === 0) return;
    const batch = outbox;
    outbox = [];
    worker.postMessage(batch);
  };
  const calls = new Map<number, { resolve: (reply: Document) => void; reject: (err: Error) => void }>();
  let onClosed: (() => void) | undefined;
  // Notes that arrive before the app listens are kept for it, not lost.
  let noteListener: ((note: StartupNote) => void) | undefined;
  const heldNotes: StartupNote[] = [];
  // A command in flight when the thread goes is not known to be stored: its caller hears so, with a
  // code that says the database is unreachable (a storage failure, not a bug).
  const failCalls = (reason: string): void => {
    for (const call of calls.values()) call.reject(new CommandError('HostUnreachable', reason));
    calls.clear();
  };
  return new Promise((resolve, reject) => {
    const crashed = (reason: string) => {
      failCalls(reason);
      if (closing) return;
      closing = true;
      reject(new Error(reason));
      onCrash(reason);
    };
    worker.once('error', (err) => crashed(`the embedded database thread failed: ${err.message}`));
    worker.on('exit', (code) => crashed(`the embedded database thread exited (code ${code})`));
    worker.on('message', (reply: WorkerReply) => {
      if (Array.isArray(reply)) {
        for (const answer of reply) {
          const call = calls.get(answer.call);
          calls.delete(answer.call);
          if ('reply' in answer) call?.resolve(answer.reply);
          else call?.reject(receivedError(answer.error));
        }
        return;
      }
      if ('note' in reply) {
        if (noteListener) noteListener(reply.note);
        else heldNotes.push(reply.note);
        return;
      }
      if ('closed' in reply) {
        onClosed?.();
        return;
      }
      if ('failed' in reply) {
        closing = true;
        void worker.terminate();
        reject(new Error(reply.failed));
        return;
      }
      let closed: Promise<void> | undefined;
      resolve({
        ...reply.started,
        onNote: (listener) => {
          noteListener = listener;
          for (const note of heldNotes.splice(0)) listener(note);
        },
        command: (db, command) =>
          new Promise<Document>((resolveCall, rejectCall) => {
            if (closing) {
              rejectCall(new CommandError('ShutdownInProgress', 'the embedded database is closed'));
              return;
            }
            const call = nextCall++;
            calls.set(call, { resolve: resolveCall, reject: rejectCall });
            outbox.push({ call, db, command });
            if (outbox.length === 1) setImmediate(send);
          }),
        close: () =>
          (closed ??= new Promise<void>((done) => {
            closing = true;
            onClosed = () => void worker.terminate().then(() => done());
            // Commands already accepted go first: the thread answers them before it closes.
            send();
            worker.postMessage('close');
          })),
      });
    });
  });
}

/**
 * The database thread, started before anything else needs it (server.ts starts it before the app's
 * packages load, so a large data directory is read while they are).
 */
export interface EmbeddedThread {
  /** The thread's server once its data is loaded; rejects when it could not start. */
  started: Promise<EmbeddedMongo>;
  /** Hears of a thread that died on its own, also when it died before this was called. */
  onCrash(listener: (reason: string) => void): void;
}

export function startEmbeddedThread(entry: URL, options: EmbeddedMongoOptions): EmbeddedThread {
  let crash: string | undefined;
  let listener: ((reason: string) => void) | undefined;
  const started = startEmbeddedMongoInWorker(entry, options, (reason) => {
    crash = reason;
    listener?.(reason);
  });
  // Whoever awaits `started` hears of a failure; until then it is not an unhandled rejection.
  started.catch(() => undefined);
  return {
    started,
    onCrash(heard) {
      listener = heard;
      if (crash !== undefined) heard(crash);
    },
  };
}

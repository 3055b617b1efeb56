// The embedded server on its own thread: its documents, BSON work, journal writes and garbage
// collection stay off the event loop that serves players. The app reaches it over loopback, and its
// hot writes also as messages (`command`), which skip the driver, the socket and BSON both ways.
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Document } from 'bson';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './index';

const ROLE = 'gridable-embedded-mongo';

/**
 * The database thread's young generation. V8's default (semi-spaces growing to 16 MiB, 48 MiB in
 * all) stays resident after a burst of play; the thread's short-lived objects are one command's
 * decoded documents, which a 4 MiB semi-space holds many times over.
 */
const DB_THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 };

type WorkerReply =
  | { started: { uri: string; port: number } }
  | { failed: string }
  | { closed: true }
  | { call: number; reply: Document }
  | { call: number; error: string };

interface CommandMessage {
  call: number;
  db: string;
  command: Document;
}

function isCommandMessage(message: unknown): message is CommandMessage {
  return typeof message === 'object' && message !== null && 'call' in message && 'command' in message;
}

/** True inside a worker started by startEmbeddedMongoInWorker (the entry file then runs the database only). */
export function isEmbeddedMongoWorker(): boolean {
  return (workerData as { role?: unknown } | null)?.role === ROLE;
}

/** Worker side: start the server, report its address, run commands sent as messages, close when asked. */
export async function runEmbeddedMongoWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runEmbeddedMongoWorker must run in a worker thread');
  const { options } = workerData as { options: EmbeddedMongoOptions };
  let mongo: EmbeddedMongo;
  try {
    mongo = await startEmbeddedMongo(options);
  } catch (err) {
    port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
    return;
  }
  port.on('message', (message: unknown) => {
    if (isCommandMessage(message)) {
      // The reply leaves only after the command's changes are in the journal, as on the wire.
      mongo.command(message.db, message.command).then(
        (reply) => port.postMessage({ call: message.call, reply } satisfies WorkerReply),
        (err: unknown) =>
          port.postMessage({
            call: message.call,
            error: err instanceof Error ? err.message : String(err),
          } satisfies WorkerReply),
      );
      return;
    }
    if (message !== 'close') return;
    void mongo.close().then(() => port.postMessage({ closed: true } satisfies WorkerReply));
  });
  port.postMessage({ started: { uri: mongo.uri, port: mongo.port } } satisfies WorkerReply);
}

/**
 * Main side: runs `entry` (a built .js file whose top level calls runEmbeddedMongoWorker when
 * isEmbeddedMongoWorker()) as the database thread. `onCrash` hears of a thread that died on its own.
 */
export function startEmbeddedMongoInWorker(
  entry: URL,
  options: EmbeddedMongoOptions,
  onCrash: (reason: string) => void,
): Promise<EmbeddedMongo> {
  const worker = new Worker(entry, { workerData: { role: ROLE, options }, resourceLimits: DB_THREAD_LIMITS });
  let closing = false;
  let nextCall = 1;
  const calls = new Map<number, { resolve: (reply: Document) => void; reject: (err: Error) => void }>();
  let onClosed: (() => void) | undefined;
  // A command in flight when the thread goes is not known to be stored: its caller hears so.
  const failCalls = (reason: string): void => {
    for (const call of calls.values()) call.reject(new Error(reason));
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
      if ('call' in reply) {
        const call = calls.get(reply.call);
        calls.delete(reply.call);
        if ('reply' in reply) call?.resolve(reply.reply);
        else call?.reject(new Error(reply.error));
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
        command: (db, command) =>
          new Promise<Document>((resolveCall, rejectCall) => {
            if (closing) {
              rejectCall(new Error('the embedded database is closed'));
              return;
            }
            const call = nextCall++;
            calls.set(call, { resolve: resolveCall, reject: rejectCall });
            worker.postMessage({ call, db, command } satisfies CommandMessage);
          }),
        close: () =>
          (closed ??= new Promise<void>((done) => {
            closing = true;
            onClosed = () => void worker.terminate().then(() => done());
            worker.postMessage('close');
          })),
      });
    });
  });
}

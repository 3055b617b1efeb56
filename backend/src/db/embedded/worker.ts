// The embedded server on its own thread: its documents, BSON work, journal writes and garbage
// collection stay off the event loop that serves players (the app still reaches it over loopback).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './index';

const ROLE = 'gridable-embedded-mongo';

type WorkerReply = { started: { uri: string; port: number } } | { failed: string } | { closed: true };

/** True inside a worker started by startEmbeddedMongoInWorker (the entry file then runs the database only). */
export function isEmbeddedMongoWorker(): boolean {
  return (workerData as { role?: unknown } | null)?.role === ROLE;
}

/** Worker side: start the server, report its address, close it when asked. */
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
  const worker = new Worker(entry, { workerData: { role: ROLE, options } });
  let closing = false;
  return new Promise((resolve, reject) => {
    const crashed = (reason: string) => {
      if (closing) return;
      closing = true;
      reject(new Error(reason));
      onCrash(reason);
    };
    worker.once('error', (err) => crashed(`the embedded database thread failed: ${err.message}`));
    worker.on('exit', (code) => crashed(`the embedded database thread exited (code ${code})`));
    worker.once('message', (reply: WorkerReply) => {
      if ('failed' in reply) {
        closing = true;
        void worker.terminate();
        reject(new Error(reply.failed));
        return;
      }
      if (!('started' in reply)) return;
      let closed: Promise<void> | undefined;
      resolve({
        ...reply.started,
        close: () =>
          (closed ??= new Promise<void>((done) => {
            closing = true;
            worker.once('message', () => void worker.terminate().then(() => done()));
            worker.postMessage('close');
          })),
      });
    });
  });
}

// The database thread's side of worker.ts: start the embedded server on this thread, report its
// address, run the command batches the players' thread sends, close when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { sendableError } from './errors';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './index';
import { isCommandBatch, type CallReply, type WorkerReply } from './worker';

/** Worker side: start the server, report its address, run commands sent as messages, close when asked. */
export async function runEmbeddedMongoWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runEmbeddedMongoWorker must run in a worker thread');
  const { options } = workerData as { options: EmbeddedMongoOptions };
  let mongo: EmbeddedMongo;
  try {
    // Replies leave as structured-clone copies, so they need no copy of their own.
    mongo = await startEmbeddedMongo({ ...options, repliesAreCopied: true });
  } catch (err) {
    port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
    return;
  }
  mongo.onNote((note) => port.postMessage({ note } satisfies WorkerReply));
  port.on('message', (message: unknown) => {
    if (isCommandBatch(message)) {
      // In order, each journalled before its reply is made; the batch's replies leave together, so
      // none leaves before its own command's changes are in the journal.
      const replies = message.map(({ call, db, command }): Promise<CallReply> =>
        mongo.command(db, command).then(
          (reply) => ({ call, reply }),
          (err: unknown) => ({ call, error: sendableError(err) }),
        ),
      );
      void Promise.all(replies).then((batch) => port.postMessage(batch satisfies WorkerReply));
      return;
    }
    if (message !== 'close') return;
    void mongo.close().then(() => port.postMessage({ closed: true } satisfies WorkerReply));
  });
  port.postMessage({
    started: { uri: mongo.uri, port: mongo.port, startupNotes: mongo.startupNotes },
  } satisfies WorkerReply);
}

// Draws a day's letters and par on a worker thread: vetting a draw and playing it for par take up to half a
// second of CPU, which on the event loop would stall every player on the node once per day.
import { Worker } from 'node:worker_threads';
import type { StoredDay } from '../db/stores/dailyStore';

export interface DayDrawer {
  /** A fresh draw: crypto-random letters a perfect 32 is possible with, and the computer's par on them. */
  draw(): Promise<StoredDay>;
  /** Stops a draw under way (its caller's promise rejects) and refuses new ones. */
  close(): Promise<void>;
}

/**
 * The thread, started from an entry next to this module either way: in the bundle, whose import.meta.url is
 * dist/server.js, the dist/dailyDrawWorker.js build.mjs writes beside it; from TypeScript sources,
 * drawWorkerFromSources.mjs, which loads drawWorker.ts through tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(fromSources ? './drawWorkerFromSources.mjs' : './dailyDrawWorker.js', import.meta.url),
  );
}

function isStoredDay(value: unknown): value is StoredDay {
  if (typeof value !== 'object' || value === null) return false;
  const { letters, par, parGrid } = value as Partial<StoredDay>;
  return (
    Array.isArray(letters) &&
    letters.every((letter) => typeof letter === 'string') &&
    (par === null || typeof par === 'number') &&
    (parGrid === null || Array.isArray(parGrid))
  );
}

/** One thread per draw, one draw at a time: a day is drawn once per node, and the thread's memory goes with it. */
export function createWorkerDrawer(): DayDrawer {
  const running = new Set<Worker>();
  // Serial, so a burst of first requests for several unstored (archive) days cannot take every core.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function drawOnThread(): Promise<StoredDay> {
    if (closed) return Promise.reject(new Error('the day drawer is closed'));
    const worker = startWorker();
    running.add(worker);
    return new Promise<StoredDay>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        running.delete(worker);
        outcome();
      };
      worker.once('message', (reply: unknown) => {
        settle(() =>
          isStoredDay(reply) ? resolve(reply) : reject(new Error('the day-draw thread sent no draw')),
        );
      });
      worker.once('error', (err) =>
        settle(() => reject(new Error(`the day-draw thread failed: ${err.message}`))),
      );
      worker.once('exit', (code) =>
        settle(() => reject(new Error(`the day-draw thread exited (code ${code})`))),
      );
    });
  }

  return {
    draw() {
      const drawn = queue.then(drawOnThread);
      // A failed draw fails its own caller only; the next one still runs.
      queue = drawn.catch(() => undefined);
      return drawn;
    },
    async close() {
      closed = true;
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}

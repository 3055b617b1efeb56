// Reviews a finished game for its shared result's line, on a worker thread: a review is about 60 ms of CPU
// at p95 (npm run bench:review), which on the event loop would stall every live game on the node that long.
import { Worker } from 'node:worker_threads';
import type { ResultReview, ReviewRequest } from '@gridable/common';

export interface GameReviewer {
  /** The review's shareable summary: its skill and the points its moves lost. */
  summarize(request: ReviewRequest): Promise<ResultReview>;
  /** Stops the thread; reviews under way reject and new ones are refused. */
  close(): Promise<void>;
}

/** What the thread answers for the request numbered `id`. */
export type ReviewThreadReply =
  { id: number; ok: true; skill: number; pointsLost: number } | { id: number; ok: false; error: string };

/**
 * The thread's entry sits next to this module either way: in the bundle, whose import.meta.url is
 * dist/server.js, the dist/reviewWorker.js build.mjs writes beside it; from TypeScript sources,
 * reviewWorkerFromSources.mjs, which loads reviewWorker.ts through tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(fromSources ? './reviewWorkerFromSources.mjs' : './reviewWorker.js', import.meta.url),
  );
}

interface Pending {
  resolve: (review: ResultReview) => void;
  reject: (err: Error) => void;
}

/**
 * One thread, started on the first review and kept (reviews come in bursts after games end; starting a
 * thread loads the rules afresh). The thread takes one review at a time, so it holds one core at most.
 */
export function createWorkerReviewer(): GameReviewer {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(err: Error) {
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker();
    // An idle review thread must not keep the process alive at shutdown.
    started.unref();
    started.on('message', (reply: ReviewThreadReply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.ok) waiter.resolve({ skill: reply.skill, pointsLost: reply.pointsLost });
      else waiter.reject(new Error(`the review failed: ${reply.error}`));
    });
    const lost = (err: Error) => {
      // The next review starts a fresh thread.
      if (worker === started) worker = null;
      failAll(err);
    };
    started.on('error', (err) => lost(new Error(`the review thread failed: ${err.message}`)));
    started.on('exit', (code) => lost(new Error(`the review thread exited (code ${code})`)));
    worker = started;
    return started;
  }

  return {
    summarize(request) {
      if (closed) return Promise.reject(new Error('the reviewer is closed'));
      const id = nextId++;
      return new Promise<ResultReview>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, request });
      });
    },
    async close() {
      closed = true;
      const running = worker;
      worker = null;
      failAll(new Error('the reviewer is closed'));
      await running?.terminate();
    },
  };
}

// The review thread: reviews each finished game it is sent and answers with the review's summary. Started by
// gameReviewer.ts; bundled on its own as dist/reviewWorker.js (build.mjs). The zod-free rules entry keeps the
// thread's start-up to the review's own code.
import { parentPort } from 'node:worker_threads';
import { reviewGame, type ReviewRequest } from '@gridable/common/rules';
import type { ReviewThreadReply } from './gameReviewer';

// Imported anywhere but as a worker's entry, this file must not review: that work belongs off the event loop.
const port = parentPort;
if (!port) throw new Error('reviewWorker.ts is the entry of a worker thread (see gameReviewer.ts)');
port.on('message', ({ id, request }: { id: number; request: ReviewRequest }) => {
  let reply: ReviewThreadReply;
  try {
    const { skill, pointsLost } = reviewGame(request);
    reply = { id, ok: true, skill, pointsLost };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});

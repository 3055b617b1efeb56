// Reviews a game off the page's thread: a whole review takes a few hundred milliseconds of simulations.
import { reviewGame, type ReviewRequest } from '@gridable/common/rules';
import type { ReviewReply } from './reviewClient';

self.addEventListener('message', (event: MessageEvent<ReviewRequest>) => {
  let reply: ReviewReply;
  try {
    reply = { ok: true, review: reviewGame(event.data) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});

// Runs one review in a Web Worker where the browser has them, else on the page after a yield.
import { reviewGame, type GameReview, type ReviewRequest } from '@gridable/common/rules';

export type ReviewReply = { ok: true; review: GameReview } | { ok: false; error: string };

export function runReview(request: ReviewRequest): { result: Promise<GameReview>; cancel: () => void } {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    const result = new Promise<GameReview>((resolve, reject) => {
      setTimeout(() => {
        if (cancelled) return;
        try {
          resolve(reviewGame(request));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0);
    });
    return { result, cancel: () => (cancelled = true) };
  }
  const worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<GameReview>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ReviewReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.review);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The review stopped'));
    };
  });
  worker.postMessage(request);
  return { result, cancel: () => worker.terminate() };
}

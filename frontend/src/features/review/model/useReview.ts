// The review of a source, computed once per source in a worker; the page stays responsive meanwhile.
import { useEffect, useState } from 'react';
import type { GameReview, ReviewRequest } from '@gridable/common/rules';
import { runReview } from '../worker/reviewClient';

export type ReviewState =
  { status: 'working' } | { status: 'done'; review: GameReview } | { status: 'failed'; error: string };

export function useReview(request: ReviewRequest | null): ReviewState {
  const [state, setState] = useState<ReviewState>({ status: 'working' });
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!key) return;
    setState({ status: 'working' });
    const run = runReview(JSON.parse(key) as ReviewRequest);
    let live = true;
    run.result.then(
      (review) => live && setState({ status: 'done', review }),
      (error: unknown) =>
        live && setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      run.cancel();
    };
  }, [key]);
  return state;
}

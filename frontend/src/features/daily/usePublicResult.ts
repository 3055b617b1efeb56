// Creates the public result of a finished game once (docs/PROTOCOL.md §4), and says whether its link is ready for sharing.
// Once per game per browser, not per page load: a reload re-shares the link this browser already made.
import { useEffect, useRef, useState } from 'react';
import type { PublicResultCreated, PublicResultRequest } from '@gridable/common';
import { DAILY_MESSAGES } from '@gridable/common/messages';
import { isApiError, isOfflineFailure } from '../../lib/apiError';
import { useCreatePublicResultMutation } from './dailyApi';
import { storeShareUrl, storedShareUrl } from './shareUrlStore';

export type PublicResultState =
  { status: 'pending' } | { status: 'ready'; shareUrl: string } | { status: 'failed'; error: string };

// Per page load, one creation per game, even when the end screen mounts twice (StrictMode, Return and back).
const creations = new Map<string, Promise<PublicResultState>>();

export function usePublicResult(request: PublicResultRequest, isDemo: boolean): PublicResultState {
  const [createPublicResult] = useCreatePublicResultMutation();
  const [state, setState] = useState<PublicResultState>(() => {
    const known = isDemo ? null : storedShareUrl(request.gameId);
    return known ? { status: 'ready', shareUrl: known } : { status: 'pending' };
  });
  // The request is built from the finished game, which no longer changes: one creation per game id, so the
  // effect keys on the id and reads the latest request from here.
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  }, [request]);
  const { gameId } = request;
  // Bumped when the browser comes back online after a creation that got no answer: it is tried again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    // Already shared from this browser: the initial state holds the link, and nothing more is created.
    if (!isDemo && storedShareUrl(gameId) !== null) return;
    let creation = creations.get(gameId);
    if (!creation) {
      creation = createPublicResult({ request: requestRef.current, isDemo })
        .unwrap()
        .then((created: PublicResultCreated): PublicResultState => {
          // A server without PUBLIC_URL answers a site-relative link: it is this site's.
          const shareUrl = new URL(created.shareUrl, window.location.origin).href;
          if (!isDemo) storeShareUrl(gameId, shareUrl);
          return { status: 'ready', shareUrl };
        })
        .catch((error: unknown): PublicResultState => {
          if (isOfflineFailure(error)) {
            // "API error: FETCH_ERROR" under the share text said nothing; this one is made again once online.
            creations.delete(gameId);
            return { status: 'failed', error: DAILY_MESSAGES.linkOffline };
          }
          const message = isApiError(error) ? error.message : String(error);
          console.error('Public result not created:', message);
          return { status: 'failed', error: message };
        });
      creations.set(gameId, creation);
    }
    const retry = () => setAttempt((n) => n + 1);
    void creation.then((next) => {
      if (!isCurrent) return;
      setState(next);
      if (next.status === 'failed' && !creations.has(gameId))
        window.addEventListener('online', retry, { once: true });
    });
    return () => {
      isCurrent = false;
      window.removeEventListener('online', retry);
    };
  }, [gameId, isDemo, createPublicResult, attempt]);

  return state;
}

/** For tests: forget which games already have a public result. */
export function forgetPublicResults(): void {
  creations.clear();
}

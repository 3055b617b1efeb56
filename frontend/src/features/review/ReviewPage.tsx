// /review/{gameId}: a finished friend game or daily, from its moves on the server, reviewed in this browser.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ReviewMovesResponse } from '@gridable/common';
import { REVIEW_MESSAGES, plainFailureText } from '@gridable/common/messages';
import { couldNameGame } from '@gridable/common/rules';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';
import { isApiError, refusedWith, replyError } from '../../lib/apiError';
import { readPlayerIdentity } from '../../lib/storage/playerIdentity';
import { Page } from '../../components/Page';
import { sourceFromServer, type ReviewSource } from './model/reviewSource';
import { ReviewLoader } from './ReviewLoader';
import { reviewPageTitle } from './reviewPageTitle';
import { clockedFetch } from '../../lib/clock/clockedFetch';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; source: ReviewSource }
  | { status: 'failed'; error: string }
  /** The server has no such game (or the address names none): trying again cannot help. */
  | { status: 'missing'; error: string };

export function ReviewPage() {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const failed = load.status === 'failed';
  // An id no game was ever given is missing without asking (the server's 404 would be a console error).
  const isPossible = couldNameGame(gameId);

  // Opened with no network (the installed app, offline): the moves load by themselves once it is back.
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  useEffect(() => {
    if (!isPossible) return;
    const identity = readPlayerIdentity();
    const query = identity ? `?playerUUID=${encodeURIComponent(identity.playerUUID)}` : '';
    let live = true;
    const fail = (error: unknown) => {
      if (!live) return;
      // fetch's own "Failed to fetch" becomes a sentence; the server's reasons pass through.
      const text = plainFailureText(
        isApiError(error) || error instanceof Error ? error.message : 'The review could not load.',
      );
      const isMissing = refusedWith(error, 'GAME_NOT_FOUND') || refusedWith(error, 'INVALID_INPUT');
      setLoad({ status: isMissing ? 'missing' : 'failed', error: text });
    };
    clockedFetch(`/api/review/${encodeURIComponent(gameId)}${query}`)
      .then(async (res) => {
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) return fail(replyError(res.status, body));
        // The server validated what it sends; the browser carries no schema library (see e2e/bundles).
        const source = sourceFromServer(body as ReviewMovesResponse);
        if (live) setLoad({ status: 'ready', source });
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, [gameId, attempt, isPossible]);

  if (load.status === 'ready') return <ReviewLoader source={load.source} />;
  if (load.status === 'missing' || !isPossible) {
    return (
      <MessageScreen title="Review" action={<Button onClick={() => void navigate('/')}>Return Home</Button>}>
        <title>{reviewPageTitle()}</title>
        <p role="alert">{load.status === 'missing' ? load.error : REVIEW_MESSAGES.notFound}</p>
      </MessageScreen>
    );
  }
  return (
    <Page width="md">
      <title>{reviewPageTitle()}</title>
      <h1>Review</h1>
      <p role={failed ? 'alert' : 'status'}>{load.status === 'failed' ? load.error : 'Loading the game…'}</p>
      {failed ? (
        <Button
          onClick={() => {
            setLoad({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      ) : null}
    </Page>
  );
}

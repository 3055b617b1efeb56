// /review/{gameId}: a finished friend game or daily, from its moves on the server, reviewed in this browser.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ReviewMovesResponse } from '@gridable/common';
import { REVIEW_MESSAGES, plainFailureText } from '@gridable/common/messages';
import { couldNameGame, isDailyGameId, isLegacyDailyGameId } from '@gridable/common/rules';
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
  /**
   * The server's verdict on this game (none such, not yours, ended early, not all recorded, the day not over, or
   * still being played): trying again now cannot help, so the page offers the way on instead.
   */
  | { status: 'refused'; error: string; stillPlaying: boolean };

/** Refusals that are the game's own state, not a failure to reach the server. */
const VERDICTS = [
  'GAME_NOT_FOUND',
  'INVALID_INPUT',
  'NOT_A_PLAYER',
  'ENDED_EARLY',
  'HISTORY_MISSING',
  'DAY_NOT_OVER',
  'GAME_NOT_FINISHED',
] as const;

/** Where a game still being played is played: the daily's own page, or the friend game's. */
function playPath(gameId: string): string {
  const encoded = encodeURIComponent(gameId);
  return isDailyGameId(gameId) || isLegacyDailyGameId(gameId)
    ? `/daily-challenge/${encoded}`
    : `/game/${encoded}`;
}

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
      if (VERDICTS.some((code) => refusedWith(error, code))) {
        setLoad({ status: 'refused', error: text, stillPlaying: refusedWith(error, 'GAME_NOT_FINISHED') });
      } else {
        setLoad({ status: 'failed', error: text });
      }
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
  if (load.status === 'refused' || !isPossible) {
    const stillPlaying = load.status === 'refused' && load.stillPlaying;
    const action = stillPlaying ? (
      <Button onClick={() => void navigate(playPath(gameId))}>Back to the Game</Button>
    ) : (
      <Button onClick={() => void navigate('/')}>Return Home</Button>
    );
    return (
      <MessageScreen title="Review" action={action}>
        <title>{reviewPageTitle()}</title>
        <p role="alert">{load.status === 'refused' ? load.error : REVIEW_MESSAGES.notFound}</p>
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

// /review/{gameId}: a finished friend game or daily, from its moves on the server, reviewed in this browser.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ReviewMovesResponse } from '@gridable/common';
import { readPlayerIdentity } from '../../lib/storage/playerIdentity';
import { Page } from '../../components/Page';
import { sourceFromServer, type ReviewSource } from './model/reviewSource';
import { ReviewLoader } from './ReviewLoader';
import { reviewPageTitle } from './reviewPageTitle';
import { clockedFetch } from '../../lib/clock/clockedFetch';

type Load =
  { status: 'loading' } | { status: 'ready'; source: ReviewSource } | { status: 'failed'; error: string };

export function ReviewPage() {
  const { gameId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const identity = readPlayerIdentity();
    const query = identity ? `?playerUUID=${encodeURIComponent(identity.playerUUID)}` : '';
    let live = true;
    clockedFetch(`/api/review/${encodeURIComponent(gameId)}${query}`)
      .then(async (res) => {
        const body: unknown = await res.json();
        if (!res.ok) {
          const error = (body as { error?: unknown }).error;
          throw new Error(typeof error === 'string' ? error : `The review could not load (${res.status}).`);
        }
        // The server validated what it sends; the browser carries no schema library (see e2e/bundles).
        return sourceFromServer(body as ReviewMovesResponse);
      })
      .then(
        (source) => live && setLoad({ status: 'ready', source }),
        (error: unknown) =>
          live &&
          setLoad({
            status: 'failed',
            error: error instanceof Error ? error.message : 'The review could not load.',
          }),
      );
    return () => {
      live = false;
    };
  }, [gameId]);

  if (load.status === 'ready') return <ReviewLoader source={load.source} />;
  return (
    <Page width="md">
      <title>{reviewPageTitle()}</title>
      <h1>Review</h1>
      <p role={load.status === 'failed' ? 'alert' : 'status'}>
        {load.status === 'failed' ? load.error : 'Loading the game…'}
      </p>
    </Page>
  );
}

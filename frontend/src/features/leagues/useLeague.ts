// Loads a league as this player may see it and keeps it fresh: friends' scores appear while the page is open.
import { useCallback, useEffect, useState } from 'react';
import type { LeagueView } from '@gridable/common';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { refusedWith } from '../../lib/apiError';
import { LEAGUE_MESSAGES } from '@gridable/common/messages';
import { servedAsMissing } from '../../lib/http/servedAsMissing';
import { fetchLeague } from './leagueApi';

/** Often enough that a friend's finished game shows within moments; cheap for the server (one page read). */
export const LEAGUE_REFRESH_MS = 10_000;

export type LeagueState =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; league: LeagueView };

export function useLeague(leagueId: string): { state: LeagueState; reload: () => Promise<void> } {
  // The server answered this page 404 already: no such league, and the API would only say so again.
  const [state, setState] = useState<LeagueState>(() =>
    servedAsMissing() ? { kind: 'missing', message: LEAGUE_MESSAGES.notFound } : { kind: 'loading' },
  );
  const isMissing = state.kind === 'missing';

  const reload = useCallback(async () => {
    try {
      const league = await fetchLeague(leagueId, getOrCreatePlayerIdentity().playerUUID);
      setState({ kind: 'ready', league });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refresh that fails keeps what is on screen; only a first load shows the failure. The league is
      // missing only when the server says so or the link names no league; any other refusal is a failure.
      const isGone =
        refusedWith(error, 'LEAGUE_NOT_FOUND') ||
        refusedWith(error, 'INVALID_INPUT') ||
        refusedWith(error, 'BAD_ADDRESS');
      setState((current) =>
        isGone
          ? { kind: 'missing', message }
          : current.kind === 'ready'
            ? current
            : { kind: 'failed', message },
      );
    }
  }, [leagueId]);

  // Read once on arrival, unless the page already knows there is no such league.
  const [knownMissing] = useState(isMissing);
  useEffect(() => {
    if (!knownMissing) void reload();
  }, [reload, knownMissing]);

  // A league the server says is not there does not come back: asking every 10 s only repeated its 404 (a
  // console error each time) for as long as the page stayed open. A failure that may pass keeps refreshing.
  useEffect(() => {
    if (isMissing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, LEAGUE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload, isMissing]);

  return { state, reload };
}

// The creator's switch that closes a league to new members (and opens it again): members stay, the link stops
// seating anyone, so a removed member or a crowd of fresh identities cannot come straight back in.
import { useState } from 'react';
import type { LeagueMemberView } from '@gridable/common';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { setLeagueClosed } from './leagueApi';
import styles from './Leagues.module.css';

export function LeagueClosedSwitch({
  league,
  onChanged,
}: {
  league: LeagueMemberView;
  onChanged: () => Promise<void>;
}) {
  // What the creator just asked for, shown until the reloaded league says it.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closed = pending ?? league.closed;

  async function change(next: boolean) {
    setPending(next);
    setError(null);
    try {
      await setLeagueClosed(league.leagueId, next, getOrCreatePlayerIdentity().playerUUID);
      await onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={styles.closedSwitch}>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={closed}
          disabled={pending !== null}
          aria-describedby="league-closed-hint"
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        Close to new members
      </label>
      <p id="league-closed-hint" className={styles.hint}>
        {closed
          ? 'Nobody new can join, even with the link; members stay. Switch it off to let people join again.'
          : 'Anyone with the link can join while there is room.'}
      </p>
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

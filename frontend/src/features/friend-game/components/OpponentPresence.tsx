// The opponent's Active/Away indicator (docs/PROTOCOL.md §2); a dot for the eye, the word for everyone.
import type { PresenceState } from '@gridable/common';
import styles from './OpponentPresence.module.css';

export function OpponentPresence({ presence }: { presence: PresenceState | null }) {
  const isActive = presence !== 'away';
  return (
    <p className={styles.presence}>
      <span className={`${styles.dot} ${isActive ? styles.dotActive : styles.dotAway}`} aria-hidden="true" />
      Opponent: {isActive ? 'Active' : 'Away'}
    </p>
  );
}

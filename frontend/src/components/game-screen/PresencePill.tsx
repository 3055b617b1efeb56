// The opponent's pill beside the round in a game's header, one look for a friend's presence and the computer.
import type { ReactNode } from 'react';
import styles from './PresencePill.module.css';

export function PresencePill({
  isAway = false,
  isPulsing = false,
  isCompactOnPhone = false,
  children,
}: {
  isAway?: boolean;
  isPulsing?: boolean;
  /** On a phone, no padding or background: for a name long enough to push the pill under the round. */
  isCompactOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={styles.pill} data-away={isAway} data-pulsing={isPulsing} data-compact={isCompactOnPhone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </p>
  );
}

// The round's letter as a big tile beside its caption, so the player sees at a glance what to place. A blind
// letter waits face down ('?') while it is announced, then turns over.
import { memo } from 'react';
import styles from './CurrentLetter.module.css';

export interface CurrentLetterProps {
  /** null: no letter yet (a dashed placeholder), or face down while `faceDown`. */
  letter: string | null;
  caption?: string;
  /** A daily's blind letter, drawn apart from a chosen one. */
  blind?: boolean;
  faceDown?: boolean;
}

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const CurrentLetter = memo(function CurrentLetter({
  letter,
  caption = 'Current letter',
  blind = false,
  faceDown = false,
}: CurrentLetterProps) {
  if (faceDown || letter === null) {
    return (
      <div className={styles.currentLetter}>
        <span className={styles.label}>{caption}</span>
        <span
          className={`${styles.tile} ${faceDown ? styles.faceDown : styles.placeholder}`}
          aria-hidden="true"
        >
          ?
        </span>
      </div>
    );
  }
  return (
    <div className={styles.currentLetter}>
      <span className={styles.label}>{caption}</span>
      <span
        key={letter}
        className={`${styles.tile} ${blind ? styles.blind : ''}`}
        aria-label={`Current letter ${letter}`}
        role="img"
      >
        {letter}
      </span>
    </div>
  );
});

// The round's letter as a big tile, so both players see at a glance what to place.
import styles from './CurrentLetter.module.css';

export function CurrentLetter({ letter }: { letter: string }) {
  return (
    <div className={styles.currentLetter}>
      <span className={styles.label}>Current letter</span>
      <span key={letter} className={styles.tile} aria-label={`Current letter ${letter}`} role="img">
        {letter}
      </span>
    </div>
  );
}

// The round's letter as a big tile, so both players see at a glance what to place.
import styles from './FriendGame.module.css';

export function CurrentLetter({ letter }: { letter: string }) {
  return (
    <div className={styles.currentLetter}>
      <span className={styles.currentLetterLabel}>Current letter</span>
      <span key={letter} className={styles.letterTile} aria-label={`Current letter ${letter}`} role="img">
        {letter}
      </span>
    </div>
  );
}

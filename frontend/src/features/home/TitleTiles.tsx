// The game's name as a row of letter tiles; screen readers hear the word once, not letter by letter.
import styles from './TitleTiles.module.css';

export function TitleTiles({ word }: { word: string }) {
  return (
    <h1 className={styles.title}>
      <span className={styles.tiles} aria-hidden="true">
        {Array.from(word.toUpperCase()).map((letter, index) => (
          <span key={index} className={styles.tile}>
            {letter}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{word}</span>
    </h1>
  );
}

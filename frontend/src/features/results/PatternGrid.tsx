// A shared grid as its emoji pattern: which cells scored, which hold a letter in no word, which are empty,
// and never a letter, so a visitor who has not played the day yet can look without spoiling it.
import { patternCells } from '@gridable/common/rules';
import styles from './PatternGrid.module.css';

export function PatternGrid({ pattern }: { pattern: string }) {
  const cells = patternCells(pattern);
  const scored = cells.filter((cell) => cell === 'scored').length;
  return (
    <div
      className={styles.grid}
      role="img"
      aria-label={`Grid pattern without letters: ${scored} of ${cells.length} cells in scored words`}
    >
      {cells.map((cell, index) => (
        <span key={index} className={`${styles.cell} ${styles[cell]}`} data-cell={cell} />
      ))}
    </div>
  );
}

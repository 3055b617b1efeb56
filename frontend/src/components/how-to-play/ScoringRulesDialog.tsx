// 'Scoring Rules': the detailed scoring explanation behind the How to Play dialog's 'More Info' button.
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MAX_SCORE } from '../../lib/constants';
import { WORD_LIST_DESCRIPTION } from './wordList';
import styles from './HowToPlayDialog.module.css';

const EXAMPLE_ROW = ['C', 'A', 'T', 'S'] as const;

export function ScoringRulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Scoring Rules"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <ul className={styles.rules}>
        <li>Words read left to right in each row and top to bottom in each column.</li>
        <li>
          A word scores 1 point per letter: 2-letter words score 2 points, 3-letter words 3 points and
          4-letter words 4 points.
        </li>
        <li>
          Only one word counts in each row and each column: the highest-scoring one. On a tie, the leftmost
          word in a row or the topmost word in a column counts.
        </li>
        <li>The same word can score again in a different row or column.</li>
        <li>Your score is the total of your 4 rows and 4 columns, so the maximum is {MAX_SCORE} points.</li>
        <li>Valid words come from a list of {WORD_LIST_DESCRIPTION}.</li>
      </ul>
      <figure className={styles.example}>
        <div className={styles.exampleRow} aria-hidden="true">
          {EXAMPLE_ROW.map((letter, index) => (
            <span key={index} className={styles.exampleTile}>
              {letter}
            </span>
          ))}
        </div>
        <figcaption>
          A row reading CATS scores 4 points: CATS beats CAT and AT, and only the best word in a row counts.
        </figcaption>
      </figure>
    </Dialog>
  );
}

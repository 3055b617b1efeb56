// The rules dialog shared by home, friend and daily screens, with a nested 'Scoring Rules' dialog.
import { useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { NewTabLink } from '../NewTabLink';
import { GRID_SIZE, MAX_SCORE, TOTAL_ROUNDS } from '../../lib/constants';
import { ScoringRulesDialog } from './ScoringRulesDialog';
import { WORD_LIST_DESCRIPTION } from './wordList';
import styles from './HowToPlayDialog.module.css';

export interface HowToPlayDialogProps {
  open: boolean;
  onClose: () => void;
  /** The daily challenge explains blind letters instead of taking turns with a friend. */
  mode?: 'friend' | 'daily';
}

export function HowToPlayDialog({ open, onClose, mode = 'friend' }: HowToPlayDialogProps) {
  const [isScoringOpen, setIsScoringOpen] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="How to Play"
      footer={
        <>
          <Button variant="secondary" onClick={() => setIsScoringOpen(true)}>
            More Info
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <ul className={styles.rules}>
        <li>
          Fill your own {GRID_SIZE}x{GRID_SIZE} grid of letters over {TOTAL_ROUNDS} rounds.
        </li>
        {mode === 'daily' ? (
          <>
            <li>In odd rounds you get today&apos;s blind letter; in even rounds you choose the letter.</li>
            <li>Everyone plays the same blind letters each day.</li>
          </>
        ) : (
          <li>
            Players take turns choosing a letter, and both players must place that letter on their own grid.
          </li>
        )}
        <li>Make words reading left to right in rows and top to bottom in columns.</li>
        <li>
          The best word in each row and each column scores by its length: 2 points for a 2-letter word, 3 for
          a 3-letter word and 4 for a 4-letter word.
        </li>
        <li>
          {mode === 'daily' ? 'Score' : 'The highest total wins. Score'} up to {MAX_SCORE} points.
        </li>
      </ul>
      <p className={styles.note}>
        Gridable&apos;s word list has {WORD_LIST_DESCRIPTION}. Not sure about a word? Try the{' '}
        <NewTabLink href="/word-checker">Word Checker</NewTabLink>.
      </p>
      <p className={styles.note}>
        Ideas or problems? <NewTabLink href="/feedback">Send feedback</NewTabLink>.
      </p>
      <ScoringRulesDialog open={isScoringOpen} onClose={() => setIsScoringOpen(false)} />
    </Dialog>
  );
}

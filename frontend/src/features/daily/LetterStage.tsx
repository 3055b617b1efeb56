// What the round asks of the player: watch the blind letter being revealed, choose a letter, or place the letter.
import { LetterPicker } from '../../components/LetterPicker/LetterPicker';
import { isFinalRound } from '@gridable/common/rules';
import type { DailyGame } from './dailyGame';
import { blindLetterAnnouncement } from '@gridable/common/messages';
import type { BlindLetterAnnouncement } from './useBlindLetterAnnouncement';
import styles from './LetterStage.module.css';

export interface LetterStageProps {
  game: DailyGame;
  announcement: BlindLetterAnnouncement;
  isChoosing: boolean;
  /** A cell is picked and waits for Submit or Undo. */
  hasPick: boolean;
  onSelectLetter: (letter: string) => void;
}

export function LetterStage({ game, announcement, isChoosing, hasPick, onSelectLetter }: LetterStageProps) {
  const { ordinal, isAnnouncing } = announcement;
  const letter = game.currentLetter;

  if (ordinal !== null && isAnnouncing) {
    return (
      <section className={`${styles.stage} ${styles.blindStage}`} aria-live="polite">
        <p className={styles.announce}>{blindLetterAnnouncement(ordinal)}</p>
        <div className={`${styles.tile} ${styles.faceDown}`} aria-hidden="true">
          <span className={styles.mystery}>?</span>
        </div>
      </section>
    );
  }

  if (letter && game.roundState === 'LETTER_PROVIDED') {
    return (
      <section className={`${styles.stage} ${ordinal ? styles.blindStage : ''}`} aria-live="polite">
        <p className={styles.caption}>{ordinal ? `Today's ${ordinal} blind letter` : 'Your letter'}</p>
        <div
          className={`${styles.tile} ${ordinal ? styles.revealed : styles.chosen}`}
          key={`${game.currentRound}-${letter}`}
        >
          <span className="visually-hidden">Current letter: </span>
          {letter}
        </div>
        <p className={styles.hint}>
          {hasPick ? 'Press Submit or Enter to confirm, or Undo.' : 'Tap an empty square to place it.'}
        </p>
      </section>
    );
  }

  const isFinal = isFinalRound(game.currentRound);
  return (
    <section className={`${styles.stage} ${styles.chooseStage}`}>
      <p className={styles.caption}>{isFinal ? 'Final round: your pick' : 'Your pick: any letter'}</p>
      {isFinal ? (
        <p className={styles.hint}>
          Choose the last letter. It fills your one empty square and ends the game.
        </p>
      ) : null}
      <LetterPicker onSubmit={onSelectLetter} busy={isChoosing} label="Choose a letter" />
    </section>
  );
}

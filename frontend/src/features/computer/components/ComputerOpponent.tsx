// The computer's side of the round's header: its name, and while it weighs its move a "thinking" mark, as a
// friend's presence pill shows whether they are there. The mark's room is always kept, so the header never
// shifts as the computer starts and stops thinking. On a phone, where the header has room for the round and the
// name alone, the word is for screen readers and the eye gets the moving dots.
import { COMPUTER_MESSAGES, computerOpponentLabel } from '@gridable/common/messages';
import type { BotLevel } from '@gridable/common';
import styles from './ComputerOpponent.module.css';

export function ComputerOpponent({ level, isThinking }: { level: BotLevel; isThinking: boolean }) {
  return (
    <p className={styles.pill} data-thinking={isThinking}>
      <span className={styles.dot} aria-hidden="true" />
      {computerOpponentLabel(level)}
      <span className={styles.mark}>
        {isThinking ? (
          <>
            <span className={styles.word}>{COMPUTER_MESSAGES.thinking}</span>
            <span className={styles.ellipsis} aria-hidden="true" />
          </>
        ) : null}
      </span>
    </p>
  );
}

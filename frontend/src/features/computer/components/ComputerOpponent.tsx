// The computer's side of the round's header: its name, and while it weighs its move a "thinking" mark, in the
// pill a friend's presence shows in. The mark's room is always kept, so the header never shifts as the computer
// starts and stops thinking. On a phone, where the header has room for the round and the name alone, "vs" and
// the word are for screen readers and the eye gets the name and the moving dots.
import { memo } from 'react';
import { COMPUTER_MESSAGES, computerName } from '@gridable/common/messages';
import type { BotLevel } from '@gridable/common';
import { PresencePill } from '../../../components/game-screen/PresencePill';
import styles from './ComputerOpponent.module.css';

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const ComputerOpponent = memo(function ComputerOpponent({
  level,
  isThinking,
}: {
  level: BotLevel;
  isThinking: boolean;
}) {
  return (
    <PresencePill isPulsing={isThinking} isCompactOnPhone>
      <span>
        <span className={styles.onWide}>vs </span>
        {computerName(level)}
      </span>
      <span className={styles.mark}>
        {isThinking ? (
          <>
            <span className={styles.onWide}>{COMPUTER_MESSAGES.thinking}</span>
            <span className={styles.ellipsis} aria-hidden="true" />
          </>
        ) : null}
      </span>
    </PresencePill>
  );
});

// Easy, Medium, Hard: each level with what it means, as links that start a game against it. A player who has
// played one sees their record under each level and the one they played last marked, as they would look for it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BOT_LEVELS, BOT_LEVEL_DESCRIPTIONS } from '@gridable/common/rules';
import { BOT_LEVEL_NAMES, COMPUTER_MESSAGES, levelRecordLine } from '@gridable/common/messages';
import { gamesPlayed, readComputerRecord } from '../../lib/storage/computerRecord';
import styles from './LevelPicker.module.css';

/** Where a level's link goes: the computer page starts a new game at that level. */
export function computerGamePath(level: string): string {
  return `/play-computer?level=${level}`;
}

export function LevelPicker() {
  const [record] = useState(readComputerRecord);
  return (
    <nav aria-label={COMPUTER_MESSAGES.chooseLevel} className={styles.levels}>
      {BOT_LEVELS.map((level) => {
        const isLast = record.lastLevel === level;
        const played = record.levels[level];
        return (
          <Link
            key={level}
            to={computerGamePath(level)}
            className={isLast ? `${styles.level} ${styles.last}` : styles.level}
          >
            <span className={styles.heading}>
              <span className={styles.name}>{BOT_LEVEL_NAMES[level]}</span>
              {isLast ? <span className={styles.lastPlayed}>{COMPUTER_MESSAGES.lastPlayed}</span> : null}
            </span>
            <span className={styles.description}>{BOT_LEVEL_DESCRIPTIONS[level]}</span>
            {gamesPlayed(played) > 0 ? (
              <span className={styles.record}>{levelRecordLine(played)}</span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

// Easy, Medium, Hard: each level with what it means, as links that start a game against it.
import { Link } from 'react-router-dom';
import { BOT_LEVELS, BOT_LEVEL_DESCRIPTIONS } from '@gridable/common/rules';
import { BOT_LEVEL_NAMES, COMPUTER_MESSAGES } from '@gridable/common/messages';
import styles from './LevelPicker.module.css';

/** Where a level's link goes: the computer page starts a new game at that level. */
export function computerGamePath(level: string): string {
  return `/play-computer?level=${level}`;
}

export function LevelPicker() {
  return (
    <nav aria-label={COMPUTER_MESSAGES.chooseLevel} className={styles.levels}>
      {BOT_LEVELS.map((level) => (
        <Link key={level} to={computerGamePath(level)} className={styles.level}>
          <span className={styles.name}>{BOT_LEVEL_NAMES[level]}</span>
          <span className={styles.description}>{BOT_LEVEL_DESCRIPTIONS[level]}</span>
        </Link>
      ))}
    </nav>
  );
}

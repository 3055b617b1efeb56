// A returning player's Home: the title alone, smaller (they have read the introduction), the ways to play, and
// their games; side by side on a wide screen, so the games on their move are on the first screen. A chunk of its
// own: a first visit (the app shell's page) neither needs nor downloads it.
import type { ReactNode } from 'react';
import { TitleTiles } from './TitleTiles';
import styles from './ReturningHome.module.css';

/** `actions` and `games` are Home's own: the same order as a first visit's page, so Tab follows what is seen. */
export default function ReturningHome({ actions, games }: { actions: ReactNode; games: ReactNode }) {
  return (
    <div className={styles.returning}>
      <header className={styles.hero}>
        <TitleTiles word="Gridable" />
      </header>
      {actions}
      <div className={styles.games}>{games}</div>
    </div>
  );
}

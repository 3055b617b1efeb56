// Tells players how many strangers are watching their game.
import { memo } from 'react';
import styles from './Watch.module.css';

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const WatcherCount = memo(function WatcherCount({ watchers }: { watchers: number }) {
  if (watchers <= 0) return null;
  return (
    <p className={styles.count} role="status">
      <span aria-hidden="true">👁 </span>
      {watchers === 1 ? '1 watching' : `${watchers} watching`}
    </p>
  );
});

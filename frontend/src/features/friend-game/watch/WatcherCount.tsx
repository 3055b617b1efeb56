// Tells players how many strangers are watching their game.
import styles from './Watch.module.css';

export function WatcherCount({ watchers }: { watchers: number }) {
  if (watchers <= 0) return null;
  return (
    <p className={styles.count} role="status">
      <span aria-hidden="true">👁 </span>
      {watchers === 1 ? '1 watching' : `${watchers} watching`}
    </p>
  );
}

// Before the first game state: the game id with 'Connecting to game...' or, once connected, 'Waiting for player to join...'.
import styles from './FriendGame.module.css';

export function GameLoading({ gameId, isConnected }: { gameId: string; isConnected: boolean }) {
  return (
    <section className={styles.card} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>Game {gameId}</h1>
      <p>{isConnected ? 'Waiting for player to join...' : 'Connecting to game...'}</p>
    </section>
  );
}

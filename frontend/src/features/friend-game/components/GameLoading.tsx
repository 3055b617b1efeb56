// Before the first game state: the game id with 'Connecting to game...' or, once connected, 'Waiting for player to join...'.
import { GAME_MESSAGES } from '@gridable/common/messages';
import styles from './GameCard.module.css';

export interface GameLoadingProps {
  gameId: string;
  isConnected: boolean;
  /** The connection failed before any state arrived; retries continue in the background. */
  hasConnectionError?: boolean;
  /** The browser has no network: refreshing would not help, and the game connects by itself once back. */
  isOffline?: boolean;
}

export function GameLoading({
  gameId,
  isConnected,
  hasConnectionError = false,
  isOffline = false,
}: GameLoadingProps) {
  return (
    <section className={styles.card} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>Game {gameId}</h1>
      <p>{isConnected ? 'Waiting for player to join...' : 'Connecting to game...'}</p>
      {isOffline ? (
        <p className={styles.error}>{GAME_MESSAGES.offline}</p>
      ) : hasConnectionError ? (
        <p className={styles.error}>{GAME_MESSAGES.connectionFailed}</p>
      ) : null}
    </section>
  );
}

// Confetti in plain CSS: a fixed set of pieces, each with its own spot, colour, delay and drift.
import type { CSSProperties } from 'react';
import styles from './ResultOverlay.module.css';

const COLOURS = ['#f4d58d', '#0f766e', '#e4572e', '#3b82f6', '#a855f7', '#22c55e'];
const PIECES = 48;

export function Confetti() {
  return (
    <div className={styles.confetti} aria-hidden="true">
      {Array.from({ length: PIECES }, (_, i) => {
        // Spread by multiples of primes so neighbours differ without needing randomness.
        const style = {
          '--x': `${(i * 37) % 100}%`,
          '--delay': `${((i * 13) % 20) / 10}s`,
          '--duration': `${2.6 + ((i * 7) % 10) / 5}s`,
          '--drift': `${((i * 29) % 120) - 60}px`,
          '--spin': `${((i * 53) % 720) - 360}deg`,
          '--colour': COLOURS[i % COLOURS.length],
        } as CSSProperties;
        return (
          <span key={i} className={`${styles.piece} ${i % 3 === 0 ? styles.round : ''}`} style={style} />
        );
      })}
    </div>
  );
}

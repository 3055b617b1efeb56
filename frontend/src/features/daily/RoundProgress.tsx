// 'Round N of 16' with one pip per round: done, current, to come; odd (blind) rounds are marked apart.
import { TOTAL_ROUNDS } from '@gridable/common/constants';
import { isBlindRound } from '@gridable/common/rules';
import styles from './RoundProgress.module.css';

export function RoundProgress({ round, score }: { round: number; score: number }) {
  const shown = Math.min(round, TOTAL_ROUNDS);
  return (
    <div className={styles.progress}>
      <div className={styles.labels}>
        <p className={styles.round}>
          Round {shown} of {TOTAL_ROUNDS}
        </p>
        <p className={styles.score}>
          Score <strong>{score}</strong>
        </p>
      </div>
      <ol className={styles.pips} aria-hidden="true">
        {Array.from({ length: TOTAL_ROUNDS }, (_, index) => {
          const pipRound = index + 1;
          const state = pipRound < shown ? styles.done : pipRound === shown ? styles.current : '';
          return (
            <li
              key={pipRound}
              className={`${styles.pip} ${state} ${isBlindRound(pipRound) ? styles.blind : ''}`}
            />
          );
        })}
      </ol>
    </div>
  );
}

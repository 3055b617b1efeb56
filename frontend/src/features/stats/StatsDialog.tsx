// The Statistics dialog: played, average, best, the three streaks, and the score histogram with today's bar marked.
import { useEffect, useState } from 'react';
import { histogramIndex } from '@gridable/common/rules';
import { MAX_BANKED_FREEZES } from '@gridable/common/constants';
import { DAY_DONE_LABELS } from '@gridable/common/messages';
import { Dialog } from '../../components/Dialog';
import { loadPlayerStats, type PlayerStats } from './loadStats';
import styles from './StatsDialog.module.css';

export interface StatsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The day whose bar is marked (YYYY-MM-DD): the game just finished, which may be yesterday's after midnight. */
  day?: string;
}

export function StatsDialog({ open, onClose, day }: StatsDialogProps) {
  const [loaded, setLoaded] = useState<PlayerStats | null>(null);

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setLoaded(null);
    void loadPlayerStats().then((next) => {
      if (isCurrent) setLoaded(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} title={DAY_DONE_LABELS.statistics}>
      {loaded ? (
        <StatsBody loaded={loaded} day={day ?? loaded.today} />
      ) : (
        <p role="status">Loading statistics...</p>
      )}
    </Dialog>
  );
}

export default StatsDialog;

function StatsBody({ loaded, day }: { loaded: PlayerStats; day: string }) {
  const { stats, completions } = loaded;
  const todays = completions.find((c) => c.date === day && !c.archive) ?? null;
  const todaysBar = todays ? histogramIndex(todays.finalScore) : null;
  const tallest = Math.max(1, ...stats.histogram.map((bar) => bar.count));
  const tiles: [label: string, value: string][] = [
    ['Played', String(stats.played)],
    ['Average', stats.played === 0 ? '–' : String(stats.average)],
    ['Best', stats.best === null ? '–' : String(stats.best)],
    // Older servers send no freeze fields: their current streak is the only one there is.
    ['Current streak', String(stats.streakWithFreezes ?? stats.currentStreak)],
    ['Perfect streak', String(stats.currentStreak)],
    ['Streak freezes', `${stats.freezesBanked ?? 0}/${MAX_BANKED_FREEZES}`],
    ['Longest streak', String(stats.longestStreak)],
    ['20+ streak', String(stats.twentyPlusStreak)],
  ];

  return (
    <div className={styles.body}>
      <dl className={styles.tiles} aria-label="Your daily numbers">
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>Score distribution</h3>
      <ol className={styles.histogram} aria-label="Score distribution">
        {stats.histogram.map((bar, index) => {
          const isToday = index === todaysBar;
          return (
            <li
              key={bar.label}
              className={`${styles.row} ${isToday ? styles.today : ''}`}
              aria-current={isToday ? 'true' : undefined}
              aria-label={`${bar.label} points: ${bar.count} ${bar.count === 1 ? 'game' : 'games'}${isToday ? ', today' : ''}`}
            >
              <span className={styles.label} aria-hidden="true">
                {bar.label}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.bar}
                  data-count={bar.count}
                  style={{ width: `${Math.max(bar.count === 0 ? 0 : 8, (bar.count / tallest) * 100)}%` }}
                >
                  {bar.count}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.note}>
        Seven days in a row earn a streak freeze (up to {MAX_BANKED_FREEZES}); a missed day spends one instead
        of breaking your current streak. Your perfect streak counts only days played.
        {frozenDays(stats).length > 0 ? ` Freezes covered: ${frozenDays(stats).join(', ')}.` : ''}
      </p>
      <p className={styles.note}>Archive plays are not counted here.</p>
    </div>
  );
}

function frozenDays(stats: PlayerStats['stats']): readonly string[] {
  return stats.frozenDays ?? [];
}

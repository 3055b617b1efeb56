// What a finished day offers: "See today's result", the countdown to the next Gridable, Statistics and the archive.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { markStatsShown, StatsDialog, statsDueFor } from '../stats';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { NextGridableCountdown } from './NextGridableCountdown';
import { DAY_DONE_LABELS } from '@gridable/common/messages';
import styles from './DayDonePanel.module.css';

export interface DayDonePanelProps {
  /** Today's finished game; when given, the panel links to it. */
  resultGameId?: string | null;
  /** The countdown belongs to today's game; an archive day's end screen leaves it out. */
  showCountdown?: boolean;
  /** The day just finished (YYYY-MM-DD): Statistics open by themselves the first time its end screen shows. */
  openStatsOnceFor?: string | null;
  /**
   * A returning player's Home: the countdown one quiet line and the three ways on as links in a row, so the games
   * under it stay on a phone's first screen.
   */
  compact?: boolean;
}

export function DayDonePanel(props: DayDonePanelProps) {
  const { resultGameId = null, showCountdown = true, openStatsOnceFor = null, compact = false } = props;
  const navigate = useNavigate();
  const [{ playerUUID }] = useState(getOrCreatePlayerIdentity);
  const [isStatsOpen, setIsStatsOpen] = useState(
    () => openStatsOnceFor !== null && statsDueFor(playerUUID, openStatsOnceFor),
  );

  useEffect(() => {
    if (isStatsOpen && openStatsOnceFor !== null) markStatsShown(playerUUID, openStatsOnceFor);
  }, [isStatsOpen, openStatsOnceFor, playerUUID]);

  return (
    <section className={compact ? styles.compact : styles.panel} aria-label={DAY_DONE_LABELS.region}>
      {showCountdown ? <NextGridableCountdown className={styles.countdown} day={openStatsOnceFor} /> : null}
      <div className={styles.actions}>
        {resultGameId ? (
          <Button
            size={compact ? 'md' : 'lg'}
            variant={compact ? 'ghost' : 'primary'}
            fullWidth={!compact}
            className={styles.result}
            onClick={() => void navigate(`/daily-challenge/${resultGameId}`)}
          >
            {DAY_DONE_LABELS.seeResult}
          </Button>
        ) : null}
        <Button variant={compact ? 'ghost' : 'secondary'} onClick={() => setIsStatsOpen(true)}>
          {DAY_DONE_LABELS.statistics}
        </Button>
        <Button
          variant={compact ? 'ghost' : 'secondary'}
          onClick={() => void navigate('/daily-challenge/archive')}
        >
          {DAY_DONE_LABELS.archive}
        </Button>
      </div>
      <StatsDialog
        open={isStatsOpen}
        onClose={() => setIsStatsOpen(false)}
        day={openStatsOnceFor ?? undefined}
      />
    </section>
  );
}

export default DayDonePanel;

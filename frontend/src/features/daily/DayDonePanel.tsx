// What a finished day offers: "See today's result", the countdown to the next Gridable, Statistics and the archive.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { StatsDialog } from '../stats/StatsDialog';
import { NextGridableCountdown } from './NextGridableCountdown';
import { DAY_DONE_LABELS } from './dailyMessages';
import styles from './DayDonePanel.module.css';

export interface DayDonePanelProps {
  /** Today's finished game; when given, the panel links to it. */
  resultGameId?: string | null;
  /** The countdown belongs to today's game; an archive day's end screen leaves it out. */
  showCountdown?: boolean;
}

export function DayDonePanel({ resultGameId = null, showCountdown = true }: DayDonePanelProps) {
  const navigate = useNavigate();
  const [isStatsOpen, setIsStatsOpen] = useState(false);
  return (
    <section className={styles.panel} aria-label={DAY_DONE_LABELS.region}>
      {showCountdown ? <NextGridableCountdown className={styles.countdown} /> : null}
      <div className={styles.actions}>
        {resultGameId ? (
          <Button size="lg" fullWidth onClick={() => navigate(`/daily-challenge/${resultGameId}`)}>
            {DAY_DONE_LABELS.seeResult}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setIsStatsOpen(true)}>
          {DAY_DONE_LABELS.statistics}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/daily-challenge/archive')}>
          {DAY_DONE_LABELS.archive}
        </Button>
      </div>
      <StatsDialog open={isStatsOpen} onClose={() => setIsStatsOpen(false)} />
    </section>
  );
}

export default DayDonePanel;

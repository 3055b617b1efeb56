// The home screen: title, tagline, the two ways to play and the rules; switches to a summary once today's daily is done.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { HowToPlayDialog } from '../../components/how-to-play/HowToPlayDialog';
import type { DailyStatus } from './dailyStatus';
import { TitleTiles } from './TitleTiles';
import styles from './Home.module.css';

export function Home({ dailyStatus }: { dailyStatus: DailyStatus | null }) {
  const navigate = useNavigate();
  const [isHowToPlayOpen, setIsHowToPlayOpen] = useState(false);
  const hasCompletedToday = dailyStatus?.hasCompleted === true;

  return (
    <Page width="sm">
      <title>Gridable</title>
      <header className={styles.hero}>
        <TitleTiles word="Gridable" />
        <p className={styles.tagline}>The turn-taking grid-building word game</p>
      </header>

      <div className={styles.actions}>
        <Button size="lg" fullWidth disabled={hasCompletedToday} onClick={() => navigate('/daily-challenge')}>
          {hasCompletedToday ? "Today's Gridable Completed!" : "Play Today's Gridable"}
        </Button>

        {hasCompletedToday && dailyStatus ? <TodaySummary status={dailyStatus} /> : null}

        <p className={styles.or}>or</p>

        <Button size="lg" variant="secondary" fullWidth onClick={() => navigate('/play-friend')}>
          Play a Friend
        </Button>

        <Button size="lg" variant="secondary" fullWidth onClick={() => navigate('/play-computer')}>
          Play vs Computer
        </Button>

        <Button variant="ghost" className={styles.howToPlay} onClick={() => setIsHowToPlayOpen(true)}>
          How to Play
        </Button>
      </div>

      <HowToPlayDialog open={isHowToPlayOpen} onClose={() => setIsHowToPlayOpen(false)} />
    </Page>
  );
}

function TodaySummary({ status }: { status: DailyStatus }) {
  const stats: [label: string, value: string][] = [
    ['Your score today', status.todaysScore === null ? '–' : String(status.todaysScore)],
    ["Today's high score", status.todaysHighScore === null ? '–' : String(status.todaysHighScore)],
    ['Your 20+ points streak', String(status.twentyPlusStreak)],
  ];
  return (
    <section aria-label="Today's results">
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

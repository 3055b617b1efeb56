// The home screen: title, tagline, the two ways to play and the rules; once today's daily is done, a summary with
// the way back to its result, the countdown to the next one and statistics. A returning player (an identity stored
// when Home opened) has ReturningHome's layout instead, with their games on the first screen.
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { LazyHowToPlayDialog } from '../../components/how-to-play/LazyHowToPlayDialog';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { readPlayerIdentity } from '../../lib/storage/playerIdentity';
import { COMPUTER_MESSAGES, DAY_DONE_LABELS, highScoreNote } from '@gridable/common/messages';
import type { DailyStatus } from './dailyStatus';
import { TitleTiles } from './TitleTiles';
import styles from './Home.module.css';

// Loaded on demand: they bring @gridable/common (and zod) with them, which the landing page does without.
const DayDonePanel = lazy(() => import('../daily/DayDonePanel'));
const StatsDialog = lazy(() => import('../stats/StatsDialog'));
// The hub and leagues are part of Home's first screen (and of its app shell): loaded ahead by homeSectionsReady.
const GamesHub = preloadableLazy(() => import('./hub/GamesHub'));
const HomeLeagues = preloadableLazy(() => import('../leagues/HomeLeagues'));
// Only a returning player's Home needs it; their first screen waits for it (homeSectionsReady), a first visit's not.
const ReturningHome = preloadableLazy(() => import('./ReturningHome'));

/** What a round asks of you and how a grid scores, in the README's words, for someone who has never played. */
export const HOME_PITCH =
  'Fill your own 4x4 grid one letter a round. The best word in each row and column scores 2, 3 or 4 points.';

/** Loads Home's hub and leagues sections, so a render after it shows them at once rather than nothing first. */
export function homeSectionsReady(): Promise<void> {
  const returning = readPlayerIdentity() === null ? [] : [ReturningHome.preload()];
  return Promise.all([GamesHub.preload(), HomeLeagues.preload(), ...returning]).then(() => undefined);
}

/** The loads of the app shell's two faces of Home (HomeShell): the returning one's layout too, whoever renders. */
export function homeShellReady(): Promise<void> {
  return Promise.all([homeSectionsReady(), ReturningHome.preload()]).then(() => undefined);
}

/** `face`: which of its two faces Home shows, given by the app shell (which renders both); else the stored identity. */
export function Home({
  dailyStatus,
  face,
}: {
  dailyStatus: DailyStatus | null;
  face?: 'first-visit' | 'returning';
}) {
  const navigate = useNavigate();
  const [isHowToPlayOpen, setIsHowToPlayOpen] = useState(false);
  const [isStatsOpen, setIsStatsOpen] = useState(false);
  // Read before the hub renders: it creates the identity. Without one there are no leagues to ask for.
  const [firstVisit] = useState(() => (face ? face === 'first-visit' : readPlayerIdentity() === null));
  const hasCompletedToday = dailyStatus?.hasCompleted === true;

  const actions = (
    <div className={firstVisit ? styles.actions : `${styles.actions} ${styles.returning}`}>
      {hasCompletedToday && dailyStatus ? (
        // A returning player's played day is compact: the games on their move follow it on a phone's first screen.
        <>
          <Button size={firstVisit ? 'lg' : 'md'} fullWidth disabled>
            {DAY_DONE_LABELS.completed}
          </Button>
          <TodaySummary status={dailyStatus} compact={!firstVisit} />
          <Suspense fallback={null}>
            <DayDonePanel resultGameId={dailyStatus.todaysGameId} compact={!firstVisit} />
          </Suspense>
        </>
      ) : (
        <>
          <Button size="lg" fullWidth onClick={() => void navigate('/daily-challenge')}>
            {DAY_DONE_LABELS.playToday}
          </Button>
          <div className={styles.dailyLinks}>
            <Button variant="ghost" onClick={() => setIsStatsOpen(true)}>
              {DAY_DONE_LABELS.statistics}
            </Button>
            <Button variant="ghost" onClick={() => void navigate('/daily-challenge/archive')}>
              {DAY_DONE_LABELS.archive}
            </Button>
          </div>
        </>
      )}

      <p className={styles.or}>or</p>

      <Button size="lg" variant="secondary" fullWidth onClick={() => void navigate('/play-friend')}>
        Play a Friend
      </Button>

      <Button size="lg" variant="secondary" fullWidth onClick={() => void navigate('/play-computer')}>
        {COMPUTER_MESSAGES.title}
      </Button>

      <Button variant="ghost" className={styles.howToPlay} onClick={() => setIsHowToPlayOpen(true)}>
        How to Play
      </Button>
    </div>
  );

  const sections = (
    <>
      <Suspense fallback={null}>
        <GamesHub dailyStatus={dailyStatus} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeLeagues firstVisit={firstVisit} />
      </Suspense>
    </>
  );

  return (
    <Page width={firstVisit ? 'sm' : 'lg'}>
      <title>Gridable</title>
      {firstVisit ? (
        // A first visit's page, as the app shell (prerendered) paints it.
        <>
          <header className={styles.hero}>
            <TitleTiles word="Gridable" />
            <p className={styles.tagline}>The turn-taking grid-building word game</p>
            {/* The tagline names the game; a first-time visitor also needs what they will do and how it scores. */}
            <p className={styles.pitch}>{HOME_PITCH}</p>
          </header>
          {actions}
          {sections}
        </>
      ) : (
        // Someone who has been here before has read the introduction: their games come first instead.
        <Suspense fallback={null}>
          <ReturningHome actions={actions} games={sections} />
        </Suspense>
      )}

      <LazyHowToPlayDialog open={isHowToPlayOpen} onClose={() => setIsHowToPlayOpen(false)} />
      {isStatsOpen ? (
        <Suspense fallback={null}>
          <StatsDialog open onClose={() => setIsStatsOpen(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** `compact`: the three numbers on a line or two of small text, rather than three boxes. */
function TodaySummary({ status, compact }: { status: DailyStatus; compact: boolean }) {
  const stats: [label: string, value: string][] = [
    ['Your score today', status.todaysScore === null ? '–' : String(status.todaysScore)],
    ["Today's high score", status.todaysHighScore === null ? '–' : String(status.todaysHighScore)],
    ['Your 20+ points streak', String(status.twentyPlusStreak)],
  ];
  const note = highScoreNote(status.countsForHighScore, status.todaysHighScore, status.todaysScore);
  return (
    <section aria-label="Today's results">
      <dl className={compact ? styles.statsLine : styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={compact ? undefined : styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.statsNote}>{note}</p> : null}
    </section>
  );
}

// /daily-challenge/archive: every past day from yesterday back to Gridable #1, with the player's score where played.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { archiveDays, dailyTitle } from '@gridable/common/rules';
import type { PlayerCompletion } from '@gridable/common';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { refusedWith } from '../../lib/apiError';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { playerTimeZone } from '../../lib/timeZone';
import { useStartDailyGameMutation } from '../daily';
import { loadPlayerStats } from '../stats';
import { usePlayerToday } from '../../lib/usePlayerToday';
import { ARCHIVE_TEXT } from '@gridable/common/messages';
import { archiveDateLabel } from './archiveDate';
import styles from './ArchivePage.module.css';

/** Rows shown at first and added by each 'Show more': a phone screenful or two. */
const PAGE_SIZE = 30;

export function ArchivePage() {
  const navigate = useNavigate();
  // A page left open past midnight gains the day just ended: yesterday's game is archive now.
  const today = usePlayerToday();
  const days = useMemo(() => archiveDays(today), [today]);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [played, setPlayed] = useState<Map<number, PlayerCompletion>>(new Map());
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [startDailyGame] = useStartDailyGameMutation();

  useEffect(() => {
    let isCurrent = true;
    void loadPlayerStats().then(({ completions }) => {
      if (isCurrent) setPlayed(new Map(completions.map((c) => [c.gameNumber, c])));
    });
    return () => {
      isCurrent = false;
    };
    // Read again when the day turns: the game finished just before midnight is an archive row now.
  }, [today]);

  async function play(date: string) {
    setStarting(date);
    setError(null);
    try {
      const { playerUUID } = getOrCreatePlayerIdentity();
      const reply = await startDailyGame({ playerUUID, userTimezone: playerTimeZone(), date }).unwrap();
      void navigate(`/daily-challenge/${reply.game.gameId}`);
    } catch (failure) {
      // Already finished (perhaps on another device): its result is where to go.
      const done = refusedWith(failure, 'ALREADY_COMPLETED') ? await finishedGameOn(date) : null;
      if (done) void navigate(`/daily-challenge/${done}`);
      else setError(ARCHIVE_TEXT.startFailed);
    } finally {
      setStarting(null);
    }
  }

  return (
    <Page width="sm">
      <title>{`${ARCHIVE_TEXT.title} · Gridable`}</title>
      <PageHeader title={ARCHIVE_TEXT.title}>{ARCHIVE_TEXT.intro}</PageHeader>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {days.length === 0 ? <p>{ARCHIVE_TEXT.empty}</p> : null}
      <ol className={styles.list}>
        {days.slice(0, shown).map(({ gameNumber, date }) => {
          const completion = played.get(gameNumber);
          return (
            <li key={gameNumber} className={styles.row}>
              <span className={styles.number}>{dailyTitle(gameNumber)}</span>
              <span className={styles.date}>{archiveDateLabel(date)}</span>
              <span className={styles.score}>
                {completion ? ARCHIVE_TEXT.yourScore(completion.finalScore) : ARCHIVE_TEXT.notPlayed}
              </span>
              {completion ? (
                <Button
                  variant="secondary"
                  onClick={() => void navigate(`/daily-challenge/${completion.gameId}`)}
                  aria-label={`${ARCHIVE_TEXT.see} ${dailyTitle(gameNumber)}`}
                >
                  {ARCHIVE_TEXT.see}
                </Button>
              ) : (
                <Button
                  onClick={() => void play(date)}
                  disabled={starting !== null}
                  aria-label={`${ARCHIVE_TEXT.play} ${dailyTitle(gameNumber)}`}
                >
                  {starting === date ? ARCHIVE_TEXT.starting : ARCHIVE_TEXT.play}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {shown < days.length ? (
        <Button variant="ghost" onClick={() => setShown((count) => count + PAGE_SIZE)}>
          {ARCHIVE_TEXT.showMore}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => void navigate('/')}>
        Return Home
      </Button>
    </Page>
  );
}

async function finishedGameOn(date: string): Promise<string | null> {
  const { completions } = await loadPlayerStats();
  return completions.find((c) => c.date === date)?.gameId ?? null;
}

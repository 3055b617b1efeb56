// The public shared result (/share/{shareId}): title, score and grid of someone's game, with a way to play today's.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAX_SCORE } from '@gridable/common/constants';
import {
  dailyTitle,
  dayForGameNumber,
  resultLabel,
  resultTitle as titleOf,
  reviewSummaryLine,
  RESULT_TITLES,
} from '@gridable/common/rules';
import { DAY_DONE_LABELS, RESULT_MESSAGES, plainFailureText } from '@gridable/common/messages';
import type { PublicResult } from '@gridable/common';
import { Button } from '../../components/Button';
import { refusedWith } from '../../lib/apiError';
import { servedAsMissing } from '../../lib/http/servedAsMissing';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { MessageScreen } from '../../components/MessageScreen';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/useToast';
import { copyText, ShareError, SHARE_MESSAGES, useCopiedFlag } from '../../lib/share';
import { listDailyCompletions } from '../../lib/storage/dailyCompletions';
import { todaysGameNumber } from '../../lib/timeZone';
import { PatternGrid } from './PatternGrid';
import { useGetPublicResultQuery } from './resultsApi';
import styles from './SharedResultPage.module.css';

const GENERIC_TITLE = RESULT_TITLES.generic;

/** Common's rule: only a verified daily result carries the daily title and number. */
export function resultTitle(result: PublicResult): string {
  return titleOf(result);
}

/** A result this browser finished itself (its daily completion record names the game) is not a friend's. */
function isOwnResult(result: PublicResult | undefined): boolean {
  return (
    result !== undefined && listDailyCompletions().some((completion) => completion.gameId === result.gameId)
  );
}

export function SharedResultPage() {
  const { shareId = '' } = useParams();
  const navigate = useNavigate();
  // The server answered this page 404 already: the result is missing, and asking the API would only say so again.
  const [isMissingHere] = useState(servedAsMissing);
  const {
    data: result,
    error,
    isLoading,
    refetch,
  } = useGetPublicResultQuery(shareId, { skip: isMissingHere });
  const playToday = () => void navigate('/daily-challenge');
  // A hidden day is the visitor's today or (across time zones) yesterday, which the archive plays.
  const playDay = (gameNumber: number) =>
    void navigate(gameNumber === todaysGameNumber() ? '/daily-challenge' : '/daily-challenge/archive');

  if (isMissingHere || refusedWith(error, 'RESULT_NOT_FOUND')) {
    return (
      <MessageScreen
        title={RESULT_MESSAGES.notFound}
        action={<Button onClick={playToday}>{DAY_DONE_LABELS.playToday}</Button>}
      >
        <title>{`${RESULT_MESSAGES.notFound} · Gridable`}</title>
        <p>This shared result doesn&apos;t exist or may have been removed.</p>
      </MessageScreen>
    );
  }

  return (
    <Page width="sm">
      <title>{`${result ? resultTitle(result) : GENERIC_TITLE} · Gridable`}</title>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {isOwnResult(result) ? 'Your shared result' : 'A friend shared their game'}
        </p>
        <h1 className={styles.title}>{result ? resultTitle(result) : GENERIC_TITLE}</h1>
      </header>
      {error ? (
        <div className={styles.failed}>
          <p role="alert">
            {'message' in error && error.message
              ? plainFailureText(error.message)
              : 'Failed to load this result.'}
          </p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : isLoading || !result ? (
        <p className={styles.loading} role="status">
          Loading shared result...
        </p>
      ) : (
        <ResultCard result={result} onPlayToday={playToday} onPlayDay={playDay} />
      )}
    </Page>
  );
}

interface ResultCardProps {
  result: PublicResult;
  onPlayToday: () => void;
  onPlayDay: (gameNumber: number) => void;
}

function ResultCard({ result, onPlayToday, onPlayDay }: ResultCardProps) {
  const toast = useToast();
  const [isCopied, markCopied] = useCopiedFlag();
  const completedOn = playedOn(result);
  // A game the server never saw (vs-computer, a demo) is shown as its player sent it, and says so.
  const label = resultLabel(result);
  // The server left the letters out: this viewer has not finished the day, and it is still being played.
  const hidden = result.revealed === false && result.gameNumber !== null;
  const hiddenNumber = result.gameNumber ?? 0;

  async function copyLink() {
    try {
      await copyText(window.location.href);
      markCopied();
    } catch (error) {
      const description = error instanceof ShareError ? error.message : SHARE_MESSAGES.copyFailed;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <section className={styles.card} aria-label="Result">
      <div className={styles.score}>
        <span className={styles.scoreLabel}>Score</span>
        <span className={styles.scoreValue}>
          {result.playerScore}
          <span className={styles.scoreMax}>/{MAX_SCORE}</span>
        </span>
        {completedOn ? <span className={styles.played}>Played on {completedOn}</span> : null}
      </div>
      {label ? <p className={styles.unverified}>{label}</p> : null}
      {typeof result.par === 'number' ? <p className={styles.par}>Par {result.par}</p> : null}
      {result.review ? (
        <p className={styles.par} data-testid="review-line">
          {reviewSummaryLine(result.review.skill, result.review.pointsLost)}
        </p>
      ) : null}
      {hidden ? (
        <>
          <PatternGrid pattern={result.pattern ?? ''} />
          <p className={styles.hiddenNote}>
            The letters and words stay hidden until you have played {dailyTitle(hiddenNumber)}.
          </p>
        </>
      ) : (
        <GridBoard grid={result.playerGrid} words={result.playerWords} label="Grid" />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copyLink()} aria-live="polite">
          {isCopied ? 'Copied!' : 'Copy Link'}
        </Button>
        {hidden && hiddenNumber !== todaysGameNumber() ? (
          <Button onClick={() => onPlayDay(hiddenNumber)}>{`Play ${dailyTitle(hiddenNumber)}`}</Button>
        ) : (
          <Button onClick={onPlayToday}>{DAY_DONE_LABELS.playToday}</Button>
        )}
      </div>
    </section>
  );
}

/**
 * The day the game was for. A daily result is a numbered challenge: its day is the challenge's own, not the
 * moment it was finished (a game begun before midnight and finished after it, or an archive play, would read a
 * later day). Only a verified daily's number is the server's word; anything else has only its finish time.
 */
function playedOn(result: PublicResult): string | null {
  const format = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (result.verified && result.gameMode === 'daily_challenge' && result.gameNumber !== null) {
    // A calendar day, so read in UTC: the reader's own zone would move it a day west of Greenwich.
    const day = new Date(`${dayForGameNumber(result.gameNumber)}T12:00:00Z`);
    return day.toLocaleDateString(undefined, { ...format, timeZone: 'UTC' });
  }
  const date = new Date(result.completedAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, format);
}

// The daily end screen: the score and how it compares, the grid with its words, the day's letters, and sharing.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GRID_SIZE, MAX_SCORE } from '@gridable/common/constants';
import {
  ARCHIVE_MARK,
  betterThanSentence,
  buildShareText,
  dailyTitle,
  parSentence,
} from '@gridable/common/rules';
import type { Grid, ScoredWord } from '@gridable/common';
import { Button } from '../../components/Button';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { Page } from '../../components/Page';
import { usePlayerToday } from '../../lib/usePlayerToday';
import { cheerFor } from './cheer';
import {
  BEST_GRID_TEXT,
  PAR_GRID_TEXT,
  bestGridSentence,
  completedTitle,
  endHighScoreLabel,
  endSequenceLead,
  highScoreNote,
  ownGridCaption,
  parGridCaption,
} from '@gridable/common/messages';
import { ShareResultsDialog } from './ShareResultsDialog';
import type { PublicResultState } from './usePublicResult';
import type { BestGrid } from './useBestGrid';
import type { ParPlay } from './dailyApi';
import styles from './DailyEndScreen.module.css';

export interface DailyEndScreenProps {
  gameNumber: number;
  grid: Grid;
  words: ScoredWord[];
  score: number;
  /** undefined while loading; null when nobody has a score yet. */
  highScore: number | null | undefined;
  twentyPlusStreak: number;
  sequence: readonly string[] | null;
  publicResult: PublicResultState;
  /** The computer's score on the day, once revealed; null or absent when unknown. */
  par?: number | null;
  /** The computer's grid that scored par, shown beside the player's once revealed; null or absent when unknown. */
  parPlay?: ParPlay | null;
  /** Played from the archive: marked in the title and the share text. */
  archive?: boolean;
  /** The game's own day (YYYY-MM-DD): once the player's today is past it, the screen names its Gridable. */
  day?: string;
  /** Extra panels under the numbers (today's countdown, statistics), from the live daily only. */
  extras?: ReactNode;
  /** The best arrangement of the player's own 16 letters, once the solver has found it. */
  bestGrid?: BestGrid | null;
  /** The share of the day's counted players this score beats; null or absent while too few have played. */
  betterThanPercent?: number | null;
  /** Where this game's review opens; no Review link without it. */
  reviewTo?: string;
  /** False when this game does not count toward the day's high score (a new player's first day). */
  countsForHighScore?: boolean;
}

const LINE_COUNT = 2 * GRID_SIZE;

export function DailyEndScreen(props: DailyEndScreenProps) {
  const { gameNumber, grid, words, score, highScore, twentyPlusStreak, sequence, publicResult } = props;
  const { par = null, archive = false, extras = null, bestGrid = null, reviewTo } = props;
  const { betterThanPercent = null, parPlay = null, day = '', countsForHighScore } = props;
  const today = usePlayerToday();
  // Finished after midnight (or left open past it), today's words would be about a game that is yesterday's.
  const whose = archive ? 'archive' : day !== '' && day < today ? 'past' : 'today';
  const navigate = useNavigate();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const title = archive ? `${completedTitle(gameNumber)} ${ARCHIVE_MARK}` : completedTitle(gameNumber);
  // Without a result link the text still shares, pointing at the game itself.
  const url = publicResult.status === 'ready' ? publicResult.shareUrl : window.location.origin;
  const shareText = buildShareText({ gameNumber, archive, score, grid, words, url });
  const stats: [label: string, value: string][] = [
    ['Your Score', String(score)],
    [endHighScoreLabel(whose, gameNumber), highScore == null ? '–' : String(highScore)],
    ['Your 20+ points streak', String(twentyPlusStreak)],
  ];
  const note = archive ? null : highScoreNote(countsForHighScore, highScore, score);

  return (
    <Page width="md">
      <title>{`${title} · Gridable`}</title>
      <section className={styles.hero} aria-labelledby="daily-end-title">
        <div className={styles.burst} aria-hidden="true">
          {Array.from('GRIDABLE').map((letter, index) => (
            <span key={index} className={styles.burstTile} style={{ animationDelay: `${index * 60}ms` }}>
              {letter}
            </span>
          ))}
        </div>
        <h1 id="daily-end-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.bigScore} aria-hidden="true">
          {score}
          <span className={styles.max}>/{MAX_SCORE}</span>
        </p>
        <p className={styles.cheer}>{cheerFor(score, highScore)}</p>
        <p className={styles.lines}>
          Words in {words.length} of {LINE_COUNT} rows and columns
        </p>
        {par !== null ? <p className={styles.par}>{parSentence(par, score)}</p> : null}
      </section>

      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.pageNote}>{note}</p> : null}
      {betterThanPercent !== null ? (
        <p className={styles.pageNote}>{betterThanSentence(betterThanPercent, whose !== 'today')}</p>
      ) : null}

      <div className={styles.shareRow}>
        <Button size="lg" fullWidth onClick={() => setIsShareOpen(true)}>
          Share Results
        </Button>
        {reviewTo ? (
          <Link to={reviewTo} className={styles.reviewLink}>
            Review
          </Link>
        ) : null}
      </div>

      {extras}

      <section className={styles.gridCard} aria-label="Your grid and words">
        {parPlay ? (
          <div className={styles.sideBySide}>
            <div className={styles.gridFigure}>
              <h2 className={styles.caption}>{ownGridCaption(score)}</h2>
              <GridBoard
                grid={grid}
                words={words}
                label="Your grid"
                size="small"
                wordsHeadingLevel={3}
                wordsOwner="Your"
              />
            </div>
            <div className={styles.gridFigure}>
              <h2 className={styles.caption}>{parGridCaption(parPlay.score)}</h2>
              <GridBoard
                grid={parPlay.grid}
                words={parPlay.words}
                label={PAR_GRID_TEXT.gridLabel}
                size="small"
                wordsHeadingLevel={3}
                wordsOwner="The computer's"
              />
            </div>
          </div>
        ) : (
          <GridBoard grid={grid} words={words} label="Your grid" />
        )}
        {sequence ? (
          <p className={styles.sequence}>
            {endSequenceLead(whose, gameNumber)}
            <span className={styles.sequenceLetters}>{sequence.join('')}</span>
          </p>
        ) : null}
      </section>

      {bestGrid ? (
        <section className={styles.gridCard} aria-labelledby="best-grid-title">
          <h2 id="best-grid-title" className={styles.bestTitle}>
            {BEST_GRID_TEXT.title}
          </h2>
          <p className={styles.bestNote}>{bestGridSentence(bestGrid.score, bestGrid.exact)}</p>
          <GridBoard
            grid={bestGrid.grid}
            words={bestGrid.words}
            label={BEST_GRID_TEXT.gridLabel}
            size="small"
          />
        </section>
      ) : null}

      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => void navigate('/')}>
          Return Home
        </Button>
      </div>

      <ShareResultsDialog
        open={isShareOpen}
        onClose={() => setIsShareOpen(false)}
        title={dailyTitle(gameNumber)}
        text={shareText}
        isPreparing={publicResult.status === 'pending'}
        linkError={publicResult.status === 'failed' ? publicResult.error : null}
      />
    </Page>
  );
}

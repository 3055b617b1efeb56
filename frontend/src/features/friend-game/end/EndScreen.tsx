// The friend game's end screen: the result, 'X to Y', both grids with their scored words, Play Again, Share Results,
// 'Played on {date}' and Feedback, with the win or loss overlay on top until it is dismissed.
// Daily mode (SPEC §2): 'Challenge Complete!', 'You scored N points!' and your grid alone.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buildShareText } from '@gridable/common';
import type { Grid, ScoredWord } from '@gridable/common';
import { Button } from '../../../components/Button';
import { GridBoard } from '../../../components/GridBoard/GridBoard';
import { NewTabLink } from '../../../components/NewTabLink';
import { useToast } from '../../../components/toast/useToast';
import { DAILY_END_TITLE, END_TITLES, dailyScoreLine, formatPlayedOn, outcomeOf } from './endResult';
import { Rematch } from './Rematch';
import { ResultOverlay } from './ResultOverlay';
import styles from './EndScreen.module.css';

export interface PlayerResult {
  grid: Grid;
  words: ScoredWord[];
  score: number;
}

interface EndScreenBase {
  you: PlayerResult;
  playedOn: Date;
  /** Shows the overlay on arrival; off when the screen is revisited. */
  showOverlay?: boolean;
  /** Replaces the friend game's Rematch offer (a computer game rematches in the browser). */
  rematch?: ReactNode;
  /** Replaces Share Results' clipboard text (a computer game shares a public result page). */
  onShare?: () => void;
  /** The opponent grid's caption; 'Opponent' unless the opponent has a name. */
  opponentName?: string;
}

/** A daily game has no opponent to compare with (SPEC §2): no opponent grid, no win or loss. */
export type EndScreenProps = EndScreenBase &
  ({ mode?: 'friend'; opponent: PlayerResult } | { mode: 'daily'; opponent?: never });

export function EndScreen({
  you,
  opponent,
  playedOn,
  showOverlay = true,
  rematch,
  onShare,
  opponentName = 'Opponent',
}: EndScreenProps) {
  const toast = useToast();
  // A daily game is celebrated like a win, and a solo game has no result overlay.
  const outcome = opponent ? outcomeOf(you.score, opponent.score) : 'win';
  const [isOverlayOpen, setIsOverlayOpen] = useState(
    showOverlay && opponent !== undefined && outcome !== 'tie',
  );

  async function shareResults() {
    const text = buildShareText({
      score: you.score,
      grid: you.grid,
      words: you.words,
      url: window.location.origin,
    });
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Results copied!' });
    } catch {
      toast({
        title: 'Error copying results',
        description: 'Please try again or manually copy the results.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section className={styles.end} aria-labelledby="end-title">
      <header className={`${styles.hero} ${styles[outcome]}`}>
        <h1 id="end-title" className={styles.title}>
          {opponent ? END_TITLES[outcome] : DAILY_END_TITLE}
        </h1>
        <p className={styles.score}>
          {opponent ? `${you.score} to ${opponent.score}` : dailyScoreLine(you.score)}
        </p>
      </header>

      <div className={`${styles.grids} ${opponent ? '' : styles.single}`}>
        <figure className={styles.player}>
          <figcaption className={styles.caption}>
            You <span className={styles.points}>{you.score}</span>
          </figcaption>
          <GridBoard grid={you.grid} words={you.words} label="Your grid" />
        </figure>
        {opponent ? (
          <figure className={styles.player}>
            <figcaption className={styles.caption}>
              {opponentName} <span className={styles.points}>{opponent.score}</span>
            </figcaption>
            <GridBoard grid={opponent.grid} words={opponent.words} label="Opponent's grid" />
          </figure>
        ) : null}
      </div>

      {opponent ? (rematch ?? <Rematch />) : null}
      <div className={styles.actions}>
        <Link to="/play-friend" className={styles.playAgain}>
          Play Again
        </Link>
        <Button variant="secondary" size="lg" onClick={() => (onShare ? onShare() : void shareResults())}>
          Share Results
        </Button>
      </div>

      <p className={styles.meta}>Played on {formatPlayedOn(playedOn)}</p>
      <p className={styles.meta}>
        <NewTabLink href="/feedback">Feedback</NewTabLink>
      </p>

      {isOverlayOpen && opponent && outcome !== 'tie' ? (
        <ResultOverlay
          outcome={outcome}
          myScore={you.score}
          opponentScore={opponent.score}
          onClose={() => setIsOverlayOpen(false)}
        />
      ) : null}
    </section>
  );
}

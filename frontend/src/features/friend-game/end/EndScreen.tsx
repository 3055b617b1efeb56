// The friend game's end screen: the result, 'X to Y', then the way on (Rematch, Play Again, Share Results) where
// every screen shows it without scrolling, both grids with their scored words, 'Played on {date}' and Feedback,
// with the win or loss overlay on top until it is dismissed (once per game per browser). Share Results copies who won with the emoji grid; 'Copy as plain text' says it in words for screen readers.
// Daily mode (docs/PROTOCOL.md §2): 'Challenge Complete!', 'You scored N points!' and your grid alone.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buildFriendSharePlainText, buildFriendShareText, buildShareText } from '@gridable/common';
import { REMATCH_MESSAGES, rematchOfferedText } from '@gridable/common/messages';
import type { Grid, ScoredWord } from '@gridable/common';
import { Button } from '../../../components/Button';
import { GridBoard } from '../../../components/GridBoard/GridBoard';
import { NewTabLink } from '../../../components/NewTabLink';
import { useToast } from '../../../components/toast/useToast';
import { DAILY_END_TITLE, END_TITLES, dailyScoreLine, formatPlayedOn, outcomeOf } from './endResult';
import { Rematch, useRematchStage } from './Rematch';
import { playCue } from '../../../lib/sound';
import { hasSeenOverlay, markOverlaySeen } from './overlaySeen';
import { ResultOverlay } from './ResultOverlay';
import { UNNAMED_OPPONENT, possessive } from '../model/playerNames';
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
  /** Replaces the friend game's Rematch offer and Play Again (a computer game plays again in the browser). */
  rematch?: ReactNode;
  /** Replaces Share Results' clipboard text (a computer game shares a public result page). */
  onShare?: () => void;
  /** The opponent grid's caption; 'Opponent' unless the opponent has a name. */
  opponentName?: string;
  /** Whose the opponent's grid and words are ("Ana's"): the name's possessive unless given. */
  opponentOwner?: string;
  /** The game's id: the overlay (and the end cue) come once per game in this browser, not on every reload. */
  overlayKey?: string;
  /** Where this game's review opens (/review/{gameId}, /review/computer); no Review link without it. */
  reviewTo?: string;
  /** A game that ended by resignation or a claimed win: who won decides the result, not the scores. */
  endedEarly?: { won: boolean; line: string };
}

/** A daily game has no opponent to compare with (docs/PROTOCOL.md §2): no opponent grid, no win or loss. */
export type EndScreenProps = EndScreenBase &
  ({ mode?: 'friend'; opponent: PlayerResult } | { mode: 'daily'; opponent?: never });

export function EndScreen({
  you,
  opponent,
  playedOn,
  showOverlay = true,
  overlayKey,
  rematch,
  onShare,
  opponentName = UNNAMED_OPPONENT,
  opponentOwner = possessive(opponentName),
  reviewTo,
  endedEarly,
}: EndScreenProps) {
  const toast = useToast();
  const offerHintId = useId();
  const playAgainHintId = useId();
  // Rematch and Play Again side by side read alike: where both show, a line says what each does (not once the
  // opponent has offered: then the button is Accept, under their offer).
  const rematchStage = useRematchStage();
  const showsBothChoices =
    opponent !== undefined &&
    rematch === undefined &&
    rematchStage !== null &&
    rematchStage !== 'offered-to-you' &&
    rematchStage !== 'started';
  // A daily game is celebrated like a win, and a solo game has no result overlay.
  const outcome = !opponent
    ? 'win'
    : endedEarly
      ? endedEarly.won
        ? 'win'
        : 'loss'
      : outcomeOf(you.score, opponent.score);
  // Decided once, on arrival: whether this browser is seeing this game's result for the first time.
  const [isFirstArrival] = useState(
    () => showOverlay && (overlayKey === undefined || !hasSeenOverlay(overlayKey)),
  );
  const [isOverlayOpen, setIsOverlayOpen] = useState(
    isFirstArrival && opponent !== undefined && outcome !== 'tie',
  );

  useEffect(() => {
    if (!isFirstArrival) return;
    if (overlayKey !== undefined) markOverlaySeen(overlayKey);
    playCue(outcome === 'win' ? 'win' : 'end');
  }, [isFirstArrival, overlayKey, outcome]);

  function shareText(plain: boolean): string {
    const url = window.location.origin;
    if (!opponent) return buildShareText({ score: you.score, grid: you.grid, words: you.words, url });
    const input = {
      myScore: you.score,
      opponentScore: opponent.score,
      grid: you.grid,
      words: you.words,
      url,
    };
    return plain ? buildFriendSharePlainText(input) : buildFriendShareText(input);
  }

  async function shareResults(plain = false) {
    try {
      await navigator.clipboard.writeText(shareText(plain));
      toast({ title: 'Results copied!', brief: true });
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
        {opponent && endedEarly ? <p className={styles.ending}>{endedEarly.line}</p> : null}
      </header>

      <div className={styles.way}>
        {showsBothChoices ? (
          <p className={styles.choices}>
            <span id={offerHintId}>{REMATCH_MESSAGES.offerHint}</span>{' '}
            <span id={playAgainHintId}>{REMATCH_MESSAGES.playAgainHint}</span>
          </p>
        ) : null}
        {/* A computer game's own way on (play again, another level) is a row of its own above these. */}
        {opponent && rematch ? rematch : null}
        <div className={styles.actions}>
          {/* The friend game's Rematch leads the row it belongs to, its offer's line above the row. */}
          {opponent && !rematch ? <Rematch describedBy={showsBothChoices ? offerHintId : undefined} /> : null}
          {rematch ? null : (
            <Link
              to="/play-friend"
              className={rematchStage === 'offered-to-you' ? styles.quietWay : styles.playAgain}
              aria-describedby={showsBothChoices ? playAgainHintId : undefined}
            >
              Play Again
            </Link>
          )}
          {reviewTo ? (
            <Link to={reviewTo} className={styles.quietWay}>
              Review
            </Link>
          ) : null}
          <Button variant="secondary" size="lg" onClick={() => (onShare ? onShare() : void shareResults())}>
            Share Results
          </Button>
          {opponent ? (
            <Button variant="ghost" onClick={() => void shareResults(true)}>
              Copy as plain text
            </Button>
          ) : null}
        </div>
      </div>

      <div className={`${styles.grids} ${opponent ? '' : styles.single}`}>
        <figure className={styles.player}>
          <figcaption>
            <h2 className={styles.caption}>
              You <span className={styles.points}>{you.score}</span>
            </h2>
          </figcaption>
          <GridBoard
            grid={you.grid}
            words={you.words}
            label="Your grid"
            wordsHeadingLevel={3}
            wordsOwner={opponent ? 'Your' : undefined}
          />
        </figure>
        {opponent ? (
          <figure className={styles.player}>
            <figcaption>
              <h2 className={styles.caption}>
                {opponentName} <span className={styles.points}>{opponent.score}</span>
              </h2>
            </figcaption>
            <GridBoard
              grid={opponent.grid}
              words={opponent.words}
              label={`${opponentOwner} grid`}
              wordsHeadingLevel={3}
              wordsOwner={opponentOwner}
            />
          </figure>
        ) : null}
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
          notice={rematchStage === 'offered-to-you' ? rematchOfferedText(opponentName) : undefined}
        />
      ) : null}
    </section>
  );
}

// The one game screen every mode plays on (friend, computer, daily, archive), laid out to fit one screen at every
// size: the round and who you play, the status line, the round's letter and your score, your grid, and under it
// the letter keyboard while choosing or Submit while placing. A mode adapter (friend-game's PlayScreen, the
// daily's DailyGameScreen) turns its own state into these props; the screen knows no mode.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { TOTAL_ROUNDS } from '@gridable/common/constants';
import { SCORING_HINT, SCORING_HINT_ROUNDS } from '@gridable/common/messages';
import type { Grid, ScoredWord } from '@gridable/common';
import { Button } from '../Button';
import { GridBoard, type PendingPlacement } from '../GridBoard/GridBoard';
import { LetterKeyboard } from '../LetterKeyboard/LetterKeyboard';
import { NewTabLink } from '../NewTabLink';
import { ScoreAnnouncement } from './ScoreAnnouncement';
import { StatusLine } from './StatusLine';
import { releaseFocusWithin, useReleaseFocusOnUnmount } from '../useReleaseFocusOnUnmount';
import styles from './GameScreen.module.css';

/** choose: the letter keyboard; place: Submit; announce: a blind letter is being revealed; reveal: the game's end. */
export type GameScreenPhase = 'choose' | 'place' | 'wait' | 'announce' | 'reveal';

export interface GameScreenChooser {
  onSubmit: (letter: string) => void;
  disabled?: boolean;
  busy?: boolean;
}

export interface GameScreenConfirm {
  onConfirm: () => void;
  canConfirm: boolean;
  isBusy: boolean;
  /** The daily lets a picked cell be taken back before it is sent. */
  onUndo?: () => void;
}

export interface GameScreenProps {
  phase: GameScreenPhase;
  round: number;
  /** Beside the round counter: the opponent's presence, or the daily's name. */
  barExtra?: ReactNode;
  status: string | null;
  /** A move the game has just accepted ('Letter Placed'), said before the status. */
  confirmation?: string | null;
  /** The status line asks something of the player: drawn to catch the eye. */
  isYourTurn: boolean;
  /** A line that needs attention (connection lost, a move that failed). */
  alert?: string | null;
  letter: ReactNode;
  score: number;
  grid: Grid;
  words: ScoredWord[];
  pending: PendingPlacement | null;
  /** Absent while the grid takes no letter. */
  onCellClick?: (cellIndex: number) => void;
  onType?: (letter: string, cellIndex: number) => void;
  chooser?: GameScreenChooser;
  confirm?: GameScreenConfirm;
  /** Enter outside a control: confirm the temporary placement. */
  onEnter?: () => void;
  /** While a blind letter is announced, a tap or a key shows it at once. */
  onSkip?: () => void;
  /** The opponent's finished grid, shown beside yours and smaller, while the game's end is revealed. */
  opponentGrid?: Grid | null;
  opponentLabel?: string;
  /** Beside the Feedback link, under the round: a mode's own options (the friend game's reactions and Resign). */
  footer?: ReactNode;
}

/** The same element on every render, so React leaves the link alone when the screen renders for a tap. */
const FEEDBACK_LINK = <NewTabLink href="/feedback">Feedback</NewTabLink>;

/** Runs `run` once the next frame has been painted (a task queued from the frame's animation callback); returns a stop. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Keys typed into a form control or a dialog belong there, not to the game screen. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [role="dialog"]') !== null;
}

/** Enter on a button or link presses that control; only Enter elsewhere confirms the placement. */
function isControlTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a') !== null;
}

export function GameScreen(props: GameScreenProps) {
  const {
    phase,
    round,
    barExtra,
    status,
    confirmation = null,
    isYourTurn,
    alert = null,
    letter,
    score,
  } = props;
  const { grid, words, pending, onCellClick, onType, chooser, confirm, onEnter, onSkip } = props;
  const { opponentGrid = null, opponentLabel = "Opponent's grid", footer = null } = props;
  const boardRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const busy = (phase === 'choose' ? chooser?.busy : confirm?.isBusy) === true;

  // Kept current for the document listeners without re-subscribing on each render.
  const handlers = useRef({ onEnter, onSkip });
  useEffect(() => {
    handlers.current = { onEnter, onSkip };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (handlers.current.onSkip) {
        if (event.key === 'Tab' || event.key === 'Shift') return;
        event.preventDefault();
        handlers.current.onSkip();
        return;
      }
      if (event.key !== 'Enter' || isControlTarget(event.target) || !handlers.current.onEnter) return;
      event.preventDefault();
      handlers.current.onEnter();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Keyboard play: when your part of the round begins, bring focus to it unless you are busy elsewhere. Only once
  // the frame that shows the new phase has been painted: focusing makes Chromium lay the page out there and then,
  // and the page has just changed (30-90 ms of a move at a 4x slower phone CPU, bench:taps); after the paint the
  // layout is fresh and focusing costs next to nothing.
  useEffect(() => {
    function focusYourPart() {
      const active = document.activeElement;
      // A closed dialog leaves focus on the page title (components/Dialog.tsx): that is not being busy elsewhere.
      const isIdle =
        active === null ||
        active === document.body ||
        active.matches('h1') ||
        boardRef.current?.contains(active) === true;
      if (!isIdle) return;
      if (phase === 'choose')
        controlsRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
      if (phase === 'place') boardRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
    }
    // Submit lets go of focus at the tap; a move refused or lost leaves the same part of the same round, so the
    // end of `busy` brings focus back to it rather than leaving it on the page.
    if (busy || (phase !== 'choose' && phase !== 'place')) return;
    return afterNextPaint(focusYourPart);
  }, [phase, round, busy]);

  const isPlacing = onCellClick !== undefined;
  // The keyboard fills the controls while choosing and Submit with its hint while placing (a 320x568 phone has no
  // line to spare then); waiting on the other player or a blind letter leaves them empty.
  // An alert takes the hints' room, as on a zoomed laptop there is no other.
  const showsScoringHint =
    round <= SCORING_HINT_ROUNDS && (phase === 'wait' || phase === 'announce') && !alert;
  const showsOpponent = phase === 'reveal' && opponentGrid !== null;

  return (
    <section
      className={styles.play}
      aria-labelledby="round-title"
      data-phase={phase}
      onPointerDown={onSkip ? () => onSkip() : undefined}
    >
      <div className={styles.bar}>
        <h1 id="round-title" className={styles.round}>
          Round {Math.min(round, TOTAL_ROUNDS)} of {TOTAL_ROUNDS}
        </h1>
        {barExtra}
      </div>

      <div className={styles.statusArea}>
        <StatusLine
          className={`${styles.status} ${isYourTurn ? styles.statusYourTurn : ''}`}
          confirmation={confirmation}
          status={status}
        />
        <ScoreAnnouncement score={score} />
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
      </div>

      {phase !== 'choose' ? (
        <div className={styles.letterArea}>
          {letter}
          <p className={styles.score}>Your score: {score}</p>
        </div>
      ) : null}

      <div ref={boardRef} className={`${styles.board} ${showsOpponent ? styles.boardPair : ''}`}>
        <div className={styles.slot}>
          <GridBoard
            grid={grid}
            label="Your grid"
            words={words}
            showWordList={false}
            fit
            onCellClick={onCellClick}
            onType={onType}
            pending={pending}
            disabled={!isPlacing}
          />
        </div>
        {showsOpponent ? (
          <div className={`${styles.slot} ${styles.opponentSlot}`}>
            <GridBoard grid={opponentGrid} label={opponentLabel} showWordList={false} fit />
          </div>
        ) : null}
      </div>

      <div ref={controlsRef} className={styles.controls}>
        {phase === 'choose' && chooser ? (
          <LetterKeyboard
            label="Letter"
            disabled={chooser.disabled}
            busy={chooser.busy}
            onSubmit={chooser.onSubmit}
          />
        ) : null}
        {confirm && (phase === 'place' || confirm.isBusy) ? (
          <ConfirmRow confirm={confirm} hasPending={pending !== null} showsHint={!alert} />
        ) : null}
        {showsScoringHint ? <p className={`${styles.hint} ${styles.scoringHint}`}>{SCORING_HINT}</p> : null}
      </div>

      <div className={footer ? `${styles.feedback} ${styles.feedbackWithOptions}` : styles.feedback}>
        {FEEDBACK_LINK}
        {footer}
      </div>
    </section>
  );
}

/** Submit (and the daily's Undo) while placing; it leaves the page as the move is accepted, often with focus on it. */
function ConfirmRow({
  confirm,
  hasPending,
  showsHint,
}: {
  confirm: GameScreenConfirm;
  hasPending: boolean;
  /** An alert above takes the hint's line: on a phone the grid has no other height to give it. */
  showsHint: boolean;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  useReleaseFocusOnUnmount(rowRef);
  return (
    <div ref={rowRef} className={styles.confirmRow}>
      <Button
        size="lg"
        onClick={() => {
          // Submit leaves (or turns disabled) as the move is sent: focus leaves it now, while the page is laid out.
          releaseFocusWithin(rowRef.current);
          confirm.onConfirm();
        }}
        disabled={!confirm.canConfirm || confirm.isBusy}
      >
        {confirm.isBusy ? 'Submitting...' : 'Submit'}
      </Button>
      {confirm.onUndo ? (
        <Button
          size="lg"
          variant="secondary"
          onClick={confirm.onUndo}
          disabled={!hasPending || confirm.isBusy}
        >
          Undo
        </Button>
      ) : null}
      {showsHint ? (
        <p className={styles.hint}>
          {hasPending ? 'Press Submit or Enter to confirm.' : 'Tap an empty square to place the letter.'}
        </p>
      ) : null}
    </div>
  );
}

// A round in play, laid out to fit one screen at every size: round counter, opponent presence, the status line,
// the letter keyboard or the current letter, your grid (scored words lit as they form) with a temporary placement
// confirmed by Submit or Enter, and the reconnect hint. Wide screens put the grid beside the round panel.
import { useEffect, useMemo, useRef, useState } from 'react';
import { TOTAL_ROUNDS } from '@gridable/common/constants';
import { isFinalRound, otherSeat, placeLetterInGrid, scoreGrid, seatView } from '@gridable/common/rules';
import type { GameView, Seat } from '@gridable/common';
import { Button } from '../../../components/Button';
import { GridBoard } from '../../../components/GridBoard/GridBoard';
import { LetterKeyboard } from '../../../components/LetterKeyboard/LetterKeyboard';
import { CONNECTION_LOST_HINT, useOnline } from '../../../components/connection/useOnline';
import { NewTabLink } from '../../../components/NewTabLink';
import type { PresenceState } from '@gridable/common';
import type { PendingPlacement } from '../model/friendGameSlice';
import { placementRefusal } from '../model/placementRefusal';
import { STATUS_MESSAGES } from '@gridable/common/messages';
import { turnStatus } from '../model/turnStatus';
import { CurrentLetter } from './CurrentLetter';
import { OpponentPresence } from './OpponentPresence';
import { opponentSubmitted, useGameSounds } from './useGameSounds';
import styles from './PlayScreen.module.css';
import { WatcherCount } from '../../review';

export interface PlayScreenProps {
  game: GameView;
  seat: Seat;
  hasSubmitted: boolean;
  isConnected: boolean;
  opponentPresence: PresenceState | null;
  pending: PendingPlacement | null;
  isPlacementOptimistic: boolean;
  onChoosePlacement: (pending: PendingPlacement | null) => void;
  onSubmitLetter: (letter: string) => Promise<boolean>;
  onConfirmPlacement: (cellIndex: number) => Promise<boolean>;
  /** A confirm the rules refuse (no letter yet, or already placed), with the docs/PROTOCOL.md §5 sentence. */
  onPlacementRefused: (message: string) => void;
  /** The game has just ended: the finished board stays up with the final-round line for a moment. */
  isRevealing?: boolean;
  /** Strangers watching; shown when any are. */
  watchers?: number;
}

/** Enter anywhere outside a form control confirms the temporary placement (docs/PROTOCOL.md §2). */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, button, a, [role="dialog"]') !== null
  );
}

export function PlayScreen({
  game,
  seat,
  hasSubmitted,
  isConnected,
  opponentPresence,
  pending,
  isPlacementOptimistic,
  onChoosePlacement,
  onSubmitLetter,
  onConfirmPlacement,
  onPlacementRefused,
  isRevealing = false,
  watchers = 0,
}: PlayScreenProps) {
  const status = turnStatus(game, seat, hasSubmitted);
  const [isSendingLetter, setIsSendingLetter] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const myGrid = seatView(game, seat).grid;
  const letter = game.currentLetter;
  const canPlace =
    status.phase === 'place' && !isPlacementOptimistic && letter !== null && !isFinalRound(game.currentRound);
  // While the confirm is in flight the tile shows as placed; a failure rolls it back to a pending tile.
  const shownGrid =
    isPlacementOptimistic && pending ? placeLetterInGrid(myGrid, pending.cellIndex, pending.letter) : myGrid;
  const shownPending = isPlacementOptimistic ? null : pending;
  // Live scoring: the same rules the server scores with, run on what the player sees (a pending tile excluded).
  const live = useMemo(() => scoreGrid(shownGrid), [shownGrid]);
  const isOnline = useOnline() && isConnected;
  useGameSounds({
    phase: status.phase,
    round: game.currentRound,
    opponentHasPlaced: opponentSubmitted(game, seat),
    score: live.total,
  });

  function confirm() {
    // The chooser's Enter belongs to the letter box, and a confirm in the final round is ignored (docs/PROTOCOL.md §4).
    if (status.phase === 'choose' || status.phase === 'final-auto' || status.phase === 'over') return;
    const refusal = placementRefusal(game, hasSubmitted);
    if (refusal !== null) {
      onPlacementRefused(refusal);
      return;
    }
    if (!pending || !canPlace) return;
    void onConfirmPlacement(pending.cellIndex);
  }

  function handleCellClick(cellIndex: number) {
    if (!canPlace || letter === null) return;
    // A second press on the temporary tile confirms it; a press elsewhere moves it.
    if (pending?.cellIndex === cellIndex) confirm();
    else onChoosePlacement({ cellIndex, letter });
  }

  // Keep the latest confirm for the document listener without re-subscribing each render.
  const confirmRef = useRef(confirm);
  useEffect(() => {
    confirmRef.current = confirm;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || isTypingTarget(event.target)) return;
      event.preventDefault();
      confirmRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Keyboard play: when your part of the round begins, bring focus to it unless you are busy elsewhere.
  useEffect(() => {
    const active = document.activeElement;
    const isIdle = active === null || active === document.body || boardRef.current?.contains(active) === true;
    if (!isIdle) return;
    if (status.phase === 'choose') controlsRef.current?.querySelector<HTMLElement>('button')?.focus();
    if (status.phase === 'place')
      boardRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  }, [status.phase, game.currentRound]);

  const isMyMove = status.phase === 'choose' || status.phase === 'place';
  const statusMessage = isRevealing ? STATUS_MESSAGES.finalLetterSelected : status.message;
  const opponentGrid = seatView(game, otherSeat(seat)).grid;

  return (
    <section
      className={styles.play}
      aria-labelledby="round-title"
      data-phase={isRevealing ? 'reveal' : status.phase}
    >
      <div className={styles.bar}>
        <h1 id="round-title" className={styles.round}>
          Round {Math.min(game.currentRound, TOTAL_ROUNDS)} of {TOTAL_ROUNDS}
        </h1>
        <OpponentPresence presence={opponentPresence} />
        <WatcherCount watchers={watchers} />
      </div>

      <div className={styles.statusArea}>
        <p className={`${styles.status} ${isMyMove ? styles.statusYourTurn : ''}`}>{statusMessage}</p>
        {!isOnline ? (
          <p className={styles.reconnect} role="alert">
            {CONNECTION_LOST_HINT}
          </p>
        ) : null}
      </div>

      {status.phase !== 'choose' ? (
        <div className={styles.letterArea}>
          {letter ? (
            <CurrentLetter letter={letter} />
          ) : isRevealing ? null : (
            <div className={styles.letterPlaceholder} aria-hidden="true">
              ?
            </div>
          )}
          <p className={styles.score}>Your score: {live.total}</p>
        </div>
      ) : null}

      <div ref={boardRef} className={styles.board}>
        <GridBoard
          grid={shownGrid}
          label="Your grid"
          words={live.words}
          showWordList={false}
          fit
          onCellClick={canPlace ? handleCellClick : undefined}
          onType={(typed, cellIndex) => {
            if (typed === letter) handleCellClick(cellIndex);
          }}
          pending={shownPending}
          disabled={!canPlace}
        />
      </div>

      <div ref={controlsRef} className={styles.controls}>
        {status.phase === 'choose' ? (
          <LetterKeyboard
            label="Letter"
            disabled={!isOnline}
            busy={isSendingLetter}
            onSubmit={(chosen) => {
              setIsSendingLetter(true);
              void onSubmitLetter(chosen).finally(() => setIsSendingLetter(false));
            }}
          />
        ) : null}
        {status.phase === 'place' || isPlacementOptimistic ? (
          <div className={styles.confirmRow}>
            <Button size="lg" onClick={confirm} disabled={!pending || !canPlace || !isOnline}>
              {isPlacementOptimistic ? 'Submitting...' : 'Submit'}
            </Button>
            <p className={styles.hint}>
              {pending ? 'Press Submit or Enter to confirm.' : 'Tap an empty square to place the letter.'}
            </p>
          </div>
        ) : null}
        {isRevealing ? (
          <div className={styles.opponentBoard}>
            <GridBoard grid={opponentGrid} label="Opponent's grid" size="small" />
          </div>
        ) : null}
      </div>

      <p className={styles.feedback}>
        <NewTabLink href="/feedback">Feedback</NewTabLink>
      </p>
    </section>
  );
}

// The friend and computer games' adapter onto the shared game screen: the round's phase and status line from the
// game view and seat, live scoring of what the player sees, the temporary placement confirmed by Submit or
// Enter, the reconnect hint, and both grids while the game's end is revealed.
import { useMemo, useState, type ReactNode } from 'react';
import { isFinalRound, otherSeat, placeLetterInGrid, scoreGrid, seatView } from '@gridable/common/rules';
import type { GameView, PresenceState, Seat } from '@gridable/common';
import { CONNECTION_MESSAGES, STATUS_MESSAGES } from '@gridable/common/messages';
import { CurrentLetter } from '../../../components/game-screen/CurrentLetter';
import { GameScreen, type GameScreenPhase } from '../../../components/game-screen/GameScreen';
import type { PendingPlacement } from '../model/friendGameSlice';
import { placementRefusal } from '../model/placementRefusal';
import { opponentNameFor, possessive } from '../model/playerNames';
import { turnStatus } from '../model/turnStatus';
import { WatcherCount } from '../watch/WatcherCount';
import { OpponentPresence } from './OpponentPresence';
import { opponentSubmitted, useGameSounds } from './useGameSounds';

export interface PlayScreenProps {
  game: GameView;
  seat: Seat;
  hasSubmitted: boolean;
  /**
   * Whether moves can reach the game. The page says: a friend game needs the server and the browser's network,
   * a game against the computer needs neither.
   */
  isConnected: boolean;
  opponentPresence: PresenceState | null;
  pending: PendingPlacement | null;
  isPlacementOptimistic: boolean;
  onChoosePlacement: (pending: PendingPlacement | null) => void;
  onSubmitLetter: (letter: string) => Promise<boolean>;
  onConfirmPlacement: (cellIndex: number) => Promise<boolean>;
  /** A confirm the rules refuse (no letter yet, or already placed), with the rules' sentence. */
  onPlacementRefused: (message: string) => void;
  /** The game has just ended: the finished board stays up with the final-round line for a moment. */
  isRevealing?: boolean;
  /** The player's last move, confirmed: said on the status line rather than in a toast. */
  confirmation?: string | null;
  /** Under the round, beside the Feedback link: the friend game's reactions and options. */
  signals?: ReactNode;
  /** Who the opponent is, in place of their presence (a computer is always there). */
  opponent?: ReactNode;
  /** Strangers watching; shown when any are. */
  watchers?: number;
  /** A word about a connection that still works, e.g. moves going over REST while the socket cannot connect. */
  connectionNotice?: string | null;
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
  confirmation = null,
  signals = null,
  opponent,
  watchers = 0,
  connectionNotice = null,
}: PlayScreenProps) {
  const status = turnStatus(game, seat, hasSubmitted);
  const opponentName = opponentNameFor(game, seat);
  const [isSendingLetter, setIsSendingLetter] = useState(false);
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
  useGameSounds({
    phase: status.phase,
    round: game.currentRound,
    opponentHasPlaced: opponentSubmitted(game, seat),
    score: live.total,
  });

  function confirm() {
    // The chooser's Enter belongs to the keyboard, and a confirm in the final round is ignored.
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

  const phase: GameScreenPhase = isRevealing
    ? 'reveal'
    : status.phase === 'choose' || status.phase === 'place'
      ? status.phase
      : 'wait';
  const isMyMove = status.phase === 'choose' || status.phase === 'place';
  // Cut off, the line says what is true: a move cannot be made (the controls are off) or has not gone yet.
  const statusLine = isRevealing
    ? STATUS_MESSAGES.finalLetterSelected
    : isConnected
      ? status.message
      : isPlacementOptimistic
        ? CONNECTION_MESSAGES.moveQueuedOffline
        : isMyMove
          ? CONNECTION_MESSAGES.yourMoveOffline
          : status.message;

  return (
    <GameScreen
      phase={phase}
      round={game.currentRound}
      barExtra={
        <>
          {/* Cut off, the page cannot know the opponent's presence: a stale "Active" would mislead, and the
              connection alert needs the line on a phone or a zoomed laptop. */}
          {opponent ??
            (isConnected ? <OpponentPresence presence={opponentPresence} name={opponentName} /> : null)}
          <WatcherCount watchers={watchers} />
        </>
      }
      status={statusLine}
      confirmation={isRevealing ? null : confirmation}
      isYourTurn={isMyMove && !isRevealing}
      alert={isConnected ? connectionNotice : CONNECTION_MESSAGES.lost}
      letter={isRevealing && !letter ? null : <CurrentLetter letter={letter} />}
      score={live.total}
      grid={shownGrid}
      words={live.words}
      pending={shownPending}
      onCellClick={canPlace ? handleCellClick : undefined}
      onType={(typed, cellIndex) => {
        if (typed === letter) handleCellClick(cellIndex);
      }}
      chooser={{
        disabled: !isConnected,
        busy: isSendingLetter,
        onSubmit: (chosen) => {
          setIsSendingLetter(true);
          void onSubmitLetter(chosen).finally(() => setIsSendingLetter(false));
        },
      }}
      confirm={{
        onConfirm: confirm,
        canConfirm: pending !== null && canPlace && isConnected,
        isBusy: isPlacementOptimistic,
      }}
      onEnter={status.phase === 'choose' ? undefined : confirm}
      opponentGrid={isRevealing ? seatView(game, otherSeat(seat)).grid : null}
      opponentLabel={`${possessive(opponentName)} grid`}
      footer={signals}
    />
  );
}

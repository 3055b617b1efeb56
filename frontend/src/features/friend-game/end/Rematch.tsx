// Rematch on a friend game's end screen: offer a new game to the same opponent, accept or decline theirs, take
// back one's own, and move to the one new game as soon as it exists (the offer state comes from the game itself,
// so a reload keeps it).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { POLL_INTERVAL_MS } from '@gridable/common/constants';
import { REMATCH_MESSAGES, rematchOfferedText } from '@gridable/common/messages';
import { rematchSeatOf, rematchStageFor } from '@gridable/common/rules';
import type { RematchState, Seat } from '@gridable/common';
import type { RematchStage } from '@gridable/common/rules';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast/useToast';
import { isApiError, isOfflineFailure } from '../../../lib/apiError';
import { getSeatAssignment, saveSeatAssignment } from '../../../lib/storage';
import { gameIdentity } from '../hooks/gameIdentity';
import { friendGameApi } from '../api/friendGameApi';
import { rematchReplied, selectFriendGame, stateReceived } from '../model/friendGameSlice';
import { useDeclineRematchMutation, useOfferRematchMutation } from './rematchApi';
import { forgetRematchAsked, markRematchAsked, wasRematchAsked } from './rematchAsked';
import { UNNAMED_OPPONENT, opponentNameFor } from '../model/playerNames';
import styles from './Rematch.module.css';

type HeldGame = ReturnType<typeof selectFriendGame>;

/** The live friend game whose end offers a rematch (finished, this player seated), or null (demos, daily). */
function openRematchOf({
  game,
  playerInfo,
}: HeldGame): { game: NonNullable<HeldGame['game']>; seat: Seat } | null {
  if (!game || !playerInfo || game.status !== 'completed' || game.gameMode === 'daily') return null;
  return { game, seat: playerInfo.playerId };
}

/** Where the live game's rematch stands for this player; null where the end offers none (demos, daily). */
export function useRematchStage(): RematchStage | null {
  const held = useAppSelector(selectFriendGame);
  const open = openRematchOf(held);
  return open ? rematchStageFor(held.rematchReply ?? open.game.rematch, open.seat) : null;
}

/**
 * Reads the live friend game from the store; renders nothing where there is none (demos, daily).
 * `describedBy`: the id of the line that says what Rematch does, beside Play Again.
 */
export function Rematch({ describedBy }: { describedBy?: string }) {
  const held = useAppSelector(selectFriendGame);
  const open = openRematchOf(held);
  useOfferPolling(open?.game.gameId ?? null, held.connection === 'disconnected');
  if (!open) return null;
  const { game, seat } = open;
  return (
    <RematchOffer
      gameId={game.gameId}
      seat={seat}
      rematch={game.rematch}
      describedBy={describedBy}
      opponentName={opponentNameFor(game, seat)}
    />
  );
}

/**
 * Without the live connection an offer or a started rematch would go unseen (polling stops at the game's end),
 * so a disconnected end screen reads the game on the SPEC's polling interval until the connection is back.
 */
function useOfferPolling(gameId: string | null, isDisconnected: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (gameId === null || !isDisconnected) return;
    const { clientId, playerUUID } = gameIdentity(gameId);
    const timer = setInterval(() => {
      dispatch(
        friendGameApi.endpoints.getGameState.initiate(
          { gameId, clientId, playerUUID },
          { subscribe: false, forceRefetch: true },
        ),
      )
        .unwrap()
        .then((reply) => dispatch(stateReceived(reply)))
        .catch((error: unknown) => console.warn('Reading the rematch offer failed', error));
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, gameId, isDisconnected]);
}

export function RematchOffer({
  gameId,
  seat,
  rematch,
  describedBy,
  opponentName = UNNAMED_OPPONENT,
}: {
  gameId: string;
  seat: Seat;
  rematch: RematchState | undefined;
  describedBy?: string;
  /** Who offers, in "Ana offers a rematch": "Opponent" while they have no name. */
  opponentName?: string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [offerRematch, { isLoading }] = useOfferRematchMutation();
  const [declineRematch, { isLoading: isDeclining }] = useDeclineRematchMutation();
  const dispatch = useAppDispatch();
  // The slice holds a reply only while it is ahead of the game's own state.
  const replied = useAppSelector((root) => selectFriendGame(root).rematchReply);
  const state = replied ?? rematch;
  const stage = rematchStageFor(state, seat);
  const wasWithdrawn = useOfferWithdrawn(stage);
  const isOpponentAway = useAppSelector((root) => selectFriendGame(root).opponentPresence === 'away');
  const rematchGameId = state?.rematchGameId ?? null;
  // Only a rematch that starts while this screen is open, or that this tab asked for before a reload, moves the
  // player; an old end screen revisited later links.
  const startedOnArrival = useRef(stage === 'started' && !wasRematchAsked(gameId));

  useEffect(() => {
    if (!rematchGameId || startedOnArrival.current) return;
    // The new game knows this browser by the identity it played with: keep that seat for the rejoin.
    const playerUUID = getSeatAssignment(gameId)?.playerUUID ?? gameIdentity(gameId).playerUUID;
    saveSeatAssignment({ gameId: rematchGameId, playerId: rematchSeatOf(seat), playerUUID });
    forgetRematchAsked(gameId);
    void navigate(`/game/${rematchGameId}`);
  }, [gameId, navigate, rematchGameId, seat]);

  async function offer() {
    const { clientId, playerUUID } = gameIdentity(gameId);
    markRematchAsked(gameId);
    try {
      const reply = await offerRematch({ gameId, clientId, playerUUID }).unwrap();
      dispatch(rematchReplied({ gameId, rematch: reply.rematch, version: reply.version }));
    } catch (error) {
      toast({ title: REMATCH_MESSAGES.failed, description: reasonOf(error), variant: 'destructive' });
    }
  }

  async function decline() {
    const { clientId, playerUUID } = gameIdentity(gameId);
    forgetRematchAsked(gameId);
    try {
      const reply = await declineRematch({ gameId, clientId, playerUUID }).unwrap();
      dispatch(rematchReplied({ gameId, rematch: reply.rematch, version: reply.version }));
    } catch (error) {
      toast({ title: REMATCH_MESSAGES.declineFailed, description: reasonOf(error), variant: 'destructive' });
    }
  }

  if (stage === 'started' && rematchGameId) {
    return (
      <div className={styles.rematch}>
        <Link
          to={`/game/${rematchGameId}`}
          className={startedOnArrival.current ? styles.openRematch : undefined}
        >
          {startedOnArrival.current ? REMATCH_MESSAGES.openRematch : REMATCH_MESSAGES.starting}
        </Link>
      </div>
    );
  }
  const isOfferedToYou = stage === 'offered-to-you';
  const isWaiting = stage === 'offered-by-you';
  return (
    <div className={styles.rematch}>
      <p role="status" className={isOfferedToYou ? styles.offer : styles.note}>
        {statusLine(stage, wasWithdrawn, opponentName)}
      </p>
      {isOpponentAway && (isOfferedToYou || isWaiting) ? (
        <p className={styles.away}>
          {isOfferedToYou ? REMATCH_MESSAGES.offererAway : REMATCH_MESSAGES.offeredToAway}
        </p>
      ) : null}
      <Button
        size="lg"
        variant={isOfferedToYou ? 'primary' : 'secondary'}
        disabled={isLoading || isDeclining || isWaiting}
        aria-describedby={describedBy}
        onClick={() => void offer()}
      >
        {isLoading
          ? REMATCH_MESSAGES.offering
          : isOfferedToYou
            ? REMATCH_MESSAGES.accept
            : REMATCH_MESSAGES.offer}
      </Button>
      {isOfferedToYou || isWaiting ? (
        <Button
          size="lg"
          variant="secondary"
          disabled={isLoading || isDeclining}
          onClick={() => void decline()}
        >
          {isDeclining
            ? REMATCH_MESSAGES.declining
            : isWaiting
              ? REMATCH_MESSAGES.withdraw
              : REMATCH_MESSAGES.decline}
        </Button>
      ) : null}
    </div>
  );
}

function reasonOf(error: unknown): string {
  // 'API error: FETCH_ERROR' told a player nothing they could act on.
  if (isOfflineFailure(error)) return REMATCH_MESSAGES.offline;
  return isApiError(error) || error instanceof Error ? error.message : 'Please try again.';
}

/** The line above the row: the offer, your waiting, or how the last offer ended. */
function statusLine(stage: RematchStage, wasWithdrawn: boolean, opponentName: string): string {
  switch (stage) {
    case 'offered-to-you':
      return rematchOfferedText(opponentName);
    case 'offered-by-you':
      return REMATCH_MESSAGES.offered;
    case 'declined-by-opponent':
      return REMATCH_MESSAGES.declinedByOpponent;
    case 'declined-by-you':
      return REMATCH_MESSAGES.declinedByYou;
    default:
      return wasWithdrawn ? REMATCH_MESSAGES.withdrawnByOpponent : '';
  }
}

/**
 * The opponent took back the offer this screen was showing: the game keeps no trace of a withdrawn offer, so
 * only a screen that saw it go says so (else the Accept button would just vanish under the player's finger).
 */
function useOfferWithdrawn(stage: RematchStage): boolean {
  const [shownStage, setShownStage] = useState(stage);
  const [wasWithdrawn, setWasWithdrawn] = useState(false);
  if (stage !== shownStage) {
    setShownStage(stage);
    setWasWithdrawn(shownStage === 'offered-to-you' && stage === 'none');
  }
  return wasWithdrawn;
}

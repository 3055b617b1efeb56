// Runs a friend game page: the Socket.IO connection, the polling fallback, presence and seat bookkeeping,
// and the two moves (choose a letter, place it) with their acknowledgements, confirmation and failure toasts.
import { useCallback, useEffect, useRef } from 'react';
import { EVENT_CONNECT_TIMEOUT_MS, RETRY_AFTER_ERROR_MS, plainFailureText } from '@gridable/common';
import type { PollTrigger, PresenceState, ServerEvent, SocketAck, StatusRequest } from '@gridable/common';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToast } from '../../../components/toast/useToast';
import { isApiError } from '../../../lib/apiError';
import { notifyTurnIfHidden } from '../../../lib/presence/turnNotification';
import { trackPresence } from '../../../lib/presence/presenceTracker';
import { openGameSocket } from '../../../lib/socket/gameSocket';
import type { GameSocket } from '../../../lib/socket/gameSocket';
import { createPollingFallback } from '../../../lib/socket/pollingSchedule';
import type { PollingFallback } from '../../../lib/socket/pollingSchedule';
import { getSeatAssignment, saveSeatAssignment, saveSessionSeat } from '../../../lib/storage';
import { friendGameApi } from '../api/friendGameApi';
import {
  connectionChanged,
  fatalErrorOccurred,
  gameOpened,
  placementFailed,
  placementSubmitted,
  selectFriendGame,
  serverEventReceived,
  stateReceived,
} from '../model/friendGameSlice';
import { gameIdentity } from './gameIdentity';

type SeatStatus = StatusRequest['status'];

/** Server events that start (or replace) a polling session, per SPEC §4. */
const POLL_TRIGGER_FOR_EVENT: Partial<Record<ServerEvent['type'], PollTrigger>> = {
  GAME_JOINED: 'game_joined',
  LETTER_SELECTED: 'letter_selected',
  PLAYER_PLACED_LETTER: 'letter_placed',
  ROUND_COMPLETE: 'round_started',
};

function errorText(error: unknown): string {
  // Transport texts ("operation has timed out") become sentences in common; the game's own messages pass through.
  return plainFailureText(isApiError(error) || error instanceof Error ? error.message : null);
}

export function useFriendGame(gameId: string) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const state = useAppSelector(selectFriendGame);
  const socketRef = useRef<GameSocket | null>(null);
  const pollingRef = useRef<PollingFallback | null>(null);
  const fetchStateRef = useRef<() => Promise<boolean>>(async () => false);
  const updateStatusRef = useRef<(status: SeatStatus) => Promise<void>>(async () => undefined);
  // A failed command is told twice, by its ack and by an ERROR/PLACEMENT_ERROR event; the ack's toast is enough.
  const lastCommandAtRef = useRef(0);
  const isSeatedRef = useRef(false);

  useEffect(() => {
    dispatch(gameOpened(gameId));
    const identity = gameIdentity(gameId);
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let triedReset = false;

    /** One REST read of the game; true when a state arrived. */
    async function fetchState(): Promise<boolean> {
      try {
        const reply = await dispatch(
          friendGameApi.endpoints.getGameState.initiate(
            { gameId, clientId: identity.clientId, playerUUID: identity.playerUUID },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        if (!stopped) dispatch(stateReceived(reply));
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404 && !stopped) dispatch(fatalErrorOccurred('not-found'));
        else console.warn('Polling the game state failed', error);
        return false;
      }
    }
    fetchStateRef.current = fetchState;

    // SPEC §4: no state yet (or an error) means another try after 3 s, until the socket or a read delivers one.
    async function loadUntilState() {
      const ok = await fetchState();
      if (!ok && !stopped) retryTimer = setTimeout(() => void loadUntilState(), RETRY_AFTER_ERROR_MS);
    }

    /** A full game with a seat we once held: reclaim it with reset-player, then join again under it. */
    async function reclaimSeat() {
      const assignment = getSeatAssignment(gameId);
      if (triedReset || !assignment) {
        dispatch(fatalErrorOccurred('full'));
        return;
      }
      triedReset = true;
      try {
        await dispatch(
          friendGameApi.endpoints.resetPlayerConnection.initiate({
            gameId,
            playerId: assignment.playerId,
            clientId: identity.clientId,
            playerUUID: assignment.playerUUID,
          }),
        ).unwrap();
        socketRef.current?.reconnect({
          ...identity,
          playerUUID: assignment.playerUUID,
          playerId: assignment.playerId,
        });
      } catch {
        dispatch(fatalErrorOccurred('full'));
      }
    }

    function isEchoOfCommand() {
      return Date.now() - lastCommandAtRef.current < EVENT_CONNECT_TIMEOUT_MS;
    }

    const polling = createPollingFallback(() => void fetchState());
    pollingRef.current = polling;

    const socket = openGameSocket(identity, {
      onStatus: (status) => dispatch(connectionChanged(status)),
      onEvent: (event) => {
        dispatch(serverEventReceived(event));
        const trigger = POLL_TRIGGER_FOR_EVENT[event.type];
        if (trigger) polling.trigger(trigger);
        switch (event.type) {
          case 'GAME_COMPLETE':
            polling.stop();
            break;
          case 'GAME_FULL':
            void reclaimSeat();
            break;
          case 'ERROR':
            // A message about a full game means our seat needs reclaiming (SPEC §8).
            if (/game is full/i.test(event.message)) void reclaimSeat();
            else if (!isEchoOfCommand())
              toast({
                title: 'Game Error',
                description: plainFailureText(event.message),
                variant: 'destructive',
              });
            break;
          case 'PLACEMENT_ERROR':
            if (!isEchoOfCommand())
              toast({
                title: 'Placement Error',
                description: plainFailureText(event.message),
                variant: 'destructive',
              });
            break;
          default:
            break;
        }
      },
    });
    socketRef.current = socket;
    polling.trigger('game_joined');
    void loadUntilState();

    let lastReported: PresenceState | null = null;
    const presence = trackPresence((status: PresenceState) => {
      // Until the server names our seat there is no presence of ours to report (and REST would answer 403).
      if (!isSeatedRef.current) return;
      const isReturn = lastReported === 'away' && status === 'active';
      lastReported = status;
      // No control sets a status explicitly, so only the `status` call toasts: it is sent when the player comes back.
      if (isReturn) {
        void updateStatusRef.current('Available');
        return;
      }
      if (socket.isConnected()) {
        socket
          .send('presence', { status })
          .catch((error: unknown) => console.warn('Presence not sent', error));
        return;
      }
      dispatch(
        friendGameApi.endpoints.updatePresence.initiate({
          gameId,
          playerUUID: identity.playerUUID,
          isActive: status === 'active',
        }),
      )
        .unwrap()
        .catch((error: unknown) => console.warn('Presence not sent', error));
    });

    return () => {
      stopped = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      presence.stop();
      polling.stop();
      socket.close();
      socketRef.current = null;
      pollingRef.current = null;
    };
  }, [dispatch, gameId, toast]);

  // Remember the seat once the server names it, so a reload or a second tab rejoins it (SPEC §4 Rejoin).
  const seat = state.playerInfo?.playerId ?? null;
  useEffect(() => {
    isSeatedRef.current = seat !== null;
    if (seat === null) return;
    const { playerUUID } = gameIdentity(gameId);
    const stored = getSeatAssignment(gameId);
    if (stored?.playerId !== seat || stored.playerUUID !== playerUUID) {
      saveSeatAssignment({ gameId, playerId: seat, playerUUID });
    }
    saveSessionSeat({ playerGameId: gameId, playerIdentity: seat, playerUUID });
  }, [gameId, seat]);

  // SPEC §4: a desktop notification when it becomes your turn while the tab is hidden.
  const isYourTurn = state.playerInfo?.isYourTurn ?? false;
  const hasLetter = Boolean(state.game?.currentLetter);
  useEffect(() => {
    if (!isYourTurn || state.game?.status !== 'active') return;
    void notifyTurnIfHidden(
      hasLetter ? 'Place the letter on your grid.' : "It's your turn to choose a letter.",
    );
  }, [isYourTurn, hasLetter, state.game?.status, state.game?.currentRound]);

  /** Runs a command over the socket when connected, else over REST followed by a fresh read. */
  const runCommand = useCallback(
    async (viaSocket: (socket: GameSocket) => Promise<SocketAck>, viaRest: () => Promise<unknown>) => {
      const socket = socketRef.current;
      if (socket?.isConnected()) {
        lastCommandAtRef.current = Date.now();
        const ack = await viaSocket(socket);
        if (!ack.ok) throw new Error(ack.error);
        dispatch(stateReceived({ game: ack.game, playerInfo: ack.playerInfo }));
        return;
      }
      await viaRest();
      await fetchStateRef.current();
    },
    [dispatch],
  );

  const submitLetter = useCallback(
    async (letter: string) => {
      const { clientId, playerUUID } = gameIdentity(gameId);
      try {
        await runCommand(
          (socket) => socket.send('letter', { letter }),
          () =>
            dispatch(
              friendGameApi.endpoints.submitLetter.initiate({ gameId, letter, clientId, playerUUID }),
            ).unwrap(),
        );
        pollingRef.current?.trigger('letter_selected');
        toast({ title: 'Letter Selected', brief: true });
        return true;
      } catch (error) {
        toast({ title: 'Failed to Submit Letter', description: errorText(error), variant: 'destructive' });
        return false;
      }
    },
    [dispatch, gameId, runCommand, toast],
  );

  const submitPlacement = useCallback(
    async (cellIndex: number) => {
      if (seat === null) return false;
      const { clientId, playerUUID } = gameIdentity(gameId);
      dispatch(placementSubmitted());
      try {
        await runCommand(
          (socket) => socket.send('placement', { cellIndex }),
          () =>
            dispatch(
              friendGameApi.endpoints.submitPlacement.initiate({
                gameId,
                playerId: seat,
                cellIndex,
                clientId,
                playerUUID,
              }),
            ).unwrap(),
        );
        pollingRef.current?.trigger('letter_placed');
        toast({ title: 'Letter Placed', brief: true });
        return true;
      } catch (error) {
        dispatch(placementFailed());
        toast({ title: 'Failed to Submit Placement', description: errorText(error), variant: 'destructive' });
        return false;
      }
    },
    [dispatch, gameId, runCommand, seat, toast],
  );

  const updateStatus = useCallback(
    async (status: SeatStatus) => {
      const { clientId, playerUUID } = gameIdentity(gameId);
      try {
        await runCommand(
          (socket) => socket.send('status', { status }),
          () =>
            dispatch(
              friendGameApi.endpoints.updatePlayerStatus.initiate({ gameId, status, clientId, playerUUID }),
            ).unwrap(),
        );
      } catch (error) {
        toast({ title: 'Failed to Update Status', description: errorText(error), variant: 'destructive' });
      }
    },
    [dispatch, gameId, runCommand, toast],
  );
  useEffect(() => {
    updateStatusRef.current = updateStatus;
  }, [updateStatus]);

  const refusePlacement = useCallback(
    (message: string) => toast({ title: 'Placement Error', description: message, variant: 'destructive' }),
    [toast],
  );

  return { state, submitLetter, submitPlacement, refusePlacement };
}

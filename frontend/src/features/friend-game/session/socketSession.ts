// The live friend game as a session: one Socket.IO connection (its STATE_SYNC on every join is the recovery),
// REST reads until a state arrives and as the polling fallback, seat reclaim for a full game, presence, the
// remembered seat, the turn notification, and the two moves with their one report of success or failure.
import { RETRY_AFTER_ERROR_MS } from '@gridable/common/constants';
import { TOAST_TITLES, plainFailureText } from '@gridable/common/messages';
import type { PollTrigger, PresenceState, ServerEvent, SocketAck, StatusRequest } from '@gridable/common';
import { isApiError } from '../../../lib/apiError';
import { notifyTurnIfHidden } from '../../../lib/presence/turnNotification';
import { trackPresence } from '../../../lib/presence/presenceTracker';
import { openGameSocket, type GameSocket } from '../../../lib/socket/gameSocket';
import { createPollingFallback } from '../../../lib/socket/pollingSchedule';
import { getSeatAssignment, saveSeatAssignment, saveSessionSeat } from '../../../lib/storage';
import { friendGameApi } from '../api/friendGameApi';
import { gameIdentity } from '../hooks/gameIdentity';
import {
  connectionChanged,
  fatalErrorOccurred,
  gameOpened,
  placementFailed,
  placementSubmitted,
  serverEventReceived,
  stateReceived,
} from '../model/friendGameSlice';
import type { GameSession, SessionOutput } from './gameSession';
import { moveRefusal } from './moveCheck';

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

export function createSocketGameSession(gameId: string, { dispatch, getState, notify }: SessionOutput): GameSession {
  const friendGame = () => getState().friendGame;
  // The running connection; null while stopped.
  let live: {
    socket: GameSocket;
    fetchState: () => Promise<boolean>;
    trigger: (trigger: PollTrigger) => void;
  } | null = null;

  /** After the slice changed: remember the seat, and notify a hidden tab when it becomes your turn. */
  let rememberedSeat: number | null = null;
  let notifiedTurn: string | null = null;
  function afterStateChange() {
    const { playerInfo, game } = friendGame();
    const seat = playerInfo?.playerId ?? null;
    if (seat !== null && seat !== rememberedSeat) {
      rememberedSeat = seat;
      const { playerUUID } = gameIdentity(gameId);
      const stored = getSeatAssignment(gameId);
      if (stored?.playerId !== seat || stored.playerUUID !== playerUUID) {
        saveSeatAssignment({ gameId, playerId: seat, playerUUID });
      }
      saveSessionSeat({ playerGameId: gameId, playerIdentity: seat, playerUUID });
    }
    // SPEC §4: a desktop notification when it becomes your turn while the tab is hidden.
    const turnKey =
      playerInfo?.isYourTurn && game?.status === 'active' ? `${game.currentRound}:${Boolean(game.currentLetter)}` : null;
    if (turnKey !== null && turnKey !== notifiedTurn && game) {
      void notifyTurnIfHidden(
        game.currentLetter ? 'Place the letter on your grid.' : "It's your turn to choose a letter.",
      );
    }
    notifiedTurn = turnKey;
  }

  function start(): () => void {
    dispatch(gameOpened(gameId));
    rememberedSeat = null;
    notifiedTurn = null;
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
        if (!stopped) {
          dispatch(stateReceived(reply));
          afterStateChange();
        }
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404 && !stopped) dispatch(fatalErrorOccurred('not-found'));
        else console.warn('Polling the game state failed', error);
        return false;
      }
    }

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
        socket.reconnect({ ...identity, playerUUID: assignment.playerUUID, playerId: assignment.playerId });
      } catch {
        dispatch(fatalErrorOccurred('full'));
      }
    }

    const polling = createPollingFallback(() => void fetchState());

    // Failure events reach this socket only for what had no ack (the handshake join); acked failures are
    // reported by the command that sent them, so each failure is told once.
    const socket = openGameSocket(identity, {
      onStatus: (status) => dispatch(connectionChanged(status)),
      onEvent: (event) => {
        dispatch(serverEventReceived(event));
        afterStateChange();
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
            else notify({ title: TOAST_TITLES.gameError, description: plainFailureText(event.message), variant: 'destructive' });
            break;
          case 'PLACEMENT_ERROR':
            notify({ title: TOAST_TITLES.placementError, description: plainFailureText(event.message), variant: 'destructive' });
            break;
          default:
            break;
        }
      },
    });
    live = { socket, fetchState, trigger: (trigger) => polling.trigger(trigger) };
    polling.trigger('game_joined');
    void loadUntilState();

    let lastReported: PresenceState | null = null;
    const presence = trackPresence((status: PresenceState) => {
      // Until the server names our seat there is no presence of ours to report (and REST would answer 403).
      if (!friendGame().playerInfo) return;
      const isReturn = lastReported === 'away' && status === 'active';
      lastReported = status;
      // No control sets a status explicitly, so only the `status` call toasts: it is sent when the player comes back.
      if (isReturn) {
        void updateStatus('Available');
        return;
      }
      if (socket.isConnected()) {
        socket.send('presence', { status }).catch((error: unknown) => console.warn('Presence not sent', error));
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
      live = null;
    };
  }

  /**
   * Runs a command over the socket when connected, else over REST followed by a fresh read. A refusal because
   * the game moved on (STALE_VERSION) also asks for the latest state.
   */
  async function runCommand(viaSocket: (socket: GameSocket) => Promise<SocketAck>, viaRest: () => Promise<unknown>) {
    const current = live;
    if (!current) throw new Error('The game is not open.');
    if (current.socket.isConnected()) {
      const ack = await viaSocket(current.socket);
      if (!ack.ok) {
        if (ack.code === 'STALE_VERSION') refresh(current.socket);
        throw new Error(ack.error);
      }
      dispatch(stateReceived({ game: ack.game, playerInfo: ack.playerInfo }));
      afterStateChange();
      return;
    }
    try {
      await viaRest();
    } finally {
      await current.fetchState();
    }
  }

  /** Asks for the latest state over the socket; a late answer merges by version like any other. */
  function refresh(socket: GameSocket) {
    socket
      .send('refresh', {})
      .then((ack) => {
        if (!ack.ok) return;
        dispatch(stateReceived({ game: ack.game, playerInfo: ack.playerInfo }));
        afterStateChange();
      })
      .catch((error: unknown) => console.warn('Refresh failed', error));
  }

  /** The state id the player's move was made against, so the server can tell a move made on an old screen. */
  const madeAt = () => friendGame().game?.version;

  async function submitLetter(letter: string): Promise<boolean> {
    const refusal = moveRefusal(friendGame(), { type: 'SELECT_LETTER', letter });
    if (refusal) {
      notify({ title: TOAST_TITLES.letterFailed, description: refusal, variant: 'destructive' });
      return false;
    }
    const { clientId, playerUUID } = gameIdentity(gameId);
    const version = madeAt();
    try {
      await runCommand(
        (socket) => socket.send('letter', { letter, version }),
        () =>
          dispatch(
            friendGameApi.endpoints.submitLetter.initiate({ gameId, letter, clientId, playerUUID, version }),
          ).unwrap(),
      );
      live?.trigger('letter_selected');
      notify({ title: TOAST_TITLES.letterSelected, brief: true });
      return true;
    } catch (error) {
      notify({ title: TOAST_TITLES.letterFailed, description: errorText(error), variant: 'destructive' });
      return false;
    }
  }

  async function submitPlacement(cellIndex: number): Promise<boolean> {
    const seat = friendGame().playerInfo?.playerId;
    if (!seat) return false;
    const refusal = moveRefusal(friendGame(), { type: 'PLACE_LETTER', cellIndex });
    if (refusal) {
      notify({ title: TOAST_TITLES.placementError, description: refusal, variant: 'destructive' });
      return false;
    }
    const { clientId, playerUUID } = gameIdentity(gameId);
    const version = madeAt();
    dispatch(placementSubmitted());
    try {
      await runCommand(
        (socket) => socket.send('placement', { cellIndex, version }),
        () =>
          dispatch(
            friendGameApi.endpoints.submitPlacement.initiate({
              gameId,
              playerId: seat,
              cellIndex,
              clientId,
              playerUUID,
              version,
            }),
          ).unwrap(),
      );
      live?.trigger('letter_placed');
      notify({ title: TOAST_TITLES.letterPlaced, brief: true });
      return true;
    } catch (error) {
      dispatch(placementFailed());
      notify({ title: TOAST_TITLES.placementFailed, description: errorText(error), variant: 'destructive' });
      return false;
    }
  }

  async function updateStatus(status: SeatStatus): Promise<void> {
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
      notify({ title: TOAST_TITLES.statusFailed, description: errorText(error), variant: 'destructive' });
    }
  }

  return { start, submitLetter, submitPlacement };
}

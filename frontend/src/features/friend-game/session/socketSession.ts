// The live friend game as a session: one Socket.IO connection (its STATE_SYNC on every join is the recovery;
// every event carries the whole view, so the newest version simply wins), REST reads until a state arrives and as the polling fallback, seat
// reclaim for a full game, and the two moves with their one report of success or failure. When the socket
// cannot connect (a proxy blocking it), the game is joined, read and played over REST alone until it can. Presence, the
// remembered seat and the turn notification are their own modules beside this one.
import { EVENT_CONNECT_TIMEOUT_MS, RETRY_AFTER_ERROR_MS } from '@gridable/common/constants';
import { PLAIN_FAILURES, TOAST_TITLES, joinedGameToast, plainFailureText } from '@gridable/common/messages';
import { applyMove, cellAt, otherSeat } from '@gridable/common/rules';
import type { PollTrigger, ServerEvent, SocketAck, StatusRequest } from '@gridable/common';
import { isApiError, refusedWith } from '../../../lib/apiError';
import { openGameSocket, type ConnectionStatus, type GameSocket } from '../../../lib/socket/gameSocket';
import { createPollingFallback } from '../../../lib/socket/pollingSchedule';
import { noteTurnWaiting } from '../../../lib/pwa/appBadge';
import { getSeatAssignment, onPlayerNameChange, saveSeatAssignment } from '../../../lib/storage';
import { seatName } from '../model/playerNames';
import { friendGameApi } from '../api/friendGameApi';
import { gameIdentity } from '../hooks/gameIdentity';
import {
  connectionChanged,
  pollingFallbackChanged,
  watchersCounted,
  fatalErrorOccurred,
  gameOpened,
  placementFailed,
  moveConfirmed,
  placementSubmitted,
  selectFriendGame,
  serverEventReceived,
  stateReceived,
} from '../model/friendGameSlice';
import type { GameSession, SessionOutput } from './gameSession';
import { settleLostCommand, type LostCommand } from './lostCommand';
import { moveRefusal } from './moveCheck';
import { reportPresence, type PresenceReport } from './presenceReporter';
import { createSeatMemory } from './seatMemory';
import { createTurnNotifier } from './turnNotifier';

type SeatStatus = StatusRequest['status'];

/** Server events that start (or replace) a polling session, per docs/PROTOCOL.md §4. */
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

export function createSocketGameSession(
  gameId: string,
  { dispatch, getState, notify }: SessionOutput,
): GameSession {
  const friendGame = () => selectFriendGame(getState());
  // The running connection; null while stopped.
  let live: {
    socket: GameSocket;
    fetchState: () => Promise<boolean>;
    trigger: (trigger: PollTrigger) => void;
  } | null = null;

  const seatMemory = createSeatMemory(gameId);
  const turnNotifier = createTurnNotifier();
  // A seat this browser never held here is a join (from the link: joining by code saves the seat first).
  let isJoining = getSeatAssignment(gameId) === null;
  /** Whether this game waited on your move when the badge was last told (lib/pwa/appBadge.ts). */
  let notedWaiting: boolean | null = null;
  /** After the slice changed: remember the seat, and notify a hidden tab when it becomes your turn. */
  function afterStateChange() {
    const { playerInfo, game } = friendGame();
    if (isJoining && playerInfo && game) {
      isJoining = false;
      const chooser =
        game.currentRound !== 1 ? null : game.currentTurn === playerInfo.playerId ? 'you' : 'friend';
      // A pill: who chooses first is the status line's to say on screen, which a two-line toast hid on a phone.
      notify({
        ...joinedGameToast(gameId, chooser, seatName(game, otherSeat(playerInfo.playerId))),
        brief: true,
      });
    }
    seatMemory.update(playerInfo?.playerId ?? null);
    turnNotifier.update(game, playerInfo);
    const waiting = game && playerInfo ? game.status === 'active' && playerInfo.isYourTurn : null;
    // Storage and the badge only when the answer changes, not on every event of the game.
    if (waiting !== null && waiting !== notedWaiting) noteTurnWaiting(gameId, waiting);
    notedWaiting = waiting ?? notedWaiting;
  }

  function start(): () => void {
    dispatch(gameOpened(gameId));
    const identity = gameIdentity(gameId);
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let triedReset = false;
    let isJoiningOverRest = false;

    let reading: Promise<boolean> | null = null;
    let nextRead: Promise<boolean> | null = null;
    // The read on its way, aborted when the page closes: left running, its end began the read queued after it
    // (and a failure the retry after 3 s), so a closed game went on asking the server for minutes.
    let readInFlight: { abort: () => void } | null = null;
    /**
     * One REST read of the game, begun after any read already on its way, so it shows what happened since;
     * true when a state arrived. RTK Query answers a read begun while the same read is pending with that
     * pending read's (older) reply: on a slow network a poll tick is often on its way when a move is refused
     * as stale, and its resend, made against that older state, was refused again.
     */
    function fetchState(): Promise<boolean> {
      if (stopped) return Promise.resolve(false);
      if (!reading) {
        reading = readOnce().finally(() => (reading = null));
        return reading;
      }
      // Everyone asking meanwhile shares the one read that follows.
      nextRead ??= reading.then(() => {
        nextRead = null;
        return fetchState();
      });
      return nextRead;
    }

    async function readOnce(): Promise<boolean> {
      const request = dispatch(
        friendGameApi.endpoints.getGameState.initiate(
          { gameId, clientId: identity.clientId, playerUUID: identity.playerUUID },
          // Subscribed while on its way: with no subscriber, the removal RTK Query schedules when the read
          // before it ends (keepUnusedDataFor 0) deleted this read's entry mid-flight, and it came back empty.
          { forceRefetch: true },
        ),
      );
      // A network that swallows requests (connected, but nothing comes back) would hold the read for minutes,
      // and with it the page's word that the game plays on over REST and a lost move's settling.
      const giveUp = setTimeout(() => request.abort(), EVENT_CONNECT_TIMEOUT_MS);
      readInFlight = request;
      try {
        const reply = await request.unwrap();
        if (!stopped) {
          dispatch(stateReceived(reply));
          afterStateChange();
          if (polling.isFallingBack()) afterFallbackRead();
        }
        return true;
      } catch (error) {
        if (stopped) return false;
        const gone = goneAs(error);
        if (gone) {
          dispatch(fatalErrorOccurred(gone));
          shutDown();
          return false;
        }
        console.warn('Polling the game state failed', error);
        // REST is not answering either: the connection is lost, not merely the socket.
        if (polling.isFallingBack()) dispatch(pollingFallbackChanged(false));
        return false;
      } finally {
        clearTimeout(giveUp);
        readInFlight = null;
        request.unsubscribe();
      }
    }

    /** A read that arrived while the socket is down: REST carries the game, so the page says so and plays on. */
    function afterFallbackRead() {
      const { game, playerInfo } = friendGame();
      if (game?.status === 'completed') {
        // The end screen reads rematch offers by itself; the game has nothing more to poll for.
        polling.stop();
        return;
      }
      dispatch(pollingFallbackChanged(true));
      if (game && !playerInfo) void joinOverRest();
    }

    /** Without the socket's handshake join, a visitor at the game's link takes the open seat over REST. */
    async function joinOverRest() {
      if (isJoiningOverRest) return;
      isJoiningOverRest = true;
      try {
        const joined = await dispatch(
          friendGameApi.endpoints.joinGame.initiate({
            gameId,
            clientId: identity.clientId,
            playerUUID: identity.playerUUID,
            requestedPlayerId: null,
            ...(identity.name === undefined ? {} : { name: identity.name }),
          }),
        ).unwrap();
        saveSeatAssignment({
          gameId: joined.gameId,
          playerId: joined.playerId,
          playerUUID: identity.playerUUID,
        });
        await fetchState();
      } catch (error) {
        // Only a full game means our seat needs reclaiming; a 409 that the game changed under the join
        // (STALE) is retried by the next read, which finds us still unseated.
        if (refusedWith(error, 'GAME_FULL')) void reclaimSeat();
        else if (goneAs(error)) {
          dispatch(fatalErrorOccurred(goneAs(error) ?? 'not-found'));
          shutDown();
        } else console.warn('Joining over REST failed', error);
      } finally {
        isJoiningOverRest = false;
      }
    }

    function socketStatusChanged(status: ConnectionStatus) {
      // A late report from the closed socket must not start the fallback's reads again.
      if (stopped) return;
      dispatch(connectionChanged(status));
      if (status === 'connected') {
        polling.socketUp();
        dispatch(pollingFallbackChanged(false));
      } else if (
        status === 'disconnected' &&
        !polling.isFallingBack() &&
        friendGame().game?.status !== 'completed'
      ) {
        // Socket.IO reports every failed retry; the first one starts the fallback with a read right away. The
        // page says it plays on over REST from this moment, and only a read that fails calls the connection
        // lost: on a slow network (2 s each way outlives the socket's ping timeout) the socket drops every few
        // seconds while REST answers, and waiting for the read flashed "Connection lost" with the controls
        // disabled at every drop. A browser that is offline shows the hint regardless.
        polling.socketDown();
        dispatch(pollingFallbackChanged(true));
        void fetchState();
      }
    }

    // docs/PROTOCOL.md §4: no state yet (or an error) means another try after 3 s, until the socket or a read delivers one.
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
        if (polling.isFallingBack()) await fetchState();
      } catch {
        dispatch(fatalErrorOccurred('full'));
      }
    }

    // `socket` is opened just below; the first tick comes seconds later.
    const polling = createPollingFallback(() => void fetchState(), {
      socketConnected: () => socket.isConnected(),
    });

    // Started once the socket exists; read at each handshake, which comes after.
    let presence: PresenceReport | null = null;
    // Failure events reach this socket only for what had no ack (the handshake join); acked failures are
    // reported by the command that sent them, so each failure is told once.
    const socket = openGameSocket(identity, {
      presence: () => presence?.current(),
      onStatus: socketStatusChanged,
      onWatchers: (watchers) => dispatch(watchersCounted(watchers)),
      onEvent: (event) => {
        dispatch(serverEventReceived(event));
        afterStateChange();
        if (isGone()) {
          shutDown();
          return;
        }
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
            // A full game means our seat needs reclaiming (docs/PROTOCOL.md §8). Known by its code: the sentence
            // is for the player, and another's wording (or a new one) must not start a reclaim.
            if (event.code === 'GAME_FULL') void reclaimSeat();
            else
              notify({
                title: TOAST_TITLES.gameError,
                description: plainFailureText(event.message),
                variant: 'destructive',
              });
            break;
          case 'PLACEMENT_ERROR':
            notify({
              title: TOAST_TITLES.placementError,
              description: plainFailureText(event.message),
              variant: 'destructive',
            });
            break;
          default:
            break;
        }
      },
    });
    live = { socket, fetchState, trigger: (trigger) => polling.trigger(trigger) };
    polling.trigger('game_joined');
    // A name set while the game is open names the seat now, not at the next reload: the opponent's screen
    // changes with the view the join sends both players.
    const stopNameWatch = onPlayerNameChange(() => {
      if (friendGame().playerInfo === null) return;
      void socket
        .rejoin(gameIdentity(gameId))
        .then((ack) => {
          if (ack?.ok && !stopped) dispatch(stateReceived({ game: ack.game, playerInfo: ack.playerInfo }));
        })
        .catch((error: unknown) => console.warn('Renaming the seat failed', error));
    });
    void loadUntilState();

    presence = reportPresence({
      isSeated: () => friendGame().playerInfo !== null,
      viaSocket: (status) => (socket.isConnected() ? socket.send('presence', { status }) : null),
      viaRest: (status) =>
        dispatch(
          friendGameApi.endpoints.updatePresence.initiate({
            gameId,
            playerUUID: identity.playerUUID,
            isActive: status === 'active',
            clientId: identity.clientId,
          }),
        ).unwrap(),
      sendStatus: (status) => void updateStatus(status),
    });

    /**
     * Stops everything the session runs. Also called once the game is known gone (never made, or withdrawn):
     * the page says so for good, and asking again every 3 s (with a socket that rejoined it) only repeated the
     * server's 404 in the console for as long as the page stayed open. A failure that may pass (no network, a
     * 500) is not this: it keeps its retries.
     */
    function shutDown() {
      if (stopped) return;
      stopped = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      readInFlight?.abort();
      presence?.stop();
      polling.stop();
      stopNameWatch();
      socket.close();
      live = null;
    }

    return shutDown;
  }

  /** The page shows the game as gone for good: nothing more to read or hear about it. */
  function isGone(): boolean {
    const { fatal } = friendGame();
    return fatal === 'not-found' || fatal === 'withdrawn';
  }

  /**
   * Runs a command over the socket when connected, else over REST followed by a fresh read. A refusal because
   * the game moved on (STALE_VERSION) also asks for the latest state. The opponent's moves reach this screen a
   * moment late over the socket and up to a poll late over REST, so a move is often made on a screen one
   * opponent move behind (both players placing at once): when `stillAllowed` says the fresh state leaves the
   * player's choice as it was, the move is sent once more against that state. A move whose socket dropped
   * before its acknowledgement is settled by reading the game, when `lostMove` says how (lostCommand.ts).
   */
  async function runCommand(
    viaSocket: (socket: GameSocket, version: number | undefined) => Promise<SocketAck>,
    viaRest: (version: number | undefined) => Promise<unknown>,
    {
      stillAllowed,
      lostMove,
    }: { stillAllowed?: () => boolean; lostMove?: Pick<LostCommand, 'landed' | 'stillAllowed'> } = {},
  ) {
    const current = live;
    if (!current) throw new Error('The game is not open.');
    if (current.socket.isConnected()) {
      let ack: SocketAck;
      try {
        const sentAt = madeAt();
        ack = await viaSocket(current.socket, sentAt);
        if (!ack.ok && ack.code === 'STALE_VERSION' && stillAllowed) {
          // Only a state past the one refused is fresh. On a slow link the refresh outlives its 8 s (the
          // socket still up, its queue full of whole views) or the socket drops before answering; the resend
          // was then made against the same old state and refused again, leaving the tile with "moved on".
          await refresh(current.socket);
          if (!isPast(sentAt)) throw new Error(ack.error);
          if (stillAllowed()) ack = await viaSocket(current.socket, madeAt());
        }
      } catch (unknownOutcome) {
        // Read over REST, and sent again there if the fresh state still allows it (lostCommand.ts).
        if (!lostMove) throw unknownOutcome;
        await settleLostCommand({
          ...lostMove,
          lost: unknownOutcome,
          read: current.fetchState,
          resend: () => viaRest(madeAt()),
          isOpen: () => live === current,
        });
        return;
      }
      if (!ack.ok) {
        if (ack.code === 'STALE_VERSION') void refresh(current.socket);
        throw new Error(ack.error);
      }
      dispatch(stateReceived({ game: ack.game, playerInfo: ack.playerInfo }));
      afterStateChange();
      return;
    }
    const version = madeAt();
    try {
      await viaRest(version).catch(async (error: unknown) => {
        const isStale = refusedWith(error, 'STALE_VERSION');
        if (!isStale || !stillAllowed || !(await current.fetchState()) || !stillAllowed()) throw error;
        await viaRest(madeAt());
      });
    } finally {
      await current.fetchState();
    }
  }

  /**
   * Asks for the latest state over the socket: the server sends this socket a STATE_SYNC and acknowledges
   * with the same state; a late answer merges by version.
   */
  function refresh(socket: GameSocket): Promise<void> {
    return socket
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
  /** Whether the game held is newer than the state `version` a move was made against. */
  const isPast = (version: number | undefined) => (madeAt() ?? -1) > (version ?? -1);

  async function submitLetter(letter: string): Promise<boolean> {
    const refusal = moveRefusal(friendGame(), { type: 'SELECT_LETTER', letter });
    if (refusal) {
      notify({ title: TOAST_TITLES.letterFailed, description: refusal, variant: 'destructive' });
      return false;
    }
    const { clientId, playerUUID } = gameIdentity(gameId);
    const round = friendGame().game?.currentRound;
    /** Only this seat chooses this round's letter, so a letter held for it (or a later round) is this one. */
    const landed = () => {
      const now = friendGame().game;
      return !!now && round !== undefined && (now.currentRound > round || now.currentLetter !== null);
    };
    try {
      await runCommand(
        (socket, version) => socket.send('letter', { letter, version }),
        (version) =>
          dispatch(
            friendGameApi.endpoints.submitLetter.initiate({ gameId, letter, clientId, playerUUID, version }),
          ).unwrap(),
        {
          lostMove: {
            landed,
            stillAllowed: () => moveRefusal(friendGame(), { type: 'SELECT_LETTER', letter }) === null,
          },
        },
      );
      live?.trigger('letter_selected');
      dispatch(moveConfirmed({ message: TOAST_TITLES.letterSelected, round }));
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
    const seen = friendGame().game;
    /** The opponent's placement moves the game on, but leaves this round's letter and this grid as they were. */
    const stillAllowed = () => {
      const now = friendGame().game;
      if (!now || now.currentRound !== seen?.currentRound || now.currentLetter !== seen.currentLetter)
        return false;
      return applyMove(now, { type: 'PLACE_LETTER', cellIndex }, seat).ok;
    };
    /** The cell was empty when the tile went down, and only this player fills this grid. */
    const landed = () => {
      const now = friendGame().game;
      const grid = seat === 1 ? now?.player1Grid : now?.player2Grid;
      return !!grid && cellAt(grid, cellIndex) !== null;
    };
    dispatch(placementSubmitted());
    try {
      await runCommand(
        (socket, version) => socket.send('placement', { cellIndex, version }),
        (version) =>
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
        { stillAllowed, lostMove: { landed, stillAllowed } },
      );
      live?.trigger('letter_placed');
      dispatch(moveConfirmed({ message: TOAST_TITLES.letterPlaced, round: seen?.currentRound }));
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
      const text = errorText(error);
      // The player did not ask for this (it is sent on coming back to the tab): a connection that is down is
      // already on screen, and the reconnect's join marks the seat Available by itself.
      if (text === PLAIN_FAILURES.offline || text === PLAIN_FAILURES.timedOut) {
        console.warn('Status not sent', error);
        return;
      }
      notify({ title: TOAST_TITLES.statusFailed, description: text, variant: 'destructive' });
    }
  }

  return { start, submitLetter, submitPlacement };
}

/** A game that is not there: never was (GAME_NOT_FOUND), or withdrawn by its creator before anyone joined. */
function goneAs(error: unknown): 'not-found' | 'withdrawn' | null {
  if (refusedWith(error, 'GAME_WITHDRAWN')) return 'withdrawn';
  return refusedWith(error, 'GAME_NOT_FOUND') ? 'not-found' : null;
}

// The live friend game on the client (SPEC §3 "Client game state"): the latest game, the viewer's seat, the
// connection, the opponent's presence, the temporary placement and the optimistic submitted flag.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { TOTAL_ROUNDS, chooserForRound } from '@gridable/common';
import type { GameView, PlayerInfo, PresenceState, Seat, ServerEvent } from '@gridable/common';
import type { ConnectionStatus } from '../../../lib/socket/gameSocket';
import { isSameOrNewer } from './gameProgress';

export type FatalError = 'not-found' | 'full';

export interface PendingPlacement {
  cellIndex: number;
  letter: string;
}

export interface FriendGameState {
  gameId: string | null;
  game: GameView | null;
  playerInfo: PlayerInfo | null;
  /** The highest room event id applied; older or repeated events are dropped. */
  lastEventId: number;
  connection: ConnectionStatus;
  fatal: FatalError | null;
  /** Set from PRESENCE_UPDATE events and from the opponent's status in each game state. */
  opponentPresence: PresenceState | null;
  pending: PendingPlacement | null;
  /** SPEC §4: the submitted flag set at confirm time, before the server agrees; rolled back on failure. */
  isPlacementOptimistic: boolean;
  /** The latest sentence for the polite live region. */
  announcement: string;
}

const initialState: FriendGameState = {
  gameId: null,
  game: null,
  playerInfo: null,
  lastEventId: 0,
  connection: 'connecting',
  fatal: null,
  opponentPresence: null,
  pending: null,
  isPlacementOptimistic: false,
  announcement: '',
};

function opponentOf(seat: Seat): Seat {
  return seat === 1 ? 2 : 1;
}

function submittedFlag(game: GameView, seat: Seat): boolean {
  return seat === 1 ? game.player1Submitted : game.player2Submitted;
}

/** Takes `next` if it is not behind the current game, and keeps what depends on the game consistent with it. */
function mergeGame(state: FriendGameState, next: GameView) {
  if (!isSameOrNewer(state.game, next)) return;
  const previous = state.game;
  state.game = next;
  const seat = state.playerInfo?.playerId;
  if (!seat) return;
  const opponentStatus = seat === 1 ? next.player2Status : next.player1Status;
  const opponentSeatTaken = (seat === 1 ? next.player2 : next.player1) !== null;
  state.opponentPresence = opponentSeatTaken ? (opponentStatus === 'Available' ? 'active' : 'away') : null;
  const roundMoved = previous !== null && previous.currentRound !== next.currentRound;
  if (roundMoved || submittedFlag(next, seat) || next.status === 'completed' || !next.currentLetter) {
    state.pending = null;
    state.isPlacementOptimistic = false;
  }
  // Your own turn flag follows the game; events carry no playerInfo of their own.
  state.playerInfo = { playerId: seat, isYourTurn: isYourTurn(next, seat) };
}

/** The same rule the server uses for PlayerInfo.isYourTurn. */
export function isYourTurn(game: GameView, seat: Seat): boolean {
  if (game.status !== 'active') return false;
  if (!game.currentLetter) return chooserForRound(game.currentRound) === seat;
  return !submittedFlag(game, seat);
}

function announce(state: FriendGameState, event: ServerEvent): string | null {
  const seat = state.playerInfo?.playerId;
  const isOpponent = (playerId: Seat) => seat !== undefined && playerId === opponentOf(seat);
  switch (event.type) {
    case 'GAME_STARTED':
      return `Both players are here. Round ${event.game.currentRound} of ${TOTAL_ROUNDS}.`;
    case 'LETTER_SELECTED':
      return isOpponent(event.playerId) ? `Your opponent chose the letter ${event.letter}.` : null;
    case 'PLAYER_PLACED_LETTER':
      return isOpponent(event.playerId) ? 'Your opponent placed the letter.' : null;
    case 'ROUND_COMPLETE':
      return event.nextRound === null ? null : `Round ${event.nextRound} of ${TOTAL_ROUNDS}.`;
    case 'GAME_COMPLETE': {
      if (!seat) return 'The game is over.';
      const mine = seat === 1 ? event.player1Score : event.player2Score;
      const theirs = seat === 1 ? event.player2Score : event.player1Score;
      return `The game is over: ${mine} to ${theirs}.`;
    }
    case 'PRESENCE_UPDATE':
      return isOpponent(event.playerId)
        ? `Your opponent is ${event.status === 'active' ? 'active' : 'away'}.`
        : null;
    default:
      return null;
  }
}

export const friendGameSlice = createSlice({
  name: 'friendGame',
  initialState,
  reducers: {
    gameOpened(_state, action: PayloadAction<string>) {
      return { ...initialState, gameId: action.payload };
    },
    /** A full state from an acknowledgement or a REST read. */
    stateReceived(state, action: PayloadAction<{ game: GameView; playerInfo: PlayerInfo | null }>) {
      const { game, playerInfo } = action.payload;
      if (game.gameId !== state.gameId) return;
      if (playerInfo) state.playerInfo = playerInfo;
      mergeGame(state, game);
    },
    serverEventReceived(state, action: PayloadAction<ServerEvent>) {
      const event = action.payload;
      if (state.gameId !== null && event.gameId !== '' && event.gameId !== state.gameId) return;
      // Failure events are told to this socket only and carry id 0; room events are numbered per game.
      if (event.eventId > 0 && event.type !== 'STATE_SYNC' && event.eventId <= state.lastEventId) return;
      if (event.eventId > state.lastEventId) state.lastEventId = event.eventId;
      const sentence = announce(state, event);
      if (sentence) state.announcement = sentence;
      switch (event.type) {
        case 'STATE_SYNC':
          if (event.playerInfo) state.playerInfo = event.playerInfo;
          state.fatal = null;
          mergeGame(state, event.game);
          return;
        case 'PRESENCE_UPDATE':
          if (state.playerInfo && event.playerId !== state.playerInfo.playerId)
            state.opponentPresence = event.status;
          return;
        case 'GAME_NOT_FOUND':
          if (!state.game) state.fatal = 'not-found';
          return;
        case 'GAME_FULL':
          state.fatal = 'full';
          return;
        case 'PLACEMENT_ERROR':
          state.isPlacementOptimistic = false;
          return;
        default:
          if ('game' in event) mergeGame(state, event.game);
      }
    },
    connectionChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.connection = action.payload;
    },
    fatalErrorOccurred(state, action: PayloadAction<FatalError>) {
      state.fatal = action.payload;
    },
    placementChosen(state, action: PayloadAction<PendingPlacement | null>) {
      state.pending = action.payload;
    },
    placementSubmitted(state) {
      state.isPlacementOptimistic = true;
    },
    placementFailed(state) {
      state.isPlacementOptimistic = false;
    },
  },
  selectors: {
    selectFriendGame: (state) => state,
    selectGame: (state) => state.game,
    selectSeat: (state) => state.playerInfo?.playerId ?? null,
    /** The server's submitted flag, or the optimistic one while a confirm is in flight. */
    selectHasSubmitted: (state) => {
      const seat = state.playerInfo?.playerId;
      if (!state.game || !seat) return false;
      return state.isPlacementOptimistic || submittedFlag(state.game, seat);
    },
  },
});

export const {
  gameOpened,
  stateReceived,
  serverEventReceived,
  connectionChanged,
  fatalErrorOccurred,
  placementChosen,
  placementSubmitted,
  placementFailed,
} = friendGameSlice.actions;
export const { selectFriendGame, selectGame, selectSeat, selectHasSubmitted } = friendGameSlice.selectors;

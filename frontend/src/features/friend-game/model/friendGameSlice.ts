// The live friend game on the client (docs/PROTOCOL.md §3 "Client game state"): the latest game, the viewer's seat, the
// connection, the opponent's presence, the temporary placement and the optimistic submitted flag.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import {
  REACTION_FACES,
  hasSubmitted,
  isSeatsTurn,
  otherSeat,
  scoresFor,
  seatPresence,
} from '@gridable/common/rules';
import { SIGNAL_MESSAGES, roundMessage } from '@gridable/common/messages';
import type { GameView, PlayerInfo, PresenceState, RematchState, Seat, ServerEvent } from '@gridable/common';
import type { ConnectionStatus } from '../../../lib/socket/gameSocket';
import { isNews, isSequenced } from './newestVersion';
import { opponentSubject } from './playerNames';
import { rootReducer } from '../../../lib/store/rootReducer';

export type FatalError = 'not-found' | 'withdrawn' | 'full';

export interface PendingPlacement {
  cellIndex: number;
  letter: string;
}

export interface FriendGameState {
  gameId: string | null;
  game: GameView | null;
  playerInfo: PlayerInfo | null;
  /** The id of the last game event applied (or the one the applied STATE_SYNC stood at); 0 before either. */
  lastEventId: number;
  connection: ConnectionStatus;
  /** The socket cannot connect but REST answers: moves go over REST and the game is read every few seconds. */
  isPollingFallback: boolean;
  fatal: FatalError | null;
  /** Set from PRESENCE_UPDATE events and from the opponent's status in each game state. */
  opponentPresence: PresenceState | null;
  pending: PendingPlacement | null;
  /** docs/PROTOCOL.md §4: the submitted flag set at confirm time, before the server agrees; rolled back on failure. */
  isPlacementOptimistic: boolean;
  /** The latest sentence for the polite live region. */
  announcement: string;
  /** The player's own last move, confirmed: the status line says it until the round moves on. */
  confirmation: string | null;
  /** The opponent's latest nudge or reaction, shown beside the board; its event id tells a repeat apart. */
  signal: { text: string; eventId: number } | null;
  /** Strangers watching this game, as the server last counted them. */
  watchers: number;
  /**
   * The rematch state the player's own offer (or decline) was answered with, held only while it is ahead of the
   * game's: dropped once the game is seen at the reply's version or later, so a later decline is never hidden.
   */
  rematchReply: RematchState | null;
  /** The finished game's version the reply was written at. */
  rematchReplyVersion: number;
}

const initialState: FriendGameState = {
  gameId: null,
  game: null,
  playerInfo: null,
  lastEventId: 0,
  connection: 'connecting',
  isPollingFallback: false,
  fatal: null,
  opponentPresence: null,
  pending: null,
  isPlacementOptimistic: false,
  announcement: '',
  confirmation: null,
  signal: null,
  watchers: 0,
  rematchReply: null,
  rematchReplyVersion: 0,
};

/**
 * Whether `next` may replace `current`: views carry the game's state id (`version`), which every write raises,
 * so a late ack or poll never rolls the board back past a newer event. Another game's view always may.
 */
export function isSameOrNewer(current: GameView | null, next: GameView): boolean {
  return current === null || current.gameId !== next.gameId || next.version >= current.version;
}

/** Takes `next` if it is not behind the current game, and keeps what depends on the game consistent with it. */
function mergeGame(state: FriendGameState, next: GameView) {
  if (!isSameOrNewer(state.game, next)) return;
  const previous = state.game;
  state.game = next;
  if (state.rematchReply && next.version >= state.rematchReplyVersion) state.rematchReply = null;
  const seat = state.playerInfo?.playerId;
  if (!seat) return;
  state.opponentPresence = seatPresence(next, otherSeat(seat));
  const roundMoved = previous !== null && previous.currentRound !== next.currentRound;
  if (roundMoved) state.confirmation = null;
  // The round is said however the news came: a resync or a read after the tab slept through rounds would
  // otherwise leave an old round's sentence in the live region and say nothing.
  if (roundMoved && next.status === 'active') state.announcement = roundMessage(next.currentRound);
  if (roundMoved || hasSubmitted(next, seat) || next.status === 'completed' || !next.currentLetter) {
    state.pending = null;
    state.isPlacementOptimistic = false;
  }
  // Your own turn flag follows the game; events carry no playerInfo of their own.
  state.playerInfo = { playerId: seat, isYourTurn: isSeatsTurn(next, seat) };
}

function announce(state: FriendGameState, event: ServerEvent): string | null {
  const seat = state.playerInfo?.playerId;
  const isOpponent = (playerId: Seat) => seat !== undefined && playerId === otherSeat(seat);
  // The event's own view is the newest word on the names (a rename arrives with the join that made it).
  const view = 'game' in event && event.game ? event.game : state.game;
  const they = seat === undefined ? 'Your opponent' : opponentSubject(view, seat);
  switch (event.type) {
    case 'GAME_STARTED':
      return `Both players are here. ${roundMessage(event.game.currentRound)}`;
    case 'LETTER_SELECTED':
      return isOpponent(event.playerId) ? `${they} chose the letter ${event.letter}.` : null;
    case 'PLAYER_PLACED_LETTER':
      return isOpponent(event.playerId) ? `${they} placed the letter.` : null;
    case 'ROUND_COMPLETE':
      return event.nextRound === null ? null : roundMessage(event.nextRound);
    case 'GAME_COMPLETE': {
      if (!seat) return 'The game is over.';
      const { own, opponent } = scoresFor(event, seat);
      return `The game is over: ${own} to ${opponent}.`;
    }
    case 'PRESENCE_UPDATE':
      return isOpponent(event.playerId)
        ? `${they} is ${event.status === 'active' ? 'active' : 'away'}.`
        : null;
    case 'NUDGED':
      return isOpponent(event.playerId) ? SIGNAL_MESSAGES.nudged : null;
    case 'REACTION': {
      if (!isOpponent(event.playerId)) return null;
      const face = REACTION_FACES[event.reaction];
      return `${they} reacted: ${face.emoji} ${face.label}`;
    }
    default:
      return null;
  }
}

function applyEvent(state: FriendGameState, event: ServerEvent) {
  const sentence = announce(state, event);
  if (sentence) state.announcement = sentence;
  if (sentence && (event.type === 'NUDGED' || event.type === 'REACTION'))
    state.signal = { text: sentence, eventId: event.eventId };
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
      // The server's code says which. A withdrawal is final even for a game on screen (the creator's other
      // tab, told live); a plain miss only stops a page that has no game yet.
      if (event.code === 'GAME_WITHDRAWN') state.fatal = 'withdrawn';
      else if (!state.game) state.fatal = 'not-found';
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
    /** A socket event: applied at once when it is newer than the view held, else dropped (newestVersion.ts). */
    serverEventReceived(state, action: PayloadAction<ServerEvent>) {
      const event = action.payload;
      if (state.gameId !== null && event.gameId !== '' && event.gameId !== state.gameId) return;
      if (!isNews({ version: state.game?.version, lastEventId: state.lastEventId }, event)) return;
      if (isSequenced(event)) state.lastEventId = Math.max(state.lastEventId, event.eventId);
      applyEvent(state, event);
    },
    /** The reply to this player's rematch offer or decline; one for another game, or behind the game held, is dropped. */
    rematchReplied(state, action: PayloadAction<{ gameId: string; rematch: RematchState; version: number }>) {
      const { gameId, rematch, version } = action.payload;
      if (gameId !== state.gameId) return;
      if (state.game?.gameId === gameId && state.game.version >= version) return;
      state.rematchReply = rematch;
      state.rematchReplyVersion = version;
    },
    watchersCounted(state, action: PayloadAction<number>) {
      state.watchers = action.payload;
    },
    connectionChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.connection = action.payload;
    },
    pollingFallbackChanged(state, action: PayloadAction<boolean>) {
      state.isPollingFallback = action.payload;
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
    /**
     * A move the game accepted: a quiet word on the status line, where a toast would cover the round. The room's
     * event often beats the move's own reply; once the round has moved on, a late word would read as this
     * round's move ("Letter Placed. Place the letter A") and make a screen reader say the new prompt twice.
     */
    moveConfirmed(state, action: PayloadAction<{ message: string; round: number | undefined }>) {
      if (action.payload.round !== state.game?.currentRound) return;
      state.confirmation = action.payload.message;
    },
  },
  selectors: {
    selectFriendGame: (state) => state,
    selectGame: (state) => state.game,
    selectSeat: (state) => state.playerInfo?.playerId ?? null,
    selectSignal: (state) => state.signal,
    /**
     * The opponent has the game open and in front of them, as a connected socket last heard: a nudge would only
     * spend the 12-hour allowance on someone already looking. Unknown (our socket down) counts as not looking.
     */
    selectOpponentLooking: (state) => state.connection === 'connected' && state.opponentPresence === 'active',
    /** The server's submitted flag, or the optimistic one while a confirm is in flight. */
    selectHasSubmitted: (state) => {
      const seat = state.playerInfo?.playerId;
      if (!state.game || !seat) return false;
      return state.isPlacementOptimistic || hasSubmitted(state.game, seat);
    },
  },
});

export const {
  gameOpened,
  stateReceived,
  serverEventReceived,
  connectionChanged,
  pollingFallbackChanged,
  watchersCounted,
  rematchReplied,
  fatalErrorOccurred,
  placementChosen,
  placementSubmitted,
  placementFailed,
  moveConfirmed,
} = friendGameSlice.actions;
// Tells the root state's type that this slice is there (RTK's injectInto; declaration merging needs the interface).
declare module '../../../lib/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof friendGameSlice> {}
}

/** In the app's store from the moment this code loads; its selectors read the initial state until then. */
const injected = friendGameSlice.injectInto(rootReducer);

export const {
  selectFriendGame,
  selectGame,
  selectSeat,
  selectHasSubmitted,
  selectSignal,
  selectOpponentLooking,
} = injected.selectors;

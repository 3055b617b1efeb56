// The daily game on the client: what the screen shows (loading, a refusal, or the game and whose it is), the move
// being sent, the cell picked but not yet sent, and the last move's word. The daily session fills it; the screen
// reads it. Every move's guard lives in a reducer here, so a transition the rules forbid leaves the state as it was.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { placementRefusal } from '@gridable/common/rules';
import { rootReducer } from '../../../lib/store/rootReducer';
import type { DailyGame } from '../dailyGame';

export type DailyScreenState =
  | { phase: 'loading' }
  | { phase: 'invalid' }
  /** `offline`: the sentence saying nothing answered; the screen starts again by itself once back online. */
  | { phase: 'error'; message: string; offline?: string }
  /** `gameId` is the finished game's, when known, so the screen can offer "See today's result". */
  | { phase: 'alreadyCompleted'; message: string; gameNumber: number | null; gameId: string | null }
  /** `isOwner`: the game is this browser's player's; anyone else sees it read-only. */
  | { phase: 'ready'; game: DailyGame; isOwner: boolean };

export type DailyBusy = 'place' | 'letter' | null;

export interface PendingPlacement {
  cellIndex: number;
  letter: string;
}

export interface DailyGameState {
  /**
   * The session filling the slice: each mount of the daily screen opens its own, and a reply that lands for
   * an earlier one (the player navigated to another game meanwhile) is dropped rather than shown.
   */
  session: number;
  screen: DailyScreenState;
  /** What is being sent; while set, no other move may start. */
  busy: DailyBusy;
  /** The placement being sent. */
  pending: PendingPlacement | null;
  /** A cell picked but not yet sent: confirmed with Submit (or a second tap), or undone. */
  tentative: PendingPlacement | null;
  actionError: string | null;
  /** The last move, confirmed: the status line says it (a toast would cover the round on a phone). */
  confirmation: string | null;
}

export const initialDailyGameState: DailyGameState = {
  session: 0,
  screen: { phase: 'loading' },
  busy: null,
  pending: null,
  tentative: null,
  actionError: null,
  confirmation: null,
};

/** Only the game's own player may move it; a visitor's screen is read-only. */
export function ownGame(state: DailyGameState): DailyGame | null {
  return state.screen.phase === 'ready' && state.screen.isOwner ? state.screen.game : null;
}

/** Whether a letter may go into `cellIndex` now: common's placement check, and nothing in flight. */
export function mayPlaceAt(state: DailyGameState, cellIndex: number): boolean {
  const game = ownGame(state);
  if (!game?.currentLetter || state.busy !== null || game.status !== 'active') return false;
  return placementRefusal(game, { submitted: false, grid: game.grid, cellIndex }) === null;
}

/** The picked cell, if it may be sent now. */
export function placementToSend(state: DailyGameState): PendingPlacement | null {
  const { tentative } = state;
  return tentative && mayPlaceAt(state, tentative.cellIndex) ? tentative : null;
}

/** Whether the player may choose this round's letter now. */
export function mayChooseLetter(state: DailyGameState): boolean {
  const game = ownGame(state);
  return (
    game !== null && state.busy === null && game.status === 'active' && game.roundState === 'AWAITING_LETTER'
  );
}

/**
 * Whether `next` may replace what the screen shows: views carry the game's state id (`version`), which every
 * write raises, so a slow reply never rolls the board back past a newer one. Another game always may.
 */
function isSameOrNewer(screen: DailyScreenState, next: DailyGame): boolean {
  return (
    screen.phase !== 'ready' || screen.game.gameId !== next.gameId || next.version >= screen.game.version
  );
}

export const dailyGameSlice = createSlice({
  name: 'dailyGame',
  initialState: initialDailyGameState,
  reducers: {
    /** A new session starts from nothing: the screen loads rather than show another game's last state. */
    dailyGameOpened(_state, action: PayloadAction<number>) {
      return { ...initialDailyGameState, session: action.payload };
    },
    /** Why there is no game to play: the link is not a daily game's, loading failed, or the day is done. */
    dailyScreenShown(state, action: PayloadAction<Exclude<DailyScreenState, { phase: 'ready' }>>) {
      state.screen = action.payload;
    },
    /** A view of the game from a load, a move's reply or a re-read; an older version than shown is ignored. */
    dailyGameReceived(state, action: PayloadAction<{ game: DailyGame; isOwner: boolean }>) {
      const { game, isOwner } = action.payload;
      if (isSameOrNewer(state.screen, game)) state.screen = { phase: 'ready', game, isOwner };
    },
    /** A tap picks the cell (or moves the pick) where the rules allow it. */
    cellPicked(state, action: PayloadAction<number>) {
      const letter = ownGame(state)?.currentLetter;
      if (letter && mayPlaceAt(state, action.payload))
        state.tentative = { cellIndex: action.payload, letter };
    },
    pickUndone(state) {
      state.tentative = null;
    },
    placementSent(state) {
      const placement = placementToSend(state);
      if (!placement) return;
      state.busy = 'place';
      state.pending = placement;
      state.actionError = null;
      state.confirmation = null;
    },
    letterSent(state) {
      if (!mayChooseLetter(state)) return;
      state.busy = 'letter';
      state.actionError = null;
      state.confirmation = null;
    },
    /** The move worked: the status line says so. */
    moveConfirmed(state, action: PayloadAction<string>) {
      if (state.busy !== null) state.confirmation = action.payload;
    },
    moveFailed(state, action: PayloadAction<string>) {
      if (state.busy !== null) state.actionError = action.payload;
    },
    /** The send is over, whatever came of it: the next move may start. */
    moveSettled(state) {
      state.busy = null;
      state.pending = null;
      state.tentative = null;
    },
  },
  selectors: {
    selectDailyGame: (state) => state,
  },
});

export const {
  dailyGameOpened,
  dailyScreenShown,
  dailyGameReceived,
  cellPicked,
  pickUndone,
  placementSent,
  letterSent,
  moveConfirmed,
  moveFailed,
  moveSettled,
} = dailyGameSlice.actions;

// Tells the root state's type that this slice is there (RTK's injectInto; declaration merging needs the interface).
declare module '../../../lib/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof dailyGameSlice> {}
}

/** In the app's store from the moment this code loads; its selectors read the initial state until then. */
const injected = dailyGameSlice.injectInto(rootReducer);

export const { selectDailyGame } = injected.selectors;

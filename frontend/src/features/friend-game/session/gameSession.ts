// The seam between the friend-game screen and whatever runs the game. The screen reads the friendGame slice
// and calls these two moves; a session fills the slice through `SessionOutput` and is free of React.
//
// The live friend game is `createSocketGameSession` (Socket.IO, REST fallback, polling, presence, seat
// reclaim). A local game (vs the computer) implements the same interface: it dispatches `gameOpened`, then
// `stateReceived` with views whose `version` rises by one per move (and `serverEventReceived` for events it
// wants announced), and the same screen plays it.
import type { AppDispatch, RootState } from '../../../lib/store/store';
import type { ToastInput } from '../../../components/toast/toastsSlice';

export interface GameSession {
  /** Starts connecting, loading and tracking presence; returns the stop. Safe to start again after a stop. */
  start: () => () => void;
  /** Chooses this round's letter; true when the game accepted it. */
  submitLetter: (letter: string) => Promise<boolean>;
  /** Places the current letter at `cellIndex`; true when the game accepted it. */
  submitPlacement: (cellIndex: number) => Promise<boolean>;
}

/** Where a session reports: the store holding the friendGame slice, and the page's toasts. */
export interface SessionOutput {
  dispatch: AppDispatch;
  getState: () => RootState;
  notify: (toast: ToastInput) => void;
}

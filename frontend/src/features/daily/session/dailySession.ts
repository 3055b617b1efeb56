// The daily game as a framework-free controller, like the friend game's session: it loads, starts or resumes a
// game, keeps the screen state, and sends the player's moves one at a time (docs/PROTOCOL.md §4, §5). React only subscribes.
import { dayKeyInZone, isDailyGameId, isLegacyDailyGameId, placementRefusal } from '@gridable/common/rules';
import type {
  Completion,
  DailyAction,
  DailyCreateRequest,
  DailyGameResponse,
  GameStateResponse,
} from '@gridable/common';
import type { ToastInput } from '../../../components/toast/toastsSlice';
import { isApiError, type ApiError } from '../../../lib/apiError';
import {
  clearSession,
  getDailyCompletion,
  getOrCreatePlayerIdentity,
  readSessionSeat,
} from '../../../lib/storage';
import { playerTimeZone } from '../../../lib/timeZone';
import { saveCompletion } from '../completionRecord';
import { toDailyGame, type DailyGame } from '../dailyGame';
import { DAILY_MESSAGES, alreadyCompletedMessage, loadErrorMessage } from '@gridable/common/messages';

export type DailyScreenState =
  | { phase: 'loading' }
  | { phase: 'invalid' }
  | { phase: 'error'; message: string }
  /** `gameId` is the finished game's, when known, so the screen can offer "See today's result". */
  | { phase: 'alreadyCompleted'; message: string; gameNumber: number | null; gameId: string | null }
  /** `isOwner`: the game is this browser's player's; anyone else sees it read-only. */
  | { phase: 'ready'; game: DailyGame; isOwner: boolean };

export type DailyBusy = 'place' | 'letter' | null;

export interface PendingPlacement {
  cellIndex: number;
  letter: string;
}

export interface DailySessionState {
  screen: DailyScreenState;
  busy: DailyBusy;
  /** The placement being sent. */
  pending: PendingPlacement | null;
  /** A cell picked but not yet sent: confirmed with Submit (or a second tap), or undone. */
  tentative: PendingPlacement | null;
  actionError: string | null;
}

/** The daily endpoints as the session needs them; each rejects with an ApiError. */
export interface DailyCalls {
  startGame(request: DailyCreateRequest): Promise<DailyGameResponse>;
  getGame(gameId: string, playerUUID: string): Promise<DailyGameResponse>;
  getLegacyGame(gameId: string): Promise<GameStateResponse>;
  act(gameId: string, action: DailyAction): Promise<DailyGameResponse>;
  checkCompletion(date: string, playerUUID: string): Promise<Completion | null>;
}

export interface DailySessionOutput {
  notify: (toast: ToastInput) => void;
  /** docs/PROTOCOL.md §4: a legacy DC- game opened over another stored game clears storage and reloads the page. */
  reloadPage: () => void;
}

export interface DailySession {
  /** Loads (once) and returns the stop; safe to start again after a stop, as StrictMode does. */
  start: () => () => void;
  getState: () => DailySessionState;
  subscribe: (listener: () => void) => () => void;
  chooseCell: (cellIndex: number) => void;
  confirmPlacement: () => void;
  undoPlacement: () => void;
  selectLetter: (letter: string) => void;
}

/** Today in the player's own time zone, YYYY-MM-DD. */
function todayKey(): string {
  const now = new Date();
  return dayKeyInZone(now, playerTimeZone()) ?? dayKeyInZone(now, 'UTC') ?? now.toISOString().slice(0, 10);
}

/** A message the server wrote, as opposed to the generic 'API error: …' made up when it wrote none. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || typeof error.status !== 'number') return null;
  return error.message.startsWith('API error:') ? null : error.message;
}

/** `gameId` opens that game; without one, today's game is started or resumed. */
export function createDailySession(
  gameId: string | undefined,
  calls: DailyCalls,
  output: DailySessionOutput,
): DailySession {
  let state: DailySessionState = {
    screen: { phase: 'loading' },
    busy: null,
    pending: null,
    tentative: null,
    actionError: null,
  };
  const listeners = new Set<() => void>();
  let loading: Promise<void> | null = null;
  // The truth for "a request is in flight", set before any state a screen could read a step late.
  let inFlight = false;

  function update(changes: Partial<DailySessionState>) {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  }

  async function fetchGame(id: string): Promise<{ game: DailyGame; isOwner: boolean } | null> {
    const { playerUUID } = getOrCreatePlayerIdentity();
    if (isLegacyDailyGameId(id)) {
      // Legacy games load through the friend-game call (docs/PROTOCOL.md §7); whose they are only the daily call says.
      const [reply, isOwner] = await Promise.all([
        calls.getLegacyGame(id),
        calls
          .getGame(id, playerUUID)
          .then((r) => r.isOwner)
          .catch(() => false),
      ]);
      const game = reply?.game ? toDailyGame(reply.game) : null;
      return game ? { game, isOwner } : null;
    }
    const reply = await calls.getGame(id, playerUUID);
    const game = reply?.game ? toDailyGame(reply.game) : null;
    return game ? { game, isOwner: reply.isOwner } : null;
  }

  async function showAlreadyCompleted(conflict: ApiError, playerUUID: string) {
    try {
      const completion = await calls.checkCompletion(todayKey(), playerUUID);
      if (completion) {
        saveCompletion({ ...completion, playerUUID });
        update({
          screen: {
            phase: 'alreadyCompleted',
            message: alreadyCompletedMessage(completion.finalScore),
            gameNumber: completion.gameNumber,
            gameId: completion.gameId,
          },
        });
        return;
      }
    } catch {
      // docs/PROTOCOL.md §7: the completion check falls back to "not completed"; the server's own sentence still stands.
    }
    update({
      screen: { phase: 'alreadyCompleted', message: conflict.message, gameNumber: null, gameId: null },
    });
  }

  async function startToday() {
    const { playerUUID } = getOrCreatePlayerIdentity();
    // Finished on this device already: say so without asking the server to refuse a new game.
    const stored = getDailyCompletion(todayKey());
    if (stored) {
      update({
        screen: {
          phase: 'alreadyCompleted',
          message: alreadyCompletedMessage(stored.finalScore),
          gameNumber: stored.gameNumber,
          gameId: stored.gameId,
        },
      });
      return;
    }
    try {
      const reply = await calls.startGame({ playerUUID, userTimezone: playerTimeZone() });
      const game = toDailyGame(reply.game);
      update({
        screen: game
          ? { phase: 'ready', game, isOwner: true }
          : { phase: 'error', message: DAILY_MESSAGES.noGameData },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await showAlreadyCompleted(error, playerUUID);
        return;
      }
      update({ screen: { phase: 'error', message: serverMessage(error) ?? DAILY_MESSAGES.initFailed } });
    }
  }

  async function open(id: string) {
    if (!isDailyGameId(id) && !isLegacyDailyGameId(id)) {
      update({ screen: { phase: 'invalid' } });
      return;
    }
    // docs/PROTOCOL.md §4: opening a legacy DC- game while a different game is stored clears it and starts afresh.
    const stored = readSessionSeat()?.playerGameId;
    if (isLegacyDailyGameId(id) && stored && stored !== id) {
      clearSession();
      output.reloadPage();
      return;
    }
    try {
      const loaded = await fetchGame(id);
      update({
        screen: loaded
          ? { phase: 'ready', ...loaded }
          : { phase: 'error', message: DAILY_MESSAGES.noGameData },
      });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      update({ screen: { phase: 'error', message: loadErrorMessage(message) } });
    }
  }

  /** Only the game's own player may move it; a visitor's screen is read-only. */
  function ownGame(): DailyGame | null {
    return state.screen.phase === 'ready' && state.screen.isOwner ? state.screen.game : null;
  }

  async function send(game: DailyGame, action: DailyAction, messages: { success: string; failure: string }) {
    inFlight = true;
    update({ actionError: null });
    try {
      const reply = await calls.act(game.gameId, action);
      const next = toDailyGame(reply.game);
      if (next) update({ screen: { phase: 'ready', game: next, isOwner: true } });
      output.notify({ title: messages.success });
    } catch {
      update({ actionError: messages.failure });
      // Another tab may have moved the game on; show the server's truth rather than a stale board.
      try {
        const fresh = await fetchGame(game.gameId);
        if (fresh) update({ screen: { phase: 'ready', ...fresh } });
      } catch {
        // Keep the board as it was; the alert already asks the player to try again.
      }
    } finally {
      inFlight = false;
      update({ busy: null, pending: null, tentative: null });
    }
  }

  /** Whether a letter may go into `cellIndex` now: common's docs/PROTOCOL.md §5 placement check, and nothing in flight. */
  function canPlaceAt(game: DailyGame, cellIndex: number): boolean {
    if (inFlight || game.status !== 'active') return false;
    return placementRefusal(game, { submitted: false, grid: game.grid, cellIndex }) === null;
  }

  function confirmPlacement() {
    const game = ownGame();
    const { tentative } = state;
    if (!game || !tentative || !canPlaceAt(game, tentative.cellIndex)) return;
    const { playerUUID } = getOrCreatePlayerIdentity();
    update({ busy: 'place', pending: tentative });
    void send(
      game,
      { action: 'PLACE_LETTER', cellIndex: tentative.cellIndex, playerUUID },
      { success: DAILY_MESSAGES.placed, failure: DAILY_MESSAGES.placeFailed },
    );
  }

  return {
    start() {
      loading ??= gameId === undefined ? startToday() : open(gameId);
      return () => undefined;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A tap picks the cell (or moves the pick); a second tap on the picked cell confirms it, as in friend games. */
    chooseCell(cellIndex) {
      const game = ownGame();
      if (!game?.currentLetter || !canPlaceAt(game, cellIndex)) return;
      if (state.tentative?.cellIndex === cellIndex) confirmPlacement();
      else update({ tentative: { cellIndex, letter: game.currentLetter } });
    },
    confirmPlacement,
    undoPlacement() {
      if (state.tentative !== null) update({ tentative: null });
    },
    selectLetter(letter) {
      const game = ownGame();
      if (!game || inFlight || game.status !== 'active' || game.roundState !== 'AWAITING_LETTER') return;
      const { playerUUID } = getOrCreatePlayerIdentity();
      update({ busy: 'letter' });
      void send(
        game,
        { action: 'SELECT_LETTER', letter, playerUUID },
        { success: DAILY_MESSAGES.letterSubmitted, failure: DAILY_MESSAGES.letterFailed },
      );
    },
  };
}

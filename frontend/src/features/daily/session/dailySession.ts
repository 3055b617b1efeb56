// The daily game's session, free of React like the friend game's: it loads, starts or resumes a game and sends the
// player's moves one at a time (docs/PROTOCOL.md §4, §5), reporting every step to the dailyGame slice. It holds no
// screen state of its own; the slice's reducers decide which moves are allowed, and the screen reads the slice.
import { isDailyGameId, isLegacyDailyGameId } from '@gridable/common/rules';
import type {
  Completion,
  DailyAction,
  DailyCreateRequest,
  DailyGameResponse,
  GameStateResponse,
} from '@gridable/common';
import type { ToastInput } from '../../../components/toast/toastsSlice';
import type { AppDispatch, RootState } from '../../../lib/store/store';
import { isApiError, isOfflineFailure, refusedWith, replyError, type ApiError } from '../../../lib/apiError';
import {
  clearSession,
  getDailyCompletion,
  getOrCreatePlayerIdentity,
  readSessionSeat,
} from '../../../lib/storage';
import { playerTimeZone, playerToday } from '../../../lib/timeZone';
import { saveCompletion } from '../completionRecord';
import { toDailyGame, type DailyGame } from '../dailyGame';
import { takeEarlyStart } from './earlyStart';
import {
  cellPicked,
  dailyGameOpened,
  dailyGameReceived,
  dailyScreenShown,
  letterSent,
  mayChooseLetter,
  moveConfirmed,
  moveFailed,
  moveSettled,
  ownGame,
  pickUndone,
  placementSent,
  placementToSend,
  selectDailyGame,
  type DailyGameState,
} from '../model/dailyGameSlice';
import { DAILY_MESSAGES, alreadyCompletedMessage, loadErrorMessage } from '@gridable/common/messages';

/** The daily endpoints as the session needs them; each rejects with an ApiError. */
export interface DailyCalls {
  startGame(request: DailyCreateRequest): Promise<DailyGameResponse>;
  getGame(gameId: string, playerUUID: string): Promise<DailyGameResponse>;
  getLegacyGame(gameId: string, playerUUID: string): Promise<GameStateResponse>;
  act(gameId: string, action: DailyAction): Promise<DailyGameResponse>;
  checkCompletion(date: string, playerUUID: string): Promise<Completion | null>;
}

/** Where a session reports: the store holding the dailyGame slice, the page's toasts, and the page itself. */
export interface DailySessionOutput {
  dispatch: AppDispatch;
  getState: () => RootState;
  notify: (toast: ToastInput) => void;
  /** docs/PROTOCOL.md §4: a legacy DC- game opened over another stored game clears storage and reloads the page. */
  reloadPage: () => void;
}

export interface DailySession {
  /** The slice is this session's while `selectDailyGame(state).session` equals it. */
  id: number;
  /** Loads (once) and returns the stop; safe to start again after a stop, as StrictMode does. */
  start: () => () => void;
  chooseCell: (cellIndex: number) => void;
  confirmPlacement: () => void;
  undoPlacement: () => void;
  selectLetter: (letter: string) => void;
  /** Starts or opens the game again after it failed for want of a network. */
  retry: () => void;
}

/** A message the server wrote, as opposed to the generic 'API error: …' made up when it wrote none. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || typeof error.status !== 'number') return null;
  return error.message.startsWith('API error:') ? null : error.message;
}

/** The server's sentence for a move it refused (4xx); a failure of the server or the network has none. */
function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || typeof error.status !== 'number') return null;
  return error.status >= 400 && error.status < 500 ? serverMessage(error) : null;
}

let lastSessionId = 0;

/** `gameId` opens that game; without one, today's game is started or resumed. */
export function createDailySession(
  gameId: string | undefined,
  calls: DailyCalls,
  output: DailySessionOutput,
): DailySession {
  lastSessionId += 1;
  const id = lastSessionId;
  let loading: Promise<void> | null = null;

  const read = (): DailyGameState => selectDailyGame(output.getState());
  /** Reports to the slice while it is still this session's; a later session's screen is not ours to change. */
  function report(action: Parameters<AppDispatch>[0]) {
    if (read().session === id) output.dispatch(action);
  }

  async function fetchGame(gameIdToRead: string): Promise<{ game: DailyGame; isOwner: boolean } | null> {
    const { playerUUID } = getOrCreatePlayerIdentity();
    if (isLegacyDailyGameId(gameIdToRead)) {
      // Legacy games load through the friend-game call (docs/PROTOCOL.md §7); whose they are only the daily call says.
      const [reply, isOwner] = await Promise.all([
        calls.getLegacyGame(gameIdToRead, playerUUID),
        calls
          .getGame(gameIdToRead, playerUUID)
          .then((r) => r.isOwner)
          .catch(() => false),
      ]);
      const game = reply?.game ? toDailyGame(reply.game) : null;
      return game ? { game, isOwner } : null;
    }
    const reply = await calls.getGame(gameIdToRead, playerUUID);
    const game = reply?.game ? toDailyGame(reply.game) : null;
    return game ? { game, isOwner: reply.isOwner } : null;
  }

  async function showAlreadyCompleted(conflict: ApiError, playerUUID: string) {
    try {
      const completion = await calls.checkCompletion(playerToday(), playerUUID);
      if (completion) {
        saveCompletion({ ...completion, playerUUID });
        report(
          dailyScreenShown({
            phase: 'alreadyCompleted',
            message: alreadyCompletedMessage(completion.finalScore),
            gameNumber: completion.gameNumber,
            gameId: completion.gameId,
          }),
        );
        return;
      }
    } catch {
      // docs/PROTOCOL.md §7: the completion check falls back to "not completed"; the server's own sentence still stands.
    }
    report(
      dailyScreenShown({
        phase: 'alreadyCompleted',
        message: conflict.message,
        gameNumber: null,
        gameId: null,
      }),
    );
  }

  async function startToday() {
    const { playerUUID } = getOrCreatePlayerIdentity();
    // Finished on this device already: say so without asking the server to refuse a new game.
    const stored = getDailyCompletion(playerToday());
    if (stored) {
      report(
        dailyScreenShown({
          phase: 'alreadyCompleted',
          message: alreadyCompletedMessage(stored.finalScore),
          gameNumber: stored.gameNumber,
          gameId: stored.gameId,
        }),
      );
      return;
    }
    try {
      const request = { playerUUID, userTimezone: playerTimeZone() };
      // The page's HTML may have sent this very request already; a failed early one is simply sent again,
      // and one the server refused because the day is done is that answer (asked again, it refuses again).
      const early = await takeEarlyStart(request);
      const refusal = early && 'refusedStatus' in early ? replyError(early.refusedStatus, early.body) : null;
      if (refusal && refusedWith(refusal, 'ALREADY_COMPLETED')) {
        await showAlreadyCompleted(refusal, playerUUID);
        return;
      }
      const adopted = early && !('refusedStatus' in early) ? early : null;
      const reply = adopted ?? (await calls.startGame(request));
      const game = toDailyGame(reply.game);
      report(
        game
          ? dailyGameReceived({ game, isOwner: true })
          : dailyScreenShown({ phase: 'error', message: DAILY_MESSAGES.noGameData }),
      );
    } catch (error) {
      if (refusedWith(error, 'ALREADY_COMPLETED')) {
        await showAlreadyCompleted(error, playerUUID);
        return;
      }
      report(
        dailyScreenShown({
          phase: 'error',
          message: serverMessage(error) ?? DAILY_MESSAGES.initFailed,
          ...(isOfflineFailure(error) ? { offline: DAILY_MESSAGES.offline } : {}),
        }),
      );
    }
  }

  async function open(gameIdToOpen: string) {
    if (!isDailyGameId(gameIdToOpen) && !isLegacyDailyGameId(gameIdToOpen)) {
      report(dailyScreenShown({ phase: 'invalid' }));
      return;
    }
    // docs/PROTOCOL.md §4: opening a legacy DC- game while a different game is stored clears it and starts afresh.
    const stored = readSessionSeat()?.playerGameId;
    if (isLegacyDailyGameId(gameIdToOpen) && stored && stored !== gameIdToOpen) {
      clearSession();
      output.reloadPage();
      return;
    }
    try {
      const loaded = await fetchGame(gameIdToOpen);
      report(
        loaded
          ? dailyGameReceived(loaded)
          : dailyScreenShown({ phase: 'error', message: DAILY_MESSAGES.noGameData }),
      );
    } catch (error) {
      if (isOfflineFailure(error)) {
        // "Error loading game: API error: FETCH_ERROR" said nothing a player could act on.
        report(
          dailyScreenShown({
            phase: 'error',
            message: loadErrorMessage(DAILY_MESSAGES.offlineReason),
            offline: DAILY_MESSAGES.offlineGame,
          }),
        );
        return;
      }
      const message = isApiError(error) ? error.message : String(error);
      report(dailyScreenShown({ phase: 'error', message: loadErrorMessage(message) }));
    }
  }

  async function send(
    game: DailyGame,
    action: DailyAction,
    messages: { success: string; failure: string; offline: string },
  ) {
    let unanswered = false;
    try {
      const reply = await calls.act(game.gameId, action);
      const next = toDailyGame(reply.game);
      if (next) report(dailyGameReceived({ game: next, isOwner: true }));
      report(moveConfirmed(messages.success));
    } catch (error) {
      unanswered = isOfflineFailure(error);
      if (unanswered) {
        // Nothing answered: say so, as the friend game does; the board is as the server last said.
        report(moveFailed(`${messages.failure} ${messages.offline}`));
        return;
      }
      // A refusal carries the server's reason: after another tab moved the game on it says so, where "try again"
      // would invite the player to repeat a move that no longer fits the game.
      report(moveFailed(refusalReason(error) ?? messages.failure));
      // Another tab may have moved the game on; show the server's truth rather than a stale board.
      try {
        const fresh = await fetchGame(game.gameId);
        if (fresh) report(dailyGameReceived(fresh));
      } catch {
        // Keep the board as it was; the alert already asks the player to try again.
      }
    } finally {
      report(moveSettled());
      // The picked cell stays picked, so Submit is the retry.
      if (unanswered && action.action === 'PLACE_LETTER') report(cellPicked(action.cellIndex));
    }
  }

  function confirmPlacement() {
    const state = read();
    const game = ownGame(state);
    const placement = placementToSend(state);
    if (state.session !== id || !game || !placement) return;
    output.dispatch(placementSent());
    const { playerUUID } = getOrCreatePlayerIdentity();
    void send(
      game,
      { action: 'PLACE_LETTER', cellIndex: placement.cellIndex, playerUUID, round: game.currentRound },
      {
        success: DAILY_MESSAGES.placed,
        failure: DAILY_MESSAGES.placeFailed,
        offline: DAILY_MESSAGES.placeOffline,
      },
    );
  }

  function load(): Promise<void> {
    output.dispatch(dailyGameOpened(id));
    return gameId === undefined ? startToday() : open(gameId);
  }

  /** Loads again after a failure that got no answer, once nothing else is loading. */
  function retry() {
    const { session, screen } = read();
    if (session !== id || screen.phase !== 'error' || !screen.offline) return;
    loading = load();
  }

  return {
    id,
    start() {
      loading ??= load();
      // The offline sentence promises the game once back online; the browser says when that is.
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    },
    retry,
    /** A tap picks the cell (or moves the pick); a second tap on the picked cell confirms it, as in friend games. */
    chooseCell(cellIndex) {
      if (read().tentative?.cellIndex === cellIndex) confirmPlacement();
      else report(cellPicked(cellIndex));
    },
    confirmPlacement,
    undoPlacement() {
      report(pickUndone());
    },
    selectLetter(letter) {
      const state = read();
      const game = ownGame(state);
      if (state.session !== id || !game || !mayChooseLetter(state)) return;
      output.dispatch(letterSent());
      const { playerUUID } = getOrCreatePlayerIdentity();
      void send(
        game,
        { action: 'SELECT_LETTER', letter, playerUUID, round: game.currentRound },
        {
          success: DAILY_MESSAGES.letterSubmitted,
          failure: DAILY_MESSAGES.letterFailed,
          offline: DAILY_MESSAGES.letterOffline,
        },
      );
    },
  };
}

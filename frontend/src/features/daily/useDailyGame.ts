// Loads, starts or resumes a daily game and sends the player's moves (toasting each success); one at a time (SPEC §4, §5).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cellAt,
  dayKeyInZone,
  isDailyGameId,
  isFinalRound,
  isLegacyDailyGameId,
} from '@gridable/common';
import type { DailyAction } from '@gridable/common';
import { useToast } from '../../components/toast/useToast';
import { isApiError } from '../../lib/apiError';
import type { ApiError } from '../../lib/apiError';
import { clearSession, getDailyCompletion, getOrCreatePlayerIdentity, readSessionSeat } from '../../lib/storage';
import { playerTimeZone } from '../../lib/timeZone';
import {
  useLazyCheckCompletionQuery,
  useLazyGetDailyGameQuery,
  useLazyGetLegacyDailyGameQuery,
  useSendDailyActionMutation,
  useStartDailyGameMutation,
} from './dailyApi';
import { toDailyGame } from './dailyGame';
import type { DailyGame } from './dailyGame';
import { DAILY_MESSAGES, alreadyCompletedMessage, loadErrorMessage } from './dailyMessages';
import { saveCompletion } from './completionRecord';

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

export function useDailyGame(gameId: string | undefined) {
  const [state, setState] = useState<DailyScreenState>({ phase: 'loading' });
  const [busy, setBusy] = useState<DailyBusy>(null);
  const [pending, setPending] = useState<PendingPlacement | null>(null);
  // A cell picked but not yet sent: confirmed with Submit (or a second tap), or undone.
  const [tentative, setTentative] = useState<PendingPlacement | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // The state is a step behind inside async handlers; the ref is the truth for "a request is in flight".
  const inFlight = useRef(false);
  const startedFor = useRef<string | null>(null);
  const toast = useToast();

  const [startDailyGame] = useStartDailyGameMutation();
  const [fetchDailyGame] = useLazyGetDailyGameQuery();
  const [fetchLegacyGame] = useLazyGetLegacyDailyGameQuery();
  const [fetchCompletion] = useLazyCheckCompletionQuery();
  const [sendDailyAction] = useSendDailyActionMutation();

  const fetchGame = useCallback(
    async (id: string): Promise<{ game: DailyGame; isOwner: boolean } | null> => {
      const { playerUUID } = getOrCreatePlayerIdentity();
      if (isLegacyDailyGameId(id)) {
        // Legacy games load through the friend-game call (SPEC §7); whose they are only the daily call says.
        const [reply, owner] = await Promise.all([
          fetchLegacyGame(id).unwrap(),
          fetchDailyGame({ gameId: id, playerUUID })
            .unwrap()
            .then((r) => r.isOwner)
            .catch(() => false),
        ]);
        const game = reply?.game ? toDailyGame(reply.game) : null;
        return game ? { game, isOwner: owner } : null;
      }
      const reply = await fetchDailyGame({ gameId: id, playerUUID }).unwrap();
      const game = reply?.game ? toDailyGame(reply.game) : null;
      return game ? { game, isOwner: reply.isOwner } : null;
    },
    [fetchDailyGame, fetchLegacyGame],
  );

  const showAlreadyCompleted = useCallback(
    async (conflict: ApiError, playerUUID: string) => {
      try {
        const completion = await fetchCompletion({ date: todayKey(), playerUUID }).unwrap();
        if (completion) {
          saveCompletion({ ...completion, playerUUID });
          setState({
            phase: 'alreadyCompleted',
            message: alreadyCompletedMessage(completion.finalScore),
            gameNumber: completion.gameNumber,
            gameId: completion.gameId,
          });
          return;
        }
      } catch {
        // SPEC §7: the completion check falls back to "not completed"; the server's own sentence still stands.
      }
      setState({ phase: 'alreadyCompleted', message: conflict.message, gameNumber: null, gameId: null });
    },
    [fetchCompletion],
  );

  useEffect(() => {
    const key = gameId ?? '(today)';
    if (startedFor.current === key) return;
    startedFor.current = key;

    async function startToday() {
      const { playerUUID } = getOrCreatePlayerIdentity();
      // Finished on this device already: say so without asking the server to refuse a new game.
      const stored = getDailyCompletion(todayKey());
      if (stored) {
        setState({
          phase: 'alreadyCompleted',
          message: alreadyCompletedMessage(stored.finalScore),
          gameNumber: stored.gameNumber,
          gameId: stored.gameId,
        });
        return;
      }
      try {
        const reply = await startDailyGame({ playerUUID, userTimezone: playerTimeZone() }).unwrap();
        const game = toDailyGame(reply.game);
        setState(game ? { phase: 'ready', game, isOwner: true } : { phase: 'error', message: DAILY_MESSAGES.noGameData });
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          await showAlreadyCompleted(error, playerUUID);
          return;
        }
        setState({ phase: 'error', message: serverMessage(error) ?? DAILY_MESSAGES.initFailed });
      }
    }

    async function open(id: string) {
      if (!isDailyGameId(id) && !isLegacyDailyGameId(id)) {
        setState({ phase: 'invalid' });
        return;
      }
      // SPEC §4: opening a legacy DC- game while a different game is stored clears it and starts afresh.
      const stored = readSessionSeat()?.playerGameId;
      if (isLegacyDailyGameId(id) && stored && stored !== id) {
        clearSession();
        window.location.reload();
        return;
      }
      try {
        const loaded = await fetchGame(id);
        setState(loaded ? { phase: 'ready', ...loaded } : { phase: 'error', message: DAILY_MESSAGES.noGameData });
      } catch (error) {
        const message = isApiError(error) ? error.message : String(error);
        setState({ phase: 'error', message: loadErrorMessage(message) });
      }
    }

    void (gameId === undefined ? startToday() : open(gameId));
  }, [gameId, startDailyGame, fetchGame, showAlreadyCompleted]);

  // Only the game's own player may move it; a visitor's screen is read-only.
  const game = state.phase === 'ready' && state.isOwner ? state.game : null;

  const send = useCallback(
    async (action: DailyAction, messages: { success: string; failure: string }) => {
      if (!game) return;
      inFlight.current = true;
      setActionError(null);
      try {
        const reply = await sendDailyAction({ gameId: game.gameId, action }).unwrap();
        const next = toDailyGame(reply.game);
        if (next) setState({ phase: 'ready', game: next, isOwner: true });
        toast({ title: messages.success });
      } catch {
        setActionError(messages.failure);
        // Another tab may have moved the game on; show the server's truth rather than a stale board.
        try {
          const fresh = await fetchGame(game.gameId);
          if (fresh) setState({ phase: 'ready', ...fresh });
        } catch {
          // Keep the board as it was; the alert already asks the player to try again.
        }
      } finally {
        inFlight.current = false;
        setBusy(null);
        setPending(null);
        setTentative(null);
      }
    },
    [game, sendDailyAction, fetchGame, toast],
  );

  /** Whether a letter may go into `cellIndex` now (SPEC §5): a current letter, an empty cell, nothing in flight. */
  const canPlaceAt = useCallback(
    (cellIndex: number) => {
      if (!game || inFlight.current || game.status !== 'active') return false;
      if (!game.currentLetter || game.roundState !== 'LETTER_PROVIDED' || isFinalRound(game.currentRound)) return false;
      return cellAt(game.grid, cellIndex) === null;
    },
    [game],
  );

  const confirmPlacement = useCallback(() => {
    if (!game || !tentative || !canPlaceAt(tentative.cellIndex)) return;
    const { playerUUID } = getOrCreatePlayerIdentity();
    setBusy('place');
    setPending(tentative);
    void send(
      { action: 'PLACE_LETTER', cellIndex: tentative.cellIndex, playerUUID },
      { success: DAILY_MESSAGES.placed, failure: DAILY_MESSAGES.placeFailed },
    );
  }, [game, tentative, canPlaceAt, send]);

  /** A tap picks the cell (or moves the pick); a second tap on the picked cell confirms it, as in friend games. */
  const chooseCell = useCallback(
    (cellIndex: number) => {
      if (!game?.currentLetter || !canPlaceAt(cellIndex)) return;
      if (tentative?.cellIndex === cellIndex) confirmPlacement();
      else setTentative({ cellIndex, letter: game.currentLetter });
    },
    [game, tentative, canPlaceAt, confirmPlacement],
  );

  const undoPlacement = useCallback(() => setTentative(null), []);

  const selectLetter = useCallback(
    (letter: string) => {
      if (!game || inFlight.current || game.status !== 'active' || game.roundState !== 'AWAITING_LETTER') return;
      setBusy('letter');
      const { playerUUID } = getOrCreatePlayerIdentity();
      void send(
        { action: 'SELECT_LETTER', letter, playerUUID },
        { success: DAILY_MESSAGES.letterSubmitted, failure: DAILY_MESSAGES.letterFailed },
      );
    },
    [game, send],
  );

  return {
    state,
    busy,
    pending,
    tentative,
    actionError,
    chooseCell,
    confirmPlacement,
    undoPlacement,
    selectLetter,
  };
}

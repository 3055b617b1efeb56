// The daily screen's hook: runs a daily session while mounted and reads the dailyGame slice it fills.
import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../lib/store/hooks';
import type { AppStore } from '../../lib/store/store';
import { useToast } from '../../components/toast/useToast';
import { initialDailyGameState, selectDailyGame } from './model/dailyGameSlice';
import { createDailySession } from './session/dailySession';
import { rtkDailyCalls } from './session/rtkDailyCalls';

export type { DailyBusy, DailyScreenState, PendingPlacement } from './model/dailyGameSlice';

export function useDailyGame(gameId: string | undefined) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const session = useMemo(
    () =>
      createDailySession(gameId, rtkDailyCalls(store), {
        dispatch: store.dispatch,
        getState: () => store.getState(),
        notify: toast,
        reloadPage: () => window.location.reload(),
      }),
    [gameId, store, toast],
  );
  useEffect(() => session.start(), [session]);
  const slice = useAppSelector(selectDailyGame);
  // Until this session has opened the slice, it still holds an earlier visit's game: show loading, not that.
  const current = slice.session === session.id ? slice : initialDailyGameState;
  return {
    state: current.screen,
    busy: current.busy,
    pending: current.pending,
    tentative: current.tentative,
    actionError: current.actionError,
    confirmation: current.confirmation,
    chooseCell: session.chooseCell,
    confirmPlacement: session.confirmPlacement,
    undoPlacement: session.undoPlacement,
    selectLetter: session.selectLetter,
    retry: session.retry,
  };
}

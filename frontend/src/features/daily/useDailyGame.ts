// The daily screen's hook: a thin React binding over the framework-free daily session (see session/).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../lib/store/store';
import { useToast } from '../../components/toast/useToast';
import { createDailySession } from './session/dailySession';
import { rtkDailyCalls } from './session/rtkDailyCalls';

export type { DailyBusy, DailyScreenState, PendingPlacement } from './session/dailySession';

export function useDailyGame(gameId: string | undefined) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const session = useMemo(
    () =>
      createDailySession(gameId, rtkDailyCalls(store), {
        notify: toast,
        reloadPage: () => window.location.reload(),
      }),
    [gameId, store, toast],
  );
  useEffect(() => session.start(), [session]);
  const current = useSyncExternalStore(session.subscribe, session.getState);
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
  };
}

// The friend game page's hooks: thin React bindings over a framework-free GameSession (see session/).
import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { TOAST_TITLES } from '@gridable/common/messages';
import { useAppSelector } from '../../../lib/store/hooks';
import type { AppStore } from '../../../lib/store/store';
import { useToast } from '../../../components/toast/useToast';
import { selectFriendGame } from '../model/friendGameSlice';
import type { GameSession } from '../session/gameSession';
import { createSocketGameSession } from '../session/socketSession';

/** Runs `session` while the component is mounted; the screen reads the friendGame slice it fills. */
export function useGameSession(session: GameSession) {
  useEffect(() => session.start(), [session]);
  const toast = useToast();
  const state = useAppSelector(selectFriendGame);
  const refusePlacement = useCallback(
    (message: string) =>
      toast({ title: TOAST_TITLES.placementError, description: message, variant: 'destructive' }),
    [toast],
  );
  return {
    state,
    submitLetter: session.submitLetter,
    submitPlacement: session.submitPlacement,
    refusePlacement,
  };
}

/** The live friend game `gameId` over Socket.IO (REST and polling as fallbacks). */
export function useFriendGame(gameId: string) {
  const store = useStore() as AppStore;
  const toast = useToast();
  const session = useMemo(
    () =>
      createSocketGameSession(gameId, {
        dispatch: store.dispatch,
        getState: () => store.getState(),
        notify: toast,
      }),
    [gameId, store, toast],
  );
  return useGameSession(session);
}

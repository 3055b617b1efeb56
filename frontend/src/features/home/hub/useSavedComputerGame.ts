// The computer game saved in this browser, for Home's list. Loading one replays it through the rules, whose word
// list is most of a first visit's spare JavaScript, so the rules are fetched only when a game is saved, after the
// first paint; a first visit (no save) never fetches them at all.
import { useEffect, useState } from 'react';
import type { ComputerGame } from '../../computer';
import { LOCAL_KEYS } from '../../../lib/storage/keys';

function hasSavedGame(): boolean {
  try {
    return localStorage.getItem(LOCAL_KEYS.computerGame) !== null;
  } catch {
    // Blocked storage (and the app shell's build-time render) has no saved game.
    return false;
  }
}

/** The saved game; `undefined` while a saved one is still being read, null when there is none. */
export function useSavedComputerGame(): ComputerGame | null | undefined {
  const [game, setGame] = useState<ComputerGame | null | undefined>(() =>
    hasSavedGame() ? undefined : null,
  );
  useEffect(() => {
    if (game !== undefined) return;
    let live = true;
    import('../../computer').then(
      ({ loadComputerGame }) => {
        if (live) setGame(loadComputerGame());
      },
      () => {
        if (live) setGame(null);
      },
    );
    return () => {
      live = false;
    };
  }, [game]);
  return game;
}

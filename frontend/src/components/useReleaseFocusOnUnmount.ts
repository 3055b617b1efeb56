// Controls that leave the page with focus still in them (Submit at the end of a move) hand it back first.
import { useLayoutEffect, type RefObject } from 'react';

/**
 * Removing the focused element makes Chromium restyle and lay out the whole page there and then, inside the tap's
 * handler; the game screen then focuses the next round's control, which lays the changed page out again. Blurring
 * first leaves one layout per move instead of two (a third of a second on a slow phone). Focus ends where it did:
 * removal drops it to the page too. React runs a deleted component's layout cleanup before it removes its nodes.
 */
export function useReleaseFocusOnUnmount(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const container = ref.current;
    return () => {
      const focused = document.activeElement;
      if (container && focused instanceof HTMLElement && container.contains(focused)) focused.blur();
    };
  }, [ref]);
}

// Keeps a just-shown line on screen while the page around it settles: Home's sections above its leagues card
// fill in as their data arrives and pushed the leave notice back below a phone's first screen. It follows the
// line until the page has settled (SETTLE_MS) or the player scrolls, whose own scrolling then wins.
import { useEffect, type RefObject } from 'react';

const SETTLE_MS = 3_000;
const PLAYER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

export function useKeptInView(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const line = ref.current;
    if (!active || !line) return;
    const keepInView = () => {
      const { top, bottom } = line.getBoundingClientRect();
      // Its middle rather than an edge: what is still to fill in above then moves it without hiding it.
      if (top < 0 || bottom > window.innerHeight) line.scrollIntoView({ block: 'center' });
    };
    keepInView();
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepInView);
    sizes?.observe(document.body);
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const event of PLAYER_SCROLLS) window.addEventListener(event, stop, { passive: true });
    function stop() {
      sizes?.disconnect();
      window.clearTimeout(timer);
      for (const event of PLAYER_SCROLLS) window.removeEventListener(event, stop);
    }
    return stop;
  }, [ref, active]);
}

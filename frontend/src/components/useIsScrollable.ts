// Whether a scroll box currently overflows. A box that scrolls must be reachable by keyboard (Tab, then arrows),
// but one that fits should not add a Tab stop; its size and its content's both decide, so both are watched.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);

  useEffect(() => {
    const box = ref.current;
    // jsdom has neither observer and lays nothing out: there nothing ever overflows.
    if (!box || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const check = () => setIsScrollable(box.scrollHeight > box.clientHeight + 1);
    const sizes = new ResizeObserver(check);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(box);
      for (const child of Array.from(box.children)) sizes.observe(child);
      check();
    };
    const content = new MutationObserver(watchChildren);
    content.observe(box, { childList: true, subtree: true, characterData: true });
    watchChildren();
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [ref]);

  return isScrollable;
}

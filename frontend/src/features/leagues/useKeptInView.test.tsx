import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeptInView } from './useKeptInView';

// jsdom lays nothing out: the line's box, the page's resizes and scrollIntoView are all stood in for.
let resized: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = () => undefined;
  }
}

function Line() {
  const ref = useRef<HTMLParagraphElement>(null);
  useKeptInView(ref, true);
  return <p ref={ref}>You left Friday Club.</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('useKeptInView', () => {
  it('brings the line back each time the page above it grows, until the player scrolls', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    let top = 100;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, top, 300, 40),
    );
    const { unmount } = render(<Line />);
    expect(scrolled).not.toHaveBeenCalled();

    top = window.innerHeight + 200; // a section above filled in
    resized();
    expect(scrolled).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('wheel'));
    resized();
    expect(scrolled).toHaveBeenCalledTimes(1);
    unmount();
  });
});

// Waiting for the browser to draw, for tests that measure layout.
import type { Page } from 'playwright-core';
import { REAL_TIMERS } from './friendPlay';

/**
 * Waits for two frames. Chromium can report a size-contained grid (the game screen's board) at its previous size
 * when a script measures right after the page changed, and lays it out right by the next frame: a test that
 * measures layout after a change waits here first. A page on Playwright's clock (installClocks) may hold time, so
 * the browser's own frames are used where they were kept.
 */
export function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const kept = (
      window as unknown as Record<string, { requestAnimationFrame?: typeof requestAnimationFrame }>
    )[key];
    const frame = kept?.requestAnimationFrame ?? window.requestAnimationFrame.bind(window);
    return new Promise((resolve) => frame(() => frame(resolve)));
  }, REAL_TIMERS);
}

// Waits until the app's first render has replaced the prerendered shell (src/shell) a page was served with.
// The shell's elements look like the app's, so a locator can resolve to one and then lose it mid-call when React
// swaps the page in place: a bounding box measured then is null. Pages served without a shell pass at once.
import type { Page } from 'playwright-core';
import { APP_SHELL_MARKERS } from '@gridable/common';

const SHELL_COMMENT = APP_SHELL_MARKERS.start.slice('<!--'.length, -'-->'.length);

export async function waitForAppTakeover(page: Page): Promise<void> {
  await page.waitForFunction(
    (marker) =>
      ![...(document.getElementById('root')?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === marker,
      ),
    SHELL_COMMENT,
  );
}

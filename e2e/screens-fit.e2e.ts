// The screens around the game fit a phone as a player sets it up: larger default text (a browser's font size of
// 20 px, which the app's rem sizes follow) must not push any page sideways. The game screen itself is
// game-screen-fit.e2e's.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { expectNoSideScroll, watchErrors } from './support/dailyPlay';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 360, height: 640 };
/** What a browser set to a 20 px default font gives a page sized in rem (Chromium's default is 16 px). */
const LARGE_TEXT_PX = 20;

async function newPhonePage({ largeText }: { largeText: boolean }) {
  const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  if (largeText)
    await context.addInitScript((px) => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = `${px}px`;
      });
    }, LARGE_TEXT_PX);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** The controls of the element named by `selector` that reach past its right edge, by their text. */
function spillingControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector);
    if (!box) throw new Error(`${selector} is not on the page`);
    const { right } = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll('button, a'))
      .filter((control) => control.getBoundingClientRect().right > right + 0.5)
      .map((control) => control.textContent ?? '');
  }, selector);
}

describe('screens fit a phone', () => {
  it('with larger text, the header and Home stay within a 360 px screen', async () => {
    const { context, page, errors } = await newPhonePage({ largeText: true });
    try {
      for (const path of ['/', '/play-friend', '/word-checker']) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSideScroll(page, PHONE.width);
        const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        expect(nav && nav.x + nav.width).toBeLessThanOrEqual(PHONE.width);
        if (path === '/') {
          await page.getByRole('button', { name: "Play Today's Gridable" }).waitFor();
          await saveScreenshot(page, 'screens-fit-home-large-text');
          // Home's card of actions: its buttons stay inside it.
          expect(await spillingControls(page, '[class*="_actions_"]')).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

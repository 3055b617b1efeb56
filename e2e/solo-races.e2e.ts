// Solo and social modes at their edges, in Chromium: what only a browser shows (layout at the smallest phone).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DAY_DONE_LABELS } from '@gridable/common/messages';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectNoSideScroll, watchErrors } from './support/dailyPlay';
import { dailyPlayerOf, playDailyOverRest } from './support/restPlay';

const suite = useServerAndBrowser();
const SMALL_PHONE = { width: 320, height: 568 } as const;

/** The texts of `cells` that the browser broke over more than one line. */
function brokenTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Each word alone: a word drawn as more than one line box was cut in the middle.
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = range.getClientRects();
          const tops = new Set(
            Array.from({ length: rects.length }, (_, i) => Math.round(rects.item(i)?.top ?? 0)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

describe('a league on a 320 px phone', () => {
  it('keeps names and headings whole in the tables', async () => {
    const context = await suite.browser.newContext({ viewport: SMALL_PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${suite.server.baseUrl}/leagues/new`);
      await page.getByLabel('League name').fill('Office');
      await page.getByLabel('Your nickname').fill('Boss');
      await page.getByRole('button', { name: 'Create league' }).click();
      await page.getByRole('heading', { name: /^Today/ }).waitFor();
      await page.getByRole('rowheader', { name: /Boss/ }).first().waitFor();
      await saveScreenshot(page, 'solo-league-320');

      expect(await brokenTexts(page, 'table th, table td')).toEqual([]);
      await expectNoSideScroll(page, SMALL_PHONE.width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the finished day's panel on phones", () => {
  it('keeps every button label whole', async () => {
    for (const viewport of [SMALL_PHONE, { width: 390, height: 844 }]) {
      const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${suite.server.baseUrl}/daily-challenge`);
        await page.getByText('Round 1 of 16').waitFor();
        await playDailyOverRest(suite.server.baseUrl, await dailyPlayerOf(page));
        await page.reload();
        const panel = page.getByRole('region', { name: DAY_DONE_LABELS.region });
        await panel.getByRole('button', { name: DAY_DONE_LABELS.statistics }).waitFor();
        await saveScreenshot(page, `solo-day-done-${viewport.width}`);

        expect(await brokenTexts(page, 'section[aria-label] button')).toEqual([]);
        await expectNoSideScroll(page, viewport.width);
        expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

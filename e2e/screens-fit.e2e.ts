// The screens around the game fit a phone as a player sets it up: larger default text (a browser's font size of
// 20 px, which the app's rem sizes follow) must not push any page sideways, and a league's table on a 360 px phone
// keeps its players' names whole. The game screen itself is game-screen-fit.e2e's.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { expectNoSideScroll, watchErrors } from './support/dailyPlay';
import { dailyPlayerOf, playDailyOverRest } from './support/restPlay';
import { waitForAppTakeover } from './support/appTakeover';
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

/** Words of the table's player names drawn over more than one line ('Bartholo / mew'). */
function brokenNameWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const name of Array.from(document.querySelectorAll('table th[scope="row"] bdi'))) {
      const text = name.firstChild;
      if (!text?.textContent) continue;
      for (const match of text.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe('screens fit a phone', () => {
  it('with larger text, the header and Home stay within a 360 px screen', async () => {
    const { context, page, errors } = await newPhonePage({ largeText: true });
    try {
      for (const path of ['/', '/play-friend', '/word-checker']) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        await waitForAppTakeover(page);
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

  it("a league's table keeps two-word names whole on a 360 px phone", async () => {
    const { context, page, errors } = await newPhonePage({ largeText: false });
    try {
      const baseUrl = suite.server.baseUrl;
      await page.goto(`${baseUrl}/`);
      const viewer = await dailyPlayerOf(page);
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${baseUrl}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.ok).toBe(true);
        return (await res.json()) as { leagueId: string };
      };
      const { leagueId } = await post('/leagues', {
        name: 'Wednesday Wordsmiths',
        nickname: 'Alexandrina Bore',
        playerUUID: viewer.playerUUID,
      });
      for (const nickname of ['Bartholomew Simpson', 'Christopher Columbus', 'Anastasia Romanovna']) {
        const playerUUID = crypto.randomUUID();
        await post(`/leagues/${leagueId}/members`, { nickname, playerUUID });
        await playDailyOverRest(baseUrl, { playerUUID });
      }

      await page.goto(`${baseUrl}/league/${leagueId}`);
      const today = page.getByRole('region', { name: /^Today/ });
      await today.getByRole('row', { name: /Bartholomew Simpson/ }).waitFor();
      await saveScreenshot(page, 'screens-fit-league-phone');
      expect(await brokenNameWords(page)).toEqual([]);
      await expectNoSideScroll(page, PHONE.width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Game Created dialog shows the whole invite link, code and all, on a phone and a laptop', async () => {
    for (const viewport of [PHONE, { width: 1366, height: 657 }]) {
      const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.server.baseUrl}/play-friend`);
        await page.getByRole('button', { name: 'Create New Game' }).click();
        const created = page.getByRole('dialog', { name: 'Game Created!' });
        const link = created.getByRole('textbox', { name: 'Game URL' });
        await link.waitFor();
        await saveScreenshot(page, `screens-fit-game-created-${viewport.width}`);
        // A cut-off link hides the code at its end: the field must hold all of its text without scrolling.
        const hidden = await link.evaluate(
          (field) => field.scrollWidth - field.clientWidth + (field.scrollHeight - field.clientHeight),
        );
        expect(hidden).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    }
  });
});

// The tab title and favicon say "your turn" on the turn-based screens that are not friend games: a game against
// the computer and the daily. Home, with no move awaited, says neither.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { YOUR_TURN_PREFIX } from '@gridable/common/rules';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };

const iconOf = (page: Page) =>
  page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null);

async function waitForTitle(page: Page, yourTurn: boolean): Promise<string> {
  await page.waitForFunction(
    ([prefix, wanted]) => document.title.startsWith(`${String(prefix)} `) === wanted,
    [YOUR_TURN_PREFIX, yourTurn] as const,
  );
  return page.title();
}

describe('the turn title outside friend games', () => {
  it('starts with "(Your turn)" with a badged favicon on the computer game and the daily, and not on Home', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await waitForTitle(page, false)).not.toContain(YOUR_TURN_PREFIX);
      expect(await iconOf(page)).toBe('/favicon.svg');

      // Against the computer the player chooses round 1's letter: their move.
      await page.goto(`${suite.server.baseUrl}/play-computer?level=easy`);
      await page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();
      expect(await waitForTitle(page, true)).toBe(`${YOUR_TURN_PREFIX} Gridable · Play vs Computer`);
      expect(await iconOf(page)).toBe('/favicon-turn.svg');

      // The daily waits on the player from its first letter.
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.getByText('Round 1 of 16').waitFor();
      expect(await waitForTitle(page, true)).toMatch(/^\(Your turn\) Gridable #\d+ · Gridable$/);
      expect(await iconOf(page)).toBe('/favicon-turn.svg');

      // Back Home inside the app: the signal goes with the game screen.
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await waitForTitle(page, false)).not.toContain(YOUR_TURN_PREFIX);
      expect(await iconOf(page)).toBe('/favicon.svg');
    } finally {
      await context.close();
    }
  });
});

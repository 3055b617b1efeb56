// The game moves focus for keyboard players (the first letter key, the grid's cell). A keyboard player sees the ring
// from the first load; a player who last used a pointer never does, a reload included, until they press a key.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const LAPTOP = { width: 1366, height: 657 };

/** The outline style of what has focus, once the game has focused its first letter key. */
async function focusedKeyOutline(page: Page): Promise<string> {
  const firstKey = page
    .getByRole('group', { name: 'Letter' })
    .getByRole('button', { name: 'A', exact: true });
  await expect.poll(() => firstKey.evaluate((key) => key === document.activeElement)).toBe(true);
  return firstKey.evaluate((key) => getComputedStyle(key).outlineStyle);
}

describe('focus rings', () => {
  it('ring the focused key for a keyboard player, never for a pointer player after a reload, and return with a key', async () => {
    const context = await suite.browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      const round1 = page.getByRole('heading', { name: 'Round 1 of 16' });
      await page.goto(`${suite.server.baseUrl}/play-computer?level=easy`);
      await round1.waitFor();
      // No input yet: the player may be on a keyboard, so the focused key is ringed.
      expect(await focusedKeyOutline(page)).toBe('solid');

      await round1.click();
      await page.reload();
      await round1.waitFor();
      expect(await focusedKeyOutline(page)).toBe('none');

      await page.keyboard.press('Shift');
      expect(await focusedKeyOutline(page)).toBe('solid');
    } finally {
      await context.close();
    }
  });
});

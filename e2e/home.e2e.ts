// The home page, its rules dialog and the 404 page in a real browser, at desktop and phone widths.
import { describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { waitForAppTakeover } from './support/appTakeover';
import { useServerAndBrowser } from './support/suite';
import { DAY_DONE_LABELS } from '@gridable/common/messages';

const suite = useServerAndBrowser();

describe.each(Object.entries(VIEWPORTS))('home at %s width', (name, viewport) => {
  it('shows the tagline and both ways to play, opens How to Play, and answers unknown paths with 404', async () => {
    // Reduced motion turns the dialogs' entrance animations off, so screenshots show the settled page.
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Console errors include Content-Security-Policy refusals, which would otherwise pass silently.
    // The unknown path's own 404 is what the test asks for: Chromium reports it as a console error unless the
    // service worker (registered after the first load, so only on time on an idle machine) fetched it.
    const unknownPath = `${suite.server.baseUrl}/this/page/does-not-exist`;
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url !== unknownPath)
        pageErrors.push(message.text());
    });
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await waitForAppTakeover(page);
      await page.getByRole('heading', { level: 1, name: 'Gridable' }).waitFor();
      expect(await page.getByText('The turn-taking grid-building word game').isVisible()).toBe(true);
      const daily = page.getByRole('button', { name: DAY_DONE_LABELS.playToday });
      const friend = page.getByRole('button', { name: 'Play a Friend' });
      expect(await daily.isVisible()).toBe(true);
      expect(await friend.isVisible()).toBe(true);
      // Both buttons fit the viewport: nothing is cut off at 360 px.
      for (const button of [daily, friend]) {
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `home-${name}`);

      await page.getByRole('button', { name: 'How to Play' }).click();
      const dialog = page.getByRole('dialog', { name: 'How to Play' });
      await dialog.waitFor();
      expect(await dialog.getByText('16 rounds').isVisible()).toBe(true);
      await saveScreenshot(page, `how-to-play-${name}`);
      await page.getByRole('button', { name: 'More Info' }).click();
      await page.getByRole('dialog', { name: 'Scoring Rules' }).waitFor();
      await saveScreenshot(page, `scoring-rules-${name}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.goto(unknownPath);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText("The page you're looking for doesn't exist.").isVisible()).toBe(true);
      await saveScreenshot(page, `not-found-${name}`);
      await page.getByRole('button', { name: 'Return Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gridable' }).waitFor();

      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// The native modal <dialog>: the page behind it is inert (no clicks, no focus) while it is open.
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('the modal dialog', () => {
  it('shows in the top layer over an inert page, closes on a press outside and on Escape', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      const opener = page.getByRole('button', { name: 'How to Play' });
      await opener.click();
      await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      // A press where the home page's buttons are reaches the dialog layer, never the page.
      expect(await page.evaluate(() => document.elementFromPoint(4, 4)?.tagName)).toBe('DIALOG');
      // The page behind cannot take focus, even when a script asks.
      const pageButtonFocused = await page.evaluate(() => {
        const behind = Array.from(document.querySelectorAll('button')).find((b) => !b.closest('dialog'));
        if (!behind) throw new Error('no button behind the dialog');
        behind.focus();
        return document.activeElement === behind;
      });
      expect(pageButtonFocused).toBe(false);

      await page.mouse.click(4, 4);
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await opener.click();
      await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How to Play');
    } finally {
      await context.close();
    }
  });
});

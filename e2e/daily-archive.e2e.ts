// An archive day played end to end in Chromium: marked as such, and leaving streaks and that day's high score alone.
import { describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectNoSideScroll, finishDailyOnScreen, playWholeGame, watchErrors } from './support/dailyPlay';
import { dailyPlayerOf, playDailyGameOverRest, ROUNDS } from './support/restPlay';
import { ARCHIVE_TEXT, DAY_DONE_LABELS } from '@gridable/common/messages';

const suite = useServerAndBrowser();

describe('the archive', () => {
  it('plays yesterday end to end, marked (archive), without touching streaks or the high score', async () => {
    const viewport = VIEWPORTS.desktop;
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: 'Archive' }).click();
      await page.getByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }).waitFor();
      await saveScreenshot(page, 'daily-archive-desktop');
      const firstPlay = page.getByRole('button', { name: /^Play Gridable #\d+$/ }).first();
      const label = (await firstPlay.getAttribute('aria-label')) ?? '';
      const gameNumber = Number(label.replace('Play Gridable #', ''));
      expect(gameNumber).toBeGreaterThan(1);
      await firstPlay.click();
      await page.getByText(`Gridable #${gameNumber} (archive)`).waitFor();
      expect(page.url()).toMatch(new RegExp(`/daily-challenge/DCS-G${gameNumber}-`));

      // The playing itself is daily.e2e's subject: here the opening rounds are played on screen, the middle over
      // REST as this player, and the last choice on the resumed page.
      await playWholeGame(page, 'archive-desktop', 2);
      const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const { playerUUID } = await dailyPlayerOf(page);
      await playDailyGameOverRest(suite.server.baseUrl, playerUUID, gameId, ROUNDS - 1);
      await page.reload();
      await finishDailyOnScreen(page);
      await page
        .getByRole('heading', { level: 1, name: `You completed Gridable #${gameNumber} (archive)` })
        .waitFor();
      await expectNoSideScroll(page, viewport.width);
      await saveScreenshot(page, 'daily-archive-end-desktop');
      await page.getByRole('button', { name: 'Share Results' }).click();
      const preview = page.getByLabel('Results to share');
      await preview.waitFor();
      expect(((await preview.textContent()) ?? '').split('\n')[0]).toBe(`Gridable #${gameNumber} (archive)`);
      await page.keyboard.press('Escape');

      // That day's high score is for live plays only, and nobody played it live here.
      const highScore = await page.evaluate(
        async (n) =>
          (await (await fetch(`/api/daily-challenge/game-high-score?gameNumber=${n}`)).json()) as unknown,
        gameNumber,
      );
      expect(highScore).toMatchObject({ success: true, highScore: null });

      await page.getByRole('button', { name: 'Statistics' }).click();
      const dialog = page.getByRole('dialog', { name: 'Statistics' });
      const tile = (name: string) =>
        dialog.getByText(name, { exact: true }).locator('xpath=following-sibling::dd');
      await tile('Played').filter({ hasText: /^\d+$/ }).waitFor();
      expect(await tile('Played').textContent()).toBe('0');
      expect(await tile('Current streak').textContent()).toBe('0');
      expect(await tile('Longest streak').textContent()).toBe('0');
      await page.keyboard.press('Escape');

      // Today is still to play, and the archive lists the day as played.
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: DAY_DONE_LABELS.playToday }).waitFor();
      await page.goto(`${suite.server.baseUrl}/daily-challenge/archive`);
      await page.getByRole('button', { name: `See result Gridable #${gameNumber}` }).waitFor();

      const phone = await suite.browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
      try {
        const small = await phone.newPage();
        await small.goto(`${suite.server.baseUrl}/daily-challenge/archive`);
        await small.getByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }).waitFor();
        await expectNoSideScroll(small, VIEWPORTS.phone.width);
        await saveScreenshot(small, 'daily-archive-phone');
      } finally {
        await phone.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

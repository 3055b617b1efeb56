// A whole daily game in Chromium, from the home button to the share dialog, then the finished day as a place to
// return to (reload, Home → "See today's result", Statistics, countdown, share again), the shared result page, and
// the same game's link opened by someone else; at phone and desktop widths, with screenshots of each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import {
  closeStatsOpenedByItself,
  expectNoSideScroll,
  finishDailyOnScreen,
  lastCopied,
  playWholeGame,
  watchErrors,
} from './support/dailyPlay';
import { dailyPlayerOf, playDailyOverRest, ROUNDS } from './support/restPlay';
import {
  alreadyCompletedMessage,
  BEST_GRID_TEXT,
  DAY_DONE_LABELS,
  PAR_GRID_TEXT,
  visitorLettersHidden,
} from '@gridable/common/messages';

const suite = useServerAndBrowser();

function statTile(page: Page, label: string) {
  return page
    .getByRole('dialog', { name: 'Statistics' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');
}

// Concurrent: each width is a new browser context, so a new player with their own game; it halves the wait.
describe.concurrent.each(Object.entries(VIEWPORTS))('the daily challenge at %s width', (name, viewport) => {
  it('plays a whole game from the home button to the share dialog, then home and the shared link show it', async () => {
    const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    // Both widths run at once and share the system clipboard, so each page records what it copied.
    await context.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const writeText = clipboard.writeText.bind(clipboard);
      const copied: string[] = [];
      Object.assign(window, { copiedTexts: copied });
      clipboard.writeText = (text: string) => {
        copied.push(text);
        return writeText(text);
      };
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: DAY_DONE_LABELS.playToday }).click();
      const title = page.getByRole('region', { name: 'Round 1 of 16' }).getByText(/^Gridable #\d+$/);
      await title.waitFor();
      const gameNumber = Number((await title.textContent())?.replace('Gridable #', ''));
      expect(page.url()).toBe(`${suite.server.baseUrl}/daily-challenge`);

      if (name === 'desktop') await playWholeGame(page, name);
      else {
        // One whole day on screen is enough (the desktop's); the phone plays the opening rounds on screen (a blind
        // letter and a choice, each shot), the middle over REST, then resumes the day for its last choice.
        await playWholeGame(page, name, 2);
        await playDailyOverRest(suite.server.baseUrl, await dailyPlayerOf(page), ROUNDS - 1);
        await page.reload();
        await finishDailyOnScreen(page);
      }

      const endTitle = page.getByRole('heading', { level: 1, name: `You completed Gridable #${gameNumber}` });
      await endTitle.waitFor();
      // Statistics open by themselves over the first end screen of the day, today's bar marked.
      await saveScreenshot(page, `daily-stats-auto-${name}`);
      expect(await closeStatsOpenedByItself(page)).toMatch(/: 1 game, today$/);
      const score = Number(
        await page
          .getByText('Your Score', { exact: true })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      );
      expect(score).toBeGreaterThanOrEqual(0);
      const streak = score >= 20 ? '1' : '0';
      expect(
        await page.getByText('Your 20+ points streak').locator('xpath=following-sibling::dd').textContent(),
      ).toBe(streak);
      // A first-day identity sets no high score (it counts established players only): a number or '–'.
      const highScore = page.getByText("Today's high score").locator('xpath=following-sibling::dd');
      await highScore.filter({ hasText: /^(\d+|–)$/ }).waitFor();
      const highest = await highScore.textContent();
      if (highest !== '–') expect(Number(highest)).toBeGreaterThanOrEqual(score);
      await page.getByText(/^Today's sequence was [A-Z]{8}$/).waitFor();
      // The computer played the same letters when the day was drawn; its score is revealed with them.
      await page
        .getByText(
          /^Par \d+ — (you beat the Hard computer by \d+|the Hard computer beat you by \d+|you tied with the Hard computer)$/,
        )
        .waitFor();
      // Beside the player's grid, the computer's own grid on the same day: 16 letters, its words and par.
      const parGrid = page.getByRole('group', { name: PAR_GRID_TEXT.gridLabel });
      await parGrid.waitFor();
      expect(await parGrid.getByRole('button', { name: /, letter [A-Z]$/ }).count()).toBe(16);
      await page.getByRole('heading', { level: 2, name: /^Hard computer · par \d+$/ }).waitFor();
      await page.getByRole('heading', { level: 2, name: `You · ${score}` }).waitFor();
      // The solver, in a Web Worker, shows the best arrangement of the player's own 16 letters.
      await page.getByRole('group', { name: BEST_GRID_TEXT.gridLabel }).waitFor();
      const best = Number(
        (await page.getByText(/^The same 16 letters can score (at least )?\d+\.$/).textContent())?.match(
          /score (?:at least )?(\d+)/,
        )?.[1],
      );
      expect(best).toBeGreaterThanOrEqual(score);
      await expectNoSideScroll(page, viewport.width);
      // The two grids go side by side from some width on: no common phone width between may run them off it.
      if (viewport.width < 480) {
        for (const width of [390, 412, 430]) {
          await page.setViewportSize({ width, height: viewport.height });
          await expectNoSideScroll(page, width);
        }
        await page.setViewportSize(viewport);
      }
      await saveScreenshot(page, `daily-end-${name}`);

      await page.getByRole('button', { name: 'Share Results' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Results' });
      const preview = dialog.getByLabel('Results to share');
      await preview.waitFor();
      const shareText = (await preview.textContent()) ?? '';
      const lines = shareText.split('\n');
      expect(lines[0]).toBe(`Gridable #${gameNumber}`);
      expect(lines[1]).toBe(`Score: ${score}/32`);
      expect(lines.slice(3, 7).every((line) => /^[🟩⬜⬛]{4}$/u.test(line))).toBe(true);
      const shareUrl = lines.at(-1) ?? '';
      expect(shareUrl).toMatch(new RegExp(`^${suite.server.baseUrl}/share/[A-Za-z0-9]+$`));
      await saveScreenshot(page, `daily-share-${name}`);
      await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
      await page.getByText('Results copied!').waitFor();
      expect(await lastCopied(page)).toBe(shareText);

      // A reload offers the finished day's result, which re-shares the same link: no second public result.
      await page.reload();
      await page.getByText(alreadyCompletedMessage(score)).waitFor();
      await page.getByText(/^Next Gridable in \d\d:\d\d:\d\d$/).waitFor();
      await saveScreenshot(page, `daily-done-${name}`);
      await page.getByRole('button', { name: DAY_DONE_LABELS.seeResult }).click();
      await endTitle.waitFor();
      await page.reload();
      await endTitle.waitFor();
      // Statistics opened by themselves once today; the panel decides as it mounts, with the title.
      expect(await page.getByRole('dialog', { name: 'Statistics' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Share Results' }).click();
      await page.getByRole('dialog', { name: 'Share Results' }).getByLabel('Results to share').waitFor();
      expect(await page.getByLabel('Results to share').textContent()).toBe(shareText);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Return Home' }).click();
      await page.getByText("Today's Gridable Completed!").waitFor();
      expect(await page.getByRole('button', { name: DAY_DONE_LABELS.playToday }).count()).toBe(0);
      await page.getByText(/^Next Gridable in \d\d:\d\d:\d\d$/).waitFor();
      const summary = page.getByRole('region', { name: "Today's results" });
      expect(
        await summary.getByText('Your score today').locator('xpath=following-sibling::dd').textContent(),
      ).toBe(String(score));
      expect(
        await summary
          .getByText('Your 20+ points streak')
          .locator('xpath=following-sibling::dd')
          .textContent(),
      ).toBe(streak);
      await summary
        .getByText("Today's high score")
        .locator('xpath=following-sibling::dd')
        .filter({ hasText: /^(\d+|–)$/ })
        .waitFor();
      await saveScreenshot(page, `home-completed-${name}`);

      // Statistics: today's one game, from the server's record.
      await page.getByRole('button', { name: 'Statistics' }).click();
      await statTile(page, 'Played').filter({ hasText: /^\d+$/ }).waitFor();
      expect(await statTile(page, 'Played').textContent()).toBe('1');
      expect(await statTile(page, 'Best').textContent()).toBe(String(score));
      expect(await statTile(page, 'Current streak').textContent()).toBe('1');
      expect(await statTile(page, 'Longest streak').textContent()).toBe('1');
      expect(await statTile(page, '20+ streak').textContent()).toBe(streak);
      const todayBar = page.getByRole('dialog', { name: 'Statistics' }).locator('li[aria-current="true"]');
      expect(await todayBar.count()).toBe(1);
      expect(await todayBar.getAttribute('aria-label')).toMatch(/: 1 game, today$/);
      expect(await page.getByRole('dialog', { name: 'Statistics' }).locator('li').count()).toBe(9);
      await saveScreenshot(page, `daily-stats-${name}`);
      await page.keyboard.press('Escape');

      // Home → "See today's result": the grid, words, score and sharing again.
      await page.getByRole('button', { name: DAY_DONE_LABELS.seeResult }).click();
      await endTitle.waitFor();
      expect(page.url()).toMatch(new RegExp(`/daily-challenge/DCS-G${gameNumber}-`));
      await page.getByRole('button', { name: 'Share Results' }).click();
      await page.getByLabel('Results to share').waitFor();
      expect(await page.getByLabel('Results to share').textContent()).toBe(shareText);
      await page
        .getByRole('dialog', { name: 'Share Results' })
        .getByRole('button', { name: 'Copy to Clipboard' })
        .click();
      expect(await lastCopied(page)).toBe(shareText);
      const ownGameUrl = page.url();

      // Someone else opening this game's link sees it read-only as this player's, and still gets today's game.
      const visitor = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
      try {
        const other = await visitor.newPage();
        const otherErrors = watchErrors(other);
        await other.goto(ownGameUrl);
        await other.getByRole('heading', { level: 1, name: `A player's Gridable #${gameNumber}` }).waitFor();
        await other.getByText(`Their score: ${score}/32`).waitFor();
        // Today is still being played: the visitor sees the score, not the letters.
        await other.getByText(visitorLettersHidden(gameNumber)).waitFor();
        expect(await other.getByRole('group', { name: 'Their grid' }).count()).toBe(0);
        expect(await other.getByRole('button', { name: 'Share Results' }).count()).toBe(0);
        await saveScreenshot(other, `daily-visitor-${name}`);
        await other.getByRole('button', { name: DAY_DONE_LABELS.playToday }).click();
        await other.getByText('Round 1 of 16').waitFor();
        await other.goto(`${suite.server.baseUrl}/`);
        await other.getByRole('button', { name: DAY_DONE_LABELS.playToday }).waitFor();
        expect(await other.getByText("Today's Gridable Completed!").count()).toBe(0);
        expect(otherErrors).toEqual([]);
      } finally {
        await visitor.close();
      }

      await page.goto(shareUrl);
      await page.getByRole('heading', { level: 1, name: `Gridable #${gameNumber}` }).waitFor();
      expect(
        await page.getByText('Score', { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
      ).toBe(`${score}/32`);
      expect(await page.getByRole('group', { name: 'Grid' }).getByRole('button').count()).toBe(16);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await lastCopied(page)).toBe(shareUrl);
      await expectNoSideScroll(page, viewport.width);
      await saveScreenshot(page, `shared-result-${name}`);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

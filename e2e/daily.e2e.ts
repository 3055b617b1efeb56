// A whole daily game in Chromium, from the home button to the share dialog, then home's completed state and the
// shared result page; at phone and desktop widths, with screenshots of each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'final'];
// Letters for the even rounds: common ones, so the grid tends to make a few words.
const CHOSEN = ['A', 'E', 'T', 'S', 'O', 'R', 'E', 'A'];

function cellName(cellIndex: number): RegExp {
  return new RegExp(`^Row ${Math.floor(cellIndex / 4) + 1}, column ${(cellIndex % 4) + 1}, empty$`);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

function lastCopied(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts.at(-1));
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Plays rounds 1–16, filling cells in reading order; returns when the end screen shows. */
async function playWholeGame(page: Page, name: string) {
  for (let round = 1; round <= 16; round++) {
    await page.getByText(`Round ${round} of 16`).waitFor();
    if (round % 2 === 1) {
      const ordinal = ORDINALS[(round - 1) / 2] ?? '';
      const announcement = page.getByText(`Today's ${ordinal} blind letter is...`);
      await announcement.waitFor();
      if (round === 1) await saveScreenshot(page, `daily-announce-${name}`);
      await announcement.waitFor({ state: 'detached' });
      if (round === 1) await saveScreenshot(page, `daily-blind-letter-${name}`);
    } else {
      const letter = CHOSEN[round / 2 - 1] ?? 'E';
      const picker = page.getByRole('textbox', { name: 'Choose a letter' });
      await picker.fill(letter);
      if (round === 2) await saveScreenshot(page, `daily-choose-${name}`);
      await picker.press('Enter');
      if (round === 16) return;
      await page.getByText(`Today's blind letter`).or(page.getByText('Your letter')).first().waitFor();
    }
    await page.getByRole('button', { name: cellName(round - 1) }).click();
  }
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
      await page.getByRole('button', { name: "Play Today's Gridable" }).click();
      const title = page.getByRole('heading', { level: 1, name: /^Gridable #\d+$/ });
      await title.waitFor();
      const gameNumber = Number((await title.textContent())?.replace('Gridable #', ''));
      expect(page.url()).toBe(`${suite.server.baseUrl}/daily-challenge`);

      await playWholeGame(page, name);

      const endTitle = page.getByRole('heading', { level: 1, name: `You completed Gridable #${gameNumber}` });
      await endTitle.waitFor();
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
      const highScore = page.getByText("Today's high score").locator('xpath=following-sibling::dd');
      await highScore.filter({ hasText: /^\d+$/ }).waitFor();
      expect(Number(await highScore.textContent())).toBeGreaterThanOrEqual(score);
      await page.getByText(/^Today's sequence was [A-Z]{8}$/).waitFor();
      await expectNoSideScroll(page, viewport.width);
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

      await page.getByRole('button', { name: 'Return Home' }).click();
      const done = page.getByRole('button', { name: "Today's Gridable Completed!" });
      await done.waitFor();
      expect(await done.isDisabled()).toBe(true);
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
        .filter({ hasText: /^\d+$/ })
        .waitFor();
      await saveScreenshot(page, `home-completed-${name}`);

      // Playing again today says so instead of starting a game.
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page
        .getByText(
          `You've already completed today's Gridable! Your score was ${score} points. Come back tomorrow for the next challenge.`,
        )
        .waitFor();

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

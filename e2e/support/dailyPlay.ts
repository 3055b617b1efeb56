// Driving a daily game in Chromium as a player does: blind letters are shown at once with a tap (round 1 waits
// its announcement out), even rounds pick a letter on the on-screen keyboard, every placement is a tap then Submit.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blindLetterOrdinal, isBlindRound } from '@gridable/common/rules';
import { blindLetterAnnouncement } from '@gridable/common/messages';
import { saveScreenshot } from './browser';

// Letters for the even rounds: common ones, so the grid tends to make a few words.
export const CHOSEN = ['A', 'E', 'T', 'S', 'O', 'R', 'E', 'A'];

function cellName(cellIndex: number): RegExp {
  return new RegExp(`^Row ${Math.floor(cellIndex / 4) + 1}, column ${(cellIndex % 4) + 1}, empty$`);
}

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export function lastCopied(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts.at(-1));
}

export async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Plays rounds 1–16, filling cells in reading order; returns when the end screen shows. With `lastRound` it stops
 * once that round is played and the next one shows.
 */
export async function playWholeGame(page: Page, name: string, lastRound = 16) {
  for (let round = 1; round <= 16; round++) {
    if (round > lastRound) {
      await page.getByText(`Round ${round} of 16`).waitFor();
      return;
    }
    await page.getByText(`Round ${round} of 16`).waitFor();
    if (isBlindRound(round)) {
      const announcement = page.getByText(blindLetterAnnouncement(blindLetterOrdinal(round) ?? ''));
      await announcement.waitFor();
      if (round === 1) await saveScreenshot(page, `daily-announce-${name}`);
      // A tap on the round shows the letter at once; round 1 lets the announcement run its course.
      if (round > 1) await page.getByRole('heading', { name: `Round ${round} of 16` }).click();
      await announcement.waitFor({ state: 'detached' });
      if (round === 1) await saveScreenshot(page, `daily-blind-letter-${name}`);
    } else {
      await chooseOnScreen(page, round, () => round === 2 && saveScreenshot(page, `daily-choose-${name}`));
      if (round === 16) return;
      await page.getByText(`Today's blind letter`).or(page.getByText('Your letter')).first().waitFor();
    }
    // A tap picks the cell; Submit sends it (friend games work the same way).
    await page.getByRole('button', { name: cellName(round - 1) }).click();
    if (round === 1) await saveScreenshot(page, `daily-pick-${name}`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}

async function chooseOnScreen(page: Page, round: number, beforeSubmit?: () => unknown) {
  const keyboard = page.getByRole('group', { name: 'Letter' });
  await keyboard.getByRole('button', { name: CHOSEN[round / 2 - 1] ?? 'E', exact: true }).click();
  await beforeSubmit?.();
  await keyboard.getByRole('button', { name: 'Submit' }).click();
}

/** Plays round 16, the player's last choice, which places itself; for a game resumed there. */
export async function finishDailyOnScreen(page: Page) {
  await page.getByText('Round 16 of 16').waitFor();
  await chooseOnScreen(page, 16);
}

/**
 * After the day's game, Statistics open by themselves once with today's bar marked; checks that and closes them.
 * Returns the marked bar's accessible name.
 */
export async function closeStatsOpenedByItself(page: Page): Promise<string | null> {
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  const todayBar = dialog.locator('li[aria-current="true"]');
  await todayBar.waitFor();
  const name = await todayBar.getAttribute('aria-label');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return name;
}

/** A fresh context's page at `viewport`, playing as `playerUUID` when given (a stored identity), errors watched. */
export async function pageAs(
  browser: Browser,
  viewport: { width: number; height: number },
  playerUUID?: string,
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (playerUUID)
    await context.addInitScript((uuid) => {
      localStorage.setItem(
        'gridable.playerIdentity',
        JSON.stringify({ playerUUID: uuid, createdAt: new Date().toISOString() }),
      );
    }, playerUUID);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

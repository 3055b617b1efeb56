// Play vs Computer in Chromium: a whole game against Hard with a reload mid-game, Share, then a rematch (the
// computer chooses first) played with the server unreachable, reloaded and finished too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { COMPUTER_MESSAGES, computerOpponentLabel } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';

const ROUNDS = 16;
const LETTERS = 'CATSAREARESTSTOP';
const STEP_TIMEOUT_MS = 15_000;
const LAPTOP = { width: 1366, height: 657 };
const PHONE = { width: 390, height: 844 };

const suite = useServerAndBrowser();

const emptyCells = (page: Page) =>
  page.getByRole('group', { name: 'Your grid' }).getByRole('button', { name: /, empty$/ });

async function filledCount(page: Page): Promise<number> {
  return 16 - (await emptyCells(page).count());
}

/** Plays rounds until the end screen; `humanChoosesOdd` says which rounds' letters are the player's. */
async function playToEnd(
  page: Page,
  humanChoosesOdd: boolean,
  onRound: (round: number) => Promise<void> = () => Promise.resolve(),
) {
  for (let round = 1; round <= ROUNDS; round++) {
    const isMine = (chooserForRound(round) === 1) === humanChoosesOdd;
    // The computer's final letter ends the game at once: there is no round 16 screen to wait for.
    if (round === ROUNDS && !isMine) break;
    await page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }).waitFor();
    await onRound(round);
    // A reload in onRound may land mid-round: the grid says how far this round already got.
    if ((await filledCount(page)) >= round) continue;
    const letter = LETTERS[round - 1] ?? 'E';
    if (isMine) {
      const keyboard = page.getByRole('group', { name: 'Letter' });
      await keyboard.getByRole('button', { name: letter, exact: true }).click();
      await keyboard.getByRole('button', { name: 'Submit' }).click();
    }
    if (round === ROUNDS) break;
    await page.getByRole('img', { name: /^Current letter [A-Z]$/ }).waitFor();
    await emptyCells(page).first().click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[aria-label^="Row "]:not([aria-label$="empty"])').length >= expected,
      round,
    );
  }
  await page.getByRole('heading', { level: 1, name: /^(You Win!|It's a Tie!|You Lost)$/ }).waitFor();
}

async function closeOverlay(page: Page) {
  const overlay = page.getByRole('dialog');
  if (await overlay.isVisible()) {
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
  }
}

describe('play vs computer', () => {
  it('plays a whole game against Hard across a reload, shares it, then rematches with the server unreachable', async () => {
    const context = await suite.browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: COMPUTER_MESSAGES.title }).click();
      await page.getByRole('heading', { name: COMPUTER_MESSAGES.title }).waitFor();
      await saveScreenshot(page, 'computer-levels-laptop');
      await page.getByRole('link', { name: /^Hard/ }).click();
      await page.getByText(computerOpponentLabel('hard')).waitFor();
      expect(new URL(page.url()).search).toBe('');

      await playToEnd(page, true, async (round) => {
        if (round === 2) await saveScreenshot(page, 'computer-play-laptop');
        if (round === 8) {
          const before = await filledCount(page);
          await page.reload();
          await page.getByRole('heading', { name: `Round 8 of ${ROUNDS}` }).waitFor();
          expect(await filledCount(page)).toBe(before);
        }
      });
      await closeOverlay(page);
      expect(await page.getByRole('group', { name: 'Your grid' }).isVisible()).toBe(true);
      expect(await page.getByRole('group', { name: "Opponent's grid" }).isVisible()).toBe(true);
      expect(await page.getByText('Computer (Hard)').isVisible()).toBe(true);
      await saveScreenshot(page, 'computer-end-laptop');

      await page.getByRole('button', { name: 'Share Results' }).click();
      await page.getByText('Results copied!').waitFor();
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      expect(shared).toContain(computerOpponentLabel('hard'));
      const shareUrl = /\/share\/[\w-]+/.exec(shared)?.[0];
      expect(shareUrl).toBeDefined();
      // The shared page names the opponent; the game itself is back on the same page after.
      await page.goto(`${suite.server.baseUrl}${shareUrl ?? ''}`);
      await page.getByRole('heading', { name: 'vs Computer (Hard)' }).waitFor();
      await page.goto(`${suite.server.baseUrl}/play-computer`);
      await page.getByRole('button', { name: COMPUTER_MESSAGES.rematch }).waitFor();
      await closeOverlay(page);

      // From here on the server is unreachable: the game never needs it.
      await page.route('**/api/**', (route) => route.abort());
      await page.route('**/socket.io/**', (route) => route.abort());
      await page.getByRole('button', { name: COMPUTER_MESSAGES.rematch }).click();
      // The computer chooses first now.
      await page.getByRole('heading', { name: `Round 1 of ${ROUNDS}` }).waitFor();
      await page.getByRole('img', { name: /^Current letter [A-Z]$/ }).waitFor();
      expect(await page.getByRole('group', { name: 'Letter' }).count()).toBe(0);
      await page.setViewportSize(PHONE);
      await playToEnd(page, false, async (round) => {
        if (round === 2) {
          await page.getByRole('group', { name: 'Letter' }).waitFor();
          await saveScreenshot(page, 'computer-rematch-phone');
        }
        if (round === 11) {
          await page.reload();
          await page.getByRole('heading', { name: `Round 11 of ${ROUNDS}` }).waitFor();
        }
      });
      await closeOverlay(page);
      await saveScreenshot(page, 'computer-end-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Play vs Computer in Chromium: a whole game against Hard with a reload mid-game, Share, then a rematch (the
// computer chooses first) played with the server unreachable, reloaded and finished too. The computer thinks a
// moment before each move and the last letter's board stays up before the end screen: the page's clock is
// Playwright's, moved on past each think and reveal as soon as the page shows one, so the game runs at the
// speed of the page.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import {
  COMPUTER_MESSAGES,
  STATUS_MESSAGES,
  computerName,
  computerOpponentLabel,
} from '@gridable/common/messages';
import { MAX_THINK_MS } from '../frontend/src/features/computer/model/thinkTime';
import { chooserForRound } from '@gridable/common/rules';

const ROUNDS = 16;
const LETTERS = 'CATSAREARESTSTOP';
const STEP_TIMEOUT_MS = 15_000;
const LAPTOP = { width: 1366, height: 657 };
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
/** Longer than the final round's reveal (FINAL_REVEAL_MS, 1.5 s). */
const PAST_REVEAL_MS = 2_000;
const END_HEADING = /^(You Win!|It's a Tie!|You Lost)$/;

const suite = useServerAndBrowser();

const emptyCells = (page: Page) =>
  page.getByRole('group', { name: 'Your grid' }).getByRole('button', { name: /, empty$/ });

/**
 * Waits for `target`, moving the page's clock past each think of the computer's met on the way (the think is
 * its timer; the page shows it thinking for exactly as long).
 */
async function reach(page: Page, target: Locator) {
  const thinking = page.getByText(COMPUTER_MESSAGES.thinking, { exact: true });
  for (;;) {
    await target.or(thinking).first().waitFor();
    if (await target.first().isVisible()) return;
    await page.clock.fastForward(MAX_THINK_MS);
  }
}

/** The round and the computer's name share the header's one line: the name is beside the round, not under it. */
async function expectHeaderOnOneLine(page: Page) {
  const round = await page.getByRole('heading', { level: 1, name: /^Round \d+ of/ }).boundingBox();
  const name = await page.locator('p', { hasText: computerName('hard') }).boundingBox();
  expect(name?.y).toBeLessThan((round?.y ?? 0) + (round?.height ?? 0));
}

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
    // The computer's final letter places itself: there is nothing to play in round 16 but to wait for it.
    if (round === ROUNDS && !isMine) break;
    await reach(page, page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }));
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
    await reach(page, page.getByRole('img', { name: /^Current letter [A-Z]$/ }));
    await emptyCells(page).first().click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[aria-label^="Row "]:not([aria-label$="empty"])').length >= expected,
      round,
    );
  }
  // The last letter's board stays up, the opponent's grid beside it, before the end screen replaces it.
  await reach(page, page.getByText(STATUS_MESSAGES.finalLetterSelected));
  await page.getByRole('group', { name: "Opponent's grid" }).waitFor();
  expect(await page.getByRole('heading', { level: 1, name: END_HEADING }).count()).toBe(0);
  await page.clock.fastForward(PAST_REVEAL_MS);
  await page.getByRole('heading', { level: 1, name: END_HEADING }).waitFor();
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
    // Time flows as usual on this clock; the test only moves it on past the computer's thinks and the reveal.
    await context.clock.install();
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
      // The computer chooses first now: held mid-think, it says it is thinking and its letter is not out yet.
      // (A moment ahead of the page's time, which runs on while the pause is sent.)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.getByRole('button', { name: COMPUTER_MESSAGES.rematch }).click();
      await page.getByRole('heading', { name: `Round 1 of ${ROUNDS}` }).waitFor();
      await page.getByText(COMPUTER_MESSAGES.thinking, { exact: true }).waitFor();
      expect(await page.getByRole('img', { name: /^Current letter [A-Z]$/ }).count()).toBe(0);
      await saveScreenshot(page, 'computer-thinking-laptop');
      await page.clock.resume();
      await reach(page, page.getByRole('img', { name: /^Current letter [A-Z]$/ }));
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
        // Two-digit rounds are the widest header: one line on a 390 px phone, and on a 360 px one from round 13.
        if (round === 13) await page.setViewportSize(SMALL_PHONE);
        if (round >= 10) await expectHeaderOnOneLine(page);
      });
      await closeOverlay(page);
      await saveScreenshot(page, 'computer-end-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

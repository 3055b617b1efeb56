// The review at a phone and a laptop size: the last game against the computer reviewed from its end screen,
// stepped with the buttons and ← →, its biggest loss one press away, per-move losses adding up to the total
// and the skill; shared as a link whose page shows the review's line; and a daily's review kept from a
// visitor until the day is over, shown to its player.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  applyMove,
  chooserForRound,
  createFriendGameCore,
  skillFromLoss,
  startGame,
  type Move,
  type Seat,
} from '@gridable/common/rules';
import { REVIEW_MESSAGES } from '@gridable/common/messages';
import { saveScreenshot } from './support/browser';
import { expectNoSideScroll, watchErrors } from './support/dailyPlay';
import { useServerAndBrowser } from './support/suite';
import { playDailyOverRest } from './support/restPlay';

const suite = useServerAndBrowser();
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 657 } },
] as const;

/**
 * A finished game against Hard as this browser saves it (the page replays it through the rules on load):
 * the player (seat 1) fills cells in reading order, the other seat from the end.
 */
function finishedComputerSave() {
  const letters = 'STARENOTLACEDIMP';
  const started = startGame(createFriendGameCore());
  if (!started.ok) throw new Error(started.error.message);
  let core = started.game;
  const moves: { seat: Seat; move: Move }[] = [];
  const play = (seat: Seat, move: Move) => {
    const moved = applyMove(core, move, seat);
    if (!moved.ok) throw new Error(moved.error.message);
    core = moved.game;
    moves.push({ seat, move });
  };
  for (let round = 1; round <= 16; round++) {
    play(chooserForRound(round), { type: 'SELECT_LETTER', letter: letters[round - 1] ?? 'E' });
    // The last letter fills both last cells at once.
    if (round === 16) break;
    play(1, { type: 'PLACE_LETTER', cellIndex: round - 1 });
    play(2, { type: 'PLACE_LETTER', cellIndex: 16 - round });
  }
  if (core.status !== 'completed') throw new Error('the saved game did not finish');
  return { level: 'hard', seed: 7, humanSeat: 1, moves, startedAt: new Date().toISOString() };
}

async function newContext(
  viewport: { width: number; height: number },
  storage: Record<string, unknown> = {},
): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
  await context.addInitScript((entries) => {
    // Sharing falls back to the clipboard, which the test can read.
    Object.defineProperty(navigator, 'share', { value: undefined });
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  return context;
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

const roundLabel = (page: Page) => page.getByText(/^Round \d+ of 16$/);

/**
 * On the narrowest phone the stepper's two-digit label stays on one line between its buttons (it once broke
 * "Round 15 | of 16" over two), and the page does not scroll sideways; the viewport is then put back.
 */
async function expectStepperOnOneLine(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 568 });
  await page.waitForFunction(() => window.innerWidth === 320);
  const label = roundLabel(page);
  const lines = await label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines, 'lines in "Round 15 of 16" at 320 px').toBe(1);
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('stepper part not shown');
    return found;
  };
  const previous = await box(page.getByRole('button', { name: 'Previous round' }));
  const shown = await box(label);
  const next = await box(page.getByRole('button', { name: 'Next round' }));
  expect(previous.x + previous.width).toBeLessThanOrEqual(shown.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(next.x);
  expect(next.x + next.width).toBeLessThanOrEqual(320);
  await expectNoSideScroll(page, 320);
  await saveScreenshot(page, 'review-stepper-320');
  if (before) await page.setViewportSize(before);
}

/** The shown round's loss from its note: "Lost 1.3 points." or nothing lost. */
async function shownLoss(page: Page): Promise<number> {
  const note = (await page.getByTestId('move-note').textContent()) ?? '';
  const lost = /Lost (\d+\.\d) points\./.exec(note);
  return lost ? Number(lost[1]) : 0;
}

describe('the review', () => {
  for (const { name, viewport } of SIZES) {
    it(`reviews the last computer game, steps it, jumps to its biggest loss and shares it (${name})`, async () => {
      const context = await newContext(viewport, { 'gridable.computerGame': finishedComputerSave() });
      const page = await openPage(context);
      const errors = watchErrors(page);
      try {
        await page.goto(`${suite.server.baseUrl}/play-computer`);
        const overlay = page.getByRole('dialog');
        await page.getByRole('link', { name: 'Review', exact: true }).or(overlay).first().waitFor();
        if (await overlay.isVisible()) await overlay.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('link', { name: 'Review', exact: true }).click();
        await page.getByRole('heading', { name: 'Review: Game vs Hard computer' }).waitFor();
        await roundLabel(page).waitFor();
        const skill = Number(await page.getByTestId('review-skill').textContent());
        const total = Number(await page.getByTestId('review-lost').textContent());

        // From round 1, the buttons and the keys step one round at a time; every round's loss is read.
        await page.getByRole('button', { name: /^Round 1, letter S/ }).click();
        await page.getByText('Round 1 of 16').waitFor();
        const losses = [await shownLoss(page)];
        for (let round = 2; round <= 16; round++) {
          if (round % 2 === 0) await page.keyboard.press('ArrowRight');
          else await page.getByRole('button', { name: 'Next round' }).click();
          await page.getByText(`Round ${round} of 16`).waitFor();
          losses.push(await shownLoss(page));
        }
        expect(await page.getByRole('button', { name: 'Next round' }).isDisabled()).toBe(true);
        await page.keyboard.press('ArrowLeft');
        await page.getByText('Round 15 of 16').waitFor();
        if (name === 'phone') await expectStepperOnOneLine(page);

        // The per-move losses add up to the total shown (each is rounded to a tenth), and the skill is the
        // one that total gives.
        const sum = losses.reduce((a, b) => a + b, 0);
        expect(Math.abs(sum - total)).toBeLessThanOrEqual(0.05 * (losses.length + 1));
        expect(skill).toBeLessThanOrEqual(skillFromLoss(Math.max(0, total - 0.05)));
        expect(skill).toBeGreaterThanOrEqual(skillFromLoss(total + 0.05));
        expect(total).toBeGreaterThan(0);

        // The biggest loss is the first marked move; its button jumps there.
        const worst = Math.max(...losses);
        const worstRound = losses.indexOf(worst) + 1;
        await page
          .getByRole('button', { name: new RegExp(`^Round ${worstRound}: −${worst.toFixed(1)}$`) })
          .click();
        await page.getByText(`Round ${worstRound} of 16`).waitFor();
        expect(await shownLoss(page)).toBe(worst);
        expect(
          await page
            .getByRole('button', { name: new RegExp(`^Round ${worstRound}, letter`) })
            .getAttribute('aria-current'),
        ).toBe('step');
        await expectNoSideScroll(page, viewport.width);
        await saveScreenshot(page, `review-computer-${name}`);

        // Shared: the text carries the line and a link whose page shows the same line.
        await page.getByRole('button', { name: 'Share review' }).click();
        await page.getByText('Copied to the clipboard.').waitFor();
        const text = await page.evaluate(() => navigator.clipboard.readText());
        // The line's whole points agree with the tenth shown beside the skill.
        const line = `Skill ${skill} · gave up ${Math.round(total)} points to the Hard computer's moves`;
        expect(text).toContain(line);
        const shareUrl = /\/share\/[\w-]+/.exec(text)?.[0];
        expect(shareUrl).toBeDefined();
        await page.goto(`${suite.server.baseUrl}${shareUrl ?? ''}`);
        expect(await page.getByTestId('review-line').textContent()).toBe(line);
        await saveScreenshot(page, `review-share-${name}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("keeps a daily's review from a visitor while the day is being played, and shows it to its player", async () => {
    const playerUUID = randomUUID();
    const { gameId, gameNumber } = await playDailyOverRest(suite.server.baseUrl, { playerUUID });
    for (const { name, viewport } of SIZES) {
      const visitorContext = await newContext(viewport);
      const visitor = await openPage(visitorContext);
      await visitor.goto(`${suite.server.baseUrl}/review/${gameId}`);
      await visitor.getByRole('alert').getByText(REVIEW_MESSAGES.dayNotOver).waitFor();
      expect(await visitor.getByTestId('review-skill').count()).toBe(0);
      expect(await visitor.getByRole('group', { name: /grid/ }).count()).toBe(0);
      await saveScreenshot(visitor, `review-daily-refused-${name}`);
      await visitorContext.close();

      const identity = { playerUUID, createdAt: new Date().toISOString() };
      const playerContext = await newContext(viewport, { 'gridable.playerIdentity': identity });
      const player = await openPage(playerContext);
      const errors = watchErrors(player);
      await player.goto(`${suite.server.baseUrl}/review/${gameId}`);
      await player.getByRole('heading', { name: `Review: Gridable #${gameNumber}` }).waitFor();
      await player.getByRole('group', { name: /^Your grid after round/ }).waitFor();
      await expectNoSideScroll(player, viewport.width);
      expect(errors).toEqual([]);
      await playerContext.close();
    }
  });
});

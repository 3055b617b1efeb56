// The one game screen, in all three modes, fits every common screen with no scrolling and no sideways panning,
// both while choosing a letter and while placing one. Each mode is played to the right state once; the viewport is
// then resized through the eight sizes (no game is replayed per size), and where a size promises a smallest cell the
// grid must keep it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONNECTION_MESSAGES, DAILY_MESSAGES } from '@gridable/common/messages';
import { saveScreenshot } from './support/browser';
import { nextFrames } from './support/frames';
import { useServerAndBrowser } from './support/suite';
import { closeAll, openPlayer, startGame, submitLetter, tapCell, tapKey } from './support/friendPlay';
import type { Player } from './support/friendPlay';

/** minCell: the smallest a grid cell may be, in CSS px, where a size promises one. */
interface Size {
  width: number;
  height: number;
  minCell?: number;
}

/**
 * The players open at the smallest size; each check then walks through all of them. Its cells must stay big
 * enough to read the grid a letter is chosen for (a friend game's four rows of keys once left them 23 px).
 */
const SMALLEST = { width: 320, height: 568 };

const SIZES: readonly Size[] = [
  { ...SMALLEST, minCell: 32 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  // A 1280x800 laptop zoomed to 200%: a low-vision player zooms in for a bigger grid, not a smaller one.
  { width: 640, height: 400, minCell: 44 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
  { width: 1366, height: 657 },
  { width: 1920, height: 1080 },
];

const suite = useServerAndBrowser();
let alice: Player;
let bob: Player;

beforeAll(async () => {
  alice = await openPlayer(suite.browser, suite.server.baseUrl, SMALLEST);
  bob = await openPlayer(suite.browser, suite.server.baseUrl, SMALLEST);
  // Two cores shared by many: a cold page load may take longer than one step.
  for (const { page } of [alice, bob]) page.setDefaultNavigationTimeout(30_000);
});

afterAll(async () => {
  if (alice && bob) await closeAll(alice, bob);
});

/** Choosing a letter, placing one, or waiting for the opponent (the hints' phase). */
type Phase = 'choose' | 'place' | 'wait';

interface Measure {
  scrollWidth: number;
  scrollHeight: number;
  /** Parts of the screen (status, letter, controls...) whose content is drawn past their own box, over the next. */
  spilling: string[];
  /**
   * Rects of what the phase needs in view: the 16 cells, the keyboard's keys or the Submit button (none while
   * waiting), and the friend
   * game's reaction and Resign buttons; `covered` when something else is drawn over the control's centre.
   */
  needed: {
    name: string;
    left: number;
    top: number;
    right: number;
    bottom: number;
    covered: boolean;
    /** What is drawn at the control's centre instead, when covered: the failure names it. */
    coveredBy: string;
  }[];
}

/**
 * Measures once the layout has settled: Chromium can report a size-contained grid at its previous size for a
 * forced layout right after the page changes (a status line arriving from the server, an alert), and paints the
 * right size a frame later. Two reads a frame apart that agree are what the player sees.
 */
async function measure(page: Page, phase: Phase): Promise<Measure> {
  let previous = await measureOnce(page, phase);
  for (let read = 0; read < 20; read += 1) {
    await nextFrames(page);
    const current = await measureOnce(page, phase);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

async function measureOnce(page: Page, phase: Phase): Promise<Measure> {
  return page.evaluate((phase) => {
    const rect = (element: Element, name: string) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      const atCentre = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      const covered = !atCentre || !element.contains(atCentre);
      const coveredBy = !covered ? '' : atCentre ? atCentre.outerHTML.slice(0, 200) : 'nothing (off screen)';
      return { name, left, top, right, bottom, covered, coveredBy };
    };
    const cells = Array.from(document.querySelectorAll('[role="group"][aria-label="Your grid"] button'));
    const controls =
      phase === 'choose'
        ? Array.from(document.querySelectorAll('[role="group"][aria-label="Letter"] button'))
        : phase === 'place'
          ? Array.from(document.querySelectorAll('section[data-phase] button')).filter(
              (button) => button.textContent === 'Submit',
            )
          : [];
    const options = Array.from(
      document.querySelectorAll('section[aria-label="Reactions and game options"] button'),
    ).filter((button) => button.checkVisibility());
    const parts = Array.from(document.querySelectorAll<HTMLElement>('section[data-phase] > *'));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      spilling: parts
        .filter((part) => part.scrollHeight > part.clientHeight + 1)
        .map((part) => `${part.className} (${part.scrollHeight} px in ${part.clientHeight})`),
      needed: [
        ...cells.map((cell) => rect(cell, cell.getAttribute('aria-label') ?? 'cell')),
        ...controls.map((control) => rect(control, `control ${control.textContent ?? ''}`)),
        ...options.map((option) =>
          rect(option, `option ${option.getAttribute('aria-label') ?? option.textContent ?? ''}`),
        ),
      ],
    };
  }, phase);
}

/** At each size: nothing to scroll either way, and every cell and control of the phase inside the viewport. */
/**
 * With a connection alert above the grid the grid gives up some height, but the page still fits and the cells stay
 * big enough to tap (a finger's pad is about 10 mm, some 38 px; 24 px is the smallest target WCAG 2.2 allows).
 */
const MIN_CELL_WITH_ALERT = 24;

async function expectFitsEverywhere(page: Page, mode: string, phase: Phase, { withAlert = false } = {}) {
  await page.locator(`section[data-phase="${phase}"]`).waitFor();
  for (const { minCell: promised, ...size } of SIZES) {
    const minCell = withAlert ? MIN_CELL_WITH_ALERT : promised;
    await page.setViewportSize(size);
    // A loaded machine may lay out the new size a few frames late: wait for the window to report it.
    await page.waitForFunction(
      ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
      size,
    );
    await nextFrames(page);
    // Give the layout up to 3 s to settle at the new size (the grid sizes itself from its box); the checks below
    // then hold whatever it settled to.
    await page
      .waitForFunction(
        () =>
          document.documentElement.scrollHeight <= window.innerHeight &&
          document.documentElement.scrollWidth <= window.innerWidth,
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    const at = `${mode} ${phase} at ${size.width}x${size.height}`;
    const { scrollWidth, scrollHeight, spilling, needed } = await measure(page, phase);
    if (scrollHeight > size.height || scrollWidth > size.width)
      await saveScreenshot(page, `misfit-${mode}-${phase}-${size.width}x${size.height}`);
    expect(scrollWidth, `${at}: page width`).toBeLessThanOrEqual(size.width);
    expect(scrollHeight, `${at}: page height`).toBeLessThanOrEqual(size.height);
    expect(spilling, `${at}: parts drawn over the next`).toEqual([]);
    expect(needed.length, `${at}: cells and controls found`).toBeGreaterThanOrEqual(17);
    for (const box of needed) {
      const inside =
        box.left >= -0.5 &&
        box.top >= -0.5 &&
        box.right <= size.width + 0.5 &&
        box.bottom <= size.height + 0.5;
      expect(inside, `${at}: ${box.name} on screen (${JSON.stringify(box)})`).toBe(true);
      expect(box.covered, `${at}: ${box.name} not covered by anything else (${box.coveredBy})`).toBe(false);
    }
    const cells = needed.filter((box) => box.name.startsWith('Row '));
    const smallestCell = Math.min(
      ...cells.map((box) => Math.min(box.right - box.left, box.bottom - box.top)),
    );
    if (minCell !== undefined) expect(smallestCell, `${at}: smallest cell`).toBeGreaterThanOrEqual(minCell);
    if ([320, 390, 640, 844, 1366].includes(size.width))
      await saveScreenshot(page, `fit-${mode}-${phase}-${size.width}x${size.height}`);
  }
}

/** Runs the checks while the player's browser is offline and the page says so, then waits for the page to recover. */
async function whileOffline(player: Player, checks: () => Promise<void>) {
  const alert = player.page.getByRole('alert').filter({ hasText: CONNECTION_MESSAGES.lost });
  await player.context.setOffline(true);
  await alert.waitFor();
  await checks();
  await player.context.setOffline(false);
  await player.page.getByRole('alert').waitFor({ state: 'detached', timeout: 20_000 });
  forgetOfflineNoise(player);
}

/** The browser logs the requests it could not send while offline: the test caused them, they are not faults. */
function forgetOfflineNoise(player: Player) {
  const offlineNoise = (error: string) => error.includes('net::ERR_INTERNET_DISCONNECTED');
  player.errors.splice(0, player.errors.length, ...player.errors.filter((error) => !offlineNoise(error)));
}

describe('the one game screen fits every size', () => {
  it('friend game, choosing, waiting and placing', async () => {
    await startGame(suite.server.baseUrl, alice, bob);
    // Round 1 is Alice's to choose.
    await alice.page.getByRole('button', { name: 'Send a reaction' }).waitFor();
    await expectFitsEverywhere(alice.page, 'friend', 'choose');
    await whileOffline(alice, () =>
      expectFitsEverywhere(alice.page, 'friend-offline', 'choose', { withAlert: true }),
    );
    // Meanwhile Bob waits, shown how scoring works in the first rounds.
    await expectFitsEverywhere(bob.page, 'friend', 'wait');
    await whileOffline(bob, () =>
      expectFitsEverywhere(bob.page, 'friend-offline', 'wait', { withAlert: true }),
    );
    await tapKey(alice, 'C');
    await submitLetter(alice);
    await expectFitsEverywhere(alice.page, 'friend', 'place');
    await tapCell(alice, 'C', 0);
    await expectFitsEverywhere(alice.page, 'friend', 'place');
    await whileOffline(alice, () =>
      expectFitsEverywhere(alice.page, 'friend-offline', 'place', { withAlert: true }),
    );
    expect(alice.errors).toEqual([]);
  });

  it('computer game, choosing and placing', async () => {
    const { page } = alice;
    await page.goto(`${suite.server.baseUrl}/play-computer?level=easy`);
    await page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();
    // Whoever chooses first, the round reaches a placement; the player's own choice comes within two rounds.
    await page.locator('section[data-phase="choose"], section[data-phase="place"]').waitFor();
    if ((await page.locator('section[data-phase="choose"]').count()) === 0) {
      await expectFitsEverywhere(page, 'computer', 'place');
      await page
        .getByRole('group', { name: 'Your grid' })
        .getByRole('button', { name: /, empty$/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: 'Round 2 of 16' }).waitFor();
    }
    await expectFitsEverywhere(page, 'computer', 'choose');
    const keyboard = page.getByRole('group', { name: 'Letter' });
    await keyboard.getByRole('button', { name: 'E', exact: true }).click();
    await keyboard.getByRole('button', { name: 'Submit' }).click();
    await expectFitsEverywhere(page, 'computer', 'place');
    expect(alice.errors).toEqual([]);
  });

  it('daily, placing a blind letter and choosing its own', async () => {
    const { page } = bob;
    await page.goto(`${suite.server.baseUrl}/daily-challenge`);
    await page.locator('section[data-phase="announce"]').waitFor();
    // A tap skips the blind letter's announcement.
    await page.getByRole('heading', { name: 'Round 1 of 16' }).click();
    await expectFitsEverywhere(page, 'daily', 'place');
    await page.getByRole('button', { name: 'Row 1, column 1, empty' }).click();
    await expectFitsEverywhere(page, 'daily', 'place');
    // Submit offline: the longest alert the daily shows, with the letter still waiting on the grid.
    await bob.context.setOffline(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: DAILY_MESSAGES.placeOffline }).waitFor();
    await expectFitsEverywhere(page, 'daily-offline', 'place', { withAlert: true });
    await bob.context.setOffline(false);
    forgetOfflineNoise(bob);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Round 2 of 16' }).waitFor();
    await expectFitsEverywhere(page, 'daily', 'choose');
    expect(bob.errors).toEqual([]);
  });
});

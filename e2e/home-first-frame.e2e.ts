// A returning player's first frame of Home: what the HTML paints before the app's code has run. The prerendered
// shell holds both faces of Home and the head's script picks one, so a player with an identity stored never sees
// the first visit's introduction flash and vanish, and the app's own render then takes over in the same boxes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const TAGLINE = 'The turn-taking grid-building word game';
const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1366, height: 657 },
];

/** What must not move between the shell's paint and the app's: the title, the ways to play, the games' heading. */
function landmarks(page: Page) {
  return Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Play a Friend' }),
      page.getByRole('heading', { name: 'Your games' }),
    ].map((element) => element.boundingBox()),
  );
}

/** Holds every script of the app until `release` is called: the page shows what its HTML alone paints. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("Home's first frame", () => {
  for (const size of SIZES)
    it(`shows a returning player their own Home from the first frame, taken over in place (${size.width}x${size.height})`, async () => {
      // The app's code is held back by routing, which a service worker answering from its cache would bypass.
      const context = await suite.browser.newContext({
        viewport: size,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // The first visit stores the identity.
        await page.goto(`${suite.server.baseUrl}/`);
        await page.waitForFunction(() => localStorage.getItem('gridable.playerIdentity') !== null);
        await page.waitForLoadState('networkidle');

        const release = await holdScripts(page);
        await page.goto(`${suite.server.baseUrl}/`, { waitUntil: 'commit' });
        await page.getByRole('heading', { name: 'Your games' }).waitFor();
        const name = `home-first-frame-returning-${size.width}x${size.height}`;
        await saveScreenshot(page, name);
        // The introduction is a first visit's: not painted for someone who has been here before.
        expect.soft(await page.getByText(TAGLINE).isVisible(), 'tagline in the first frame').toBe(false);
        const shell = await landmarks(page);
        expect(shell.every((box) => (box?.height ?? 0) > 0)).toBe(true);

        release();
        // The app's own page: its hub has read the games (busy until then; the shell's copy stays busy).
        await page.locator('section[aria-labelledby="hub-title"]:not([aria-busy])').waitFor();
        await page.waitForLoadState('networkidle');
        expect
          .soft(await landmarks(page), 'title, ways to play and games where the shell put them')
          .toEqual(shell);
        expect(await page.getByText(TAGLINE).count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

  it("still paints a first visit's introduction, with the returning face hidden", async () => {
    const context = await suite.browser.newContext({ viewport: SIZES[1], serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(`${suite.server.baseUrl}/`, { waitUntil: 'commit' });
      await page.getByText(TAGLINE).waitFor();
      expect(await page.getByRole('button', { name: 'Play a Friend' }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      release();
    } finally {
      await context.close();
    }
  });
});

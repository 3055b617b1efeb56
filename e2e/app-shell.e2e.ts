// The app shells: the HTML of / and /daily-challenge already carries the page's first screen (header, heading,
// layout), so a phone paints it before the JavaScript arrives; the app then takes the page over in place, with
// no jump and no console errors, and pages without a shell (404, others) get none.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DAILY_MESSAGES } from '@gridable/common/messages';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const TAGLINE = 'The turn-taking grid-building word game';

async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
}

/** Whether `text` was ever in the document, from the first parsed node on: catches a shell painted and replaced. */
async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript(`(() => {
    window.__seen = false;
    new MutationObserver(() => {
      if ((document.body?.textContent ?? '').includes(${JSON.stringify(text)})) window.__seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();`);
}

describe('app shell', () => {
  it('serves / and /daily-challenge with their header and heading in the HTML, and nothing of them on other pages', async () => {
    const home = await rawHtml('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain(`>${TAGLINE}</p>`);
    expect(home.html).toMatch(/<h1[^>]*>.*<span class="visually-hidden">Gridable<\/span><\/h1>/);
    expect(home.html).toMatch(/<nav[^>]*aria-label="Main"/);

    const daily = await rawHtml('/daily-challenge');
    expect(daily.status).toBe(200);
    expect(daily.html).toContain(DAILY_MESSAGES.loading);
    expect(daily.html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(daily.html).not.toContain(TAGLINE);
    // The page meta still goes through: the daily keeps its own title.
    expect(daily.html).toMatch(/<title>[^<]*<\/title>/);

    for (const other of ['/play-friend', '/this/page/does-not-exist']) {
      const { html } = await rawHtml(other);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(TAGLINE);
    }
  });

  it('paints the heading with no JavaScript at all, and the app takes over in the same place', async () => {
    const still = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const live = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const bare = await still.newPage();
      await bare.goto(`${suite.server.baseUrl}/`);
      const bareTagline = await bare.getByText(TAGLINE).boundingBox();
      const barePlay = await bare.getByRole('button', { name: 'Play a Friend' }).boundingBox();
      expect(bareTagline?.height ?? 0).toBeGreaterThan(0);

      const page = await live.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      await page.goto(`${suite.server.baseUrl}/`);
      // React's own: the dialog opens, so the button is the app's, not the shell's inert copy.
      await page.getByRole('button', { name: 'How to Play' }).click();
      await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await page.getByText(TAGLINE).count()).toBe(1);
      expect(await page.getByText(TAGLINE).boundingBox()).toEqual(bareTagline);
      expect(await page.getByRole('button', { name: 'Play a Friend' }).boundingBox()).toEqual(barePlay);

      await bare.goto(`${suite.server.baseUrl}/daily-challenge`);
      expect(await bare.getByText(DAILY_MESSAGES.loading).isVisible()).toBe(true);
      expect(await bare.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.locator('section[data-phase]').first().waitFor();
      expect(await page.getByText(DAILY_MESSAGES.loading).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await still.close();
      await live.close();
    }
  });

  it("never shows Home's first screen on another page served by the service worker", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.baseUrl}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Reload until the worker controls the page: only then are navigations its to answer.
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await watchForText(page, TAGLINE);
      await page.goto(`${suite.server.baseUrl}/word-checker`);
      await page
        .getByRole('heading', { name: /word checker/i })
        .first()
        .waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as { __seen: boolean }).__seen)).toBe(false);
      // Home itself, from the same cache, keeps its shell.
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: 'How to Play' }).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as { __seen: boolean }).__seen)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("carries a first visit's hub and leagues in the HTML of /, which the app replaces in place", async () => {
    const { html } = await rawHtml('/');
    expect(html).toMatch(/<h2[^>]*>Your games<\/h2>/);
    expect(html).toContain('Notify me when it&#x27;s my turn');
    expect(html).toMatch(/<h2[^>]*>Your leagues<\/h2>/);
    expect(html).toContain('Compare your daily score with friends');

    const still = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const live = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const sections = (page: Page) => [
        page.getByRole('link', { name: /Today's Gridable/ }),
        page.getByRole('button', { name: /Notify me when it's my turn/ }),
        page.getByText('Compare your daily score with friends'),
        page.getByRole('link', { name: 'Move to another device' }),
      ];
      const bare = await still.newPage();
      await bare.goto(`${suite.server.baseUrl}/`);
      const shellBoxes = await Promise.all(sections(bare).map((l) => l.boundingBox()));
      expect(shellBoxes.every((box) => (box?.height ?? 0) > 0)).toBe(true);

      const page = await live.newPage();
      await page.goto(`${suite.server.baseUrl}/`);
      // The app's own page: its dialog opens, so the sections below are the app's, not the shell's copies.
      await page.getByRole('button', { name: 'How to Play' }).click();
      await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      expect(await Promise.all(sections(page).map((l) => l.boundingBox()))).toEqual(shellBoxes);
    } finally {
      await still.close();
      await live.close();
    }
  });

  it("asks for today's daily from the page's HTML, before the app's code has arrived, and only once", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const starts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/daily-challenge-simple')
          starts.push(request.postData() ?? '');
      });
      const started = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && new URL(request.url()).pathname === '/api/daily-challenge-simple',
        { timeout: 10_000 },
      );
      // The app's entry is held until the start request has gone out: only the HTML can have sent it.
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await started.catch(() => undefined);
        await route.continue();
      });
      await page.goto(`${suite.server.baseUrl}/daily-challenge`, { waitUntil: 'commit' });
      const request = await started;
      const identity = await page.evaluate(() => localStorage.getItem('gridable.playerIdentity'));
      expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
        playerUUID: (JSON.parse(identity ?? '{}') as { playerUUID?: string }).playerUUID,
      });
      await page.locator('section[data-phase]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(starts).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

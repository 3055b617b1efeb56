// The app shells: the HTML of / and /daily-challenge already carries the page's first screen (header, heading,
// layout), so a phone paints it before the JavaScript arrives; the app then takes the page over in place, with
// no jump and no console errors, and pages without a shell (404, others) get none.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DAILY_MESSAGES } from '@gridable/common/messages';
import { useServerAndBrowser } from './support/suite';
import { DAILY_PLAY_TEXT } from '../frontend/src/features/daily/dailyPlayText';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 657 };
const SMALL_PHONE = { width: 320, height: 568 };
const TAGLINE = 'The turn-taking grid-building word game';
const FIRST_STATUS = DAILY_PLAY_TEXT.announcing('first');
const START_PATH = '/api/daily-challenge-simple';

/** The daily's first screen, part by part: the round, the status line, the face-down letter, the grid. */
function dailyParts(page: Page) {
  return [
    page.getByRole('heading', { name: 'Round 1 of 16' }),
    page.getByTestId('status-line'),
    page.getByText('First blind letter', { exact: true }),
    page.getByRole('group', { name: 'Your grid' }),
  ];
}

async function boxesOf(page: Page) {
  return Promise.all(dailyParts(page).map((part) => part.boundingBox()));
}

/** The app has rendered in #root: the shell's markup, wrappers and all, is gone. */
async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root [class*="firstVisitShell"]'));
}

/** Once the page has stopped loading: the game replaced the loading form, and nothing went wrong on the way. */
async function expectSettledOnTheGame(page: Page, errors: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.getByText(DAILY_MESSAGES.loading).count()).toBe(0);
  expect(errors).toEqual([]);
}

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
    expect(daily.html).toContain('Today&#x27;s first blind letter is...');
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
      // A new visitor's daily as it opens; the loading form is there but hidden (it is for returning players).
      expect(await bare.getByText(FIRST_STATUS).isVisible()).toBe(true);
      expect(await bare.getByText(DAILY_MESSAGES.loading).isVisible()).toBe(false);
      expect(await bare.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.locator('[data-day-name]', { hasText: /Gridable #\d+/ }).waitFor();
      await expectSettledOnTheGame(page, errors);
    } finally {
      await still.close();
      await live.close();
    }
  });

  it("paints the first frame in the player's theme: the device's dark scheme, else the theme they chose", async () => {
    const dark = await suite.browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
    try {
      const page = await dark.newPage();
      // The app's code never arrives: what shows is what the HTML alone paints (its CSP allowing its script).
      await page.route('**/assets/*.js', (route) => route.abort());
      const firstPaint = async (path: string) => {
        await page.goto(`${suite.server.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
        return page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
        }));
      };
      expect(await firstPaint('/')).toEqual({ theme: 'dark', background: 'rgb(18, 22, 30)' });
      expect(await firstPaint('/word-checker')).toEqual({ theme: 'dark', background: 'rgb(18, 22, 30)' });
      await page.evaluate(() => localStorage.setItem('gridable.theme', 'light'));
      expect(await firstPaint('/daily-challenge')).toEqual({
        theme: 'light',
        background: 'rgb(247, 243, 234)',
      });
    } finally {
      await dark.close();
    }
  });

  it('lays out the first screens of / and /daily-challenge in the text font alone, with no fallback glyph', async () => {
    // A character the text font lacks (an emoji icon) makes the first layout look up every family of the font
    // stack and load the system's colour-emoji font: on a slow phone, hundreds of ms before the first paint.
    const emoji = /\p{Emoji_Presentation}/u;
    const still = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      const cdp = await still.newCDPSession(page);
      for (const path of ['/', '/daily-challenge']) {
        const { html } = await rawHtml(path);
        const shell = html.slice(html.indexOf('<!--app-shell-->'), html.indexOf('<!--/app-shell-->'));
        expect(shell.length).toBeGreaterThan(0);
        expect(shell.replace(/<[^>]*>/g, '').match(emoji), path).toBeNull();

        await page.goto(`${suite.server.baseUrl}${path}`);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
          nodeId: root.nodeId,
          selector: '#root *',
        });
        const families = new Set<string>();
        for (const nodeId of nodeIds) {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          for (const font of fonts) families.add(font.familyName);
        }
        expect([...families], path).toHaveLength(1);
      }
    } finally {
      await still.close();
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
    // A first visit is not asked about notifications before it has played anything.
    expect(html).not.toContain('Notify me when it&#x27;s my turn');
    expect(html).toMatch(/<h2[^>]*>Your leagues<\/h2>/);
    expect(html).toContain('Compare your daily score with friends');

    const still = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const live = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    try {
      const sections = (page: Page) => [
        page.getByRole('link', { name: /Today's Gridable/ }),
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
      expect(await page.getByRole('button', { name: /Notify me when it's my turn/ }).count()).toBe(0);
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

  it("carries a new visitor's daily game screen in the HTML of /daily-challenge, allowed by the page's CSP", async () => {
    const res = await fetch(`${suite.server.baseUrl}/daily-challenge`);
    const html = await res.text();
    expect(html).toMatch(/<section[^>]*data-phase="announce"/);
    expect(html).toMatch(/<h1[^>]*>Round <!-- -->1<!-- --> of <!-- -->16<\/h1>/);
    expect(html).toContain('First blind letter');
    expect(html.match(/aria-label="Row \d, column \d, empty"/g)).toHaveLength(16);
    const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('localStorage');
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  for (const size of [PHONE, SMALL_PHONE, LAPTOP])
    it(`shows a new visitor the daily in the HTML, and the app takes it over in the same boxes (${size.width}x${size.height})`, async () => {
      const still = await suite.browser.newContext({ viewport: size, javaScriptEnabled: false });
      const live = await suite.browser.newContext({ viewport: size, reducedMotion: 'reduce' });
      try {
        const bare = await still.newPage();
        await bare.goto(`${suite.server.baseUrl}/daily-challenge`);
        const shellBoxes = await boxesOf(bare);
        expect(shellBoxes.every((box) => (box?.height ?? 0) > 0)).toBe(true);

        const page = await live.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
        });
        // The reply is held, so the app's first render is its own first screen of the game on its way.
        let release = () => undefined as void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname === START_PATH,
          async (route) => {
            await held;
            await route.continue();
          },
        );
        await page.goto(`${suite.server.baseUrl}/daily-challenge`);
        await appTookOver(page);
        expect(await page.locator('[data-day-name]').textContent()).toMatch(/^Gridable #\d+$/);
        expect(await boxesOf(page)).toEqual(shellBoxes);
        const replied = page.waitForResponse((response) => new URL(response.url()).pathname === START_PATH);
        release();
        await replied;
        await expectSettledOnTheGame(page, errors);
      } finally {
        await still.close();
        await live.close();
      }
    });

  it("names the day in a new visitor's shell, and shows a returning player the neutral loading screen instead", async () => {
    // The app's code is held back by routing, which a service worker answering from its cache would bypass: this
    // is about what the HTML's own script shows (an installed worker's pages are covered in pwa.e2e.ts).
    const context = await suite.browser.newContext({
      viewport: PHONE,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      // A new visitor, before the app's code is in: the HTML's own script names the day in the first screen.
      const entry = /\/assets\/index-[^/]+\.js$/;
      await page.route(entry, (route) => route.abort());
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.locator('[data-day-name]', { hasText: /^Gridable #\d+$/ }).waitFor();
      expect(await page.getByText(FIRST_STATUS).isVisible()).toBe(true);
      expect(await page.getByText(DAILY_MESSAGES.loading).isVisible()).toBe(false);
      await page.unroute(entry);
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.locator('[data-day-name]', { hasText: /Gridable #\d+/ }).waitFor();
      await page.waitForLoadState('networkidle');
      // Back with an identity: only the inline script runs (the app's code is held), and it picks the neutral form.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      expect(await page.getByText(DAILY_MESSAGES.loading).isVisible()).toBe(true);
      expect(await page.getByText(FIRST_STATUS).isVisible()).toBe(false);
      // A link to a given game is not today's first visit either, even for a new visitor.
      const fresh = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: true });
      try {
        const other = await fresh.newPage();
        await other.route(/\/assets\/.+\.js$/, (route) => route.abort());
        await other.goto(`${suite.server.baseUrl}/daily-challenge/DCS-2025-01-01-x`);
        expect(await other.getByText(DAILY_MESSAGES.loading).isVisible()).toBe(true);
        expect(await other.getByText(FIRST_STATUS).isVisible()).toBe(false);
      } finally {
        await fresh.close();
      }
    } finally {
      await context.close();
    }
  });
});

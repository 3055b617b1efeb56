// The app installs in Chromium (manifest and icons valid, service worker ready, no installability errors),
// and once visited, Home, the rules, the word checker and a game against the computer open with no network.
import { describe, expect, it } from 'vitest';
import { COMPUTER_MESSAGES, computerOpponentLabel } from '@gridable/common/messages';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable app', () => {
  it('has a valid manifest and icons, a ready service worker, and no installability errors', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.baseUrl}/word-checker`);
      // Linked from every page: the one-page app's shell carries it whatever the route.
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(`${suite.server.baseUrl}${href}`)).json()) as Manifest;
      expect(manifest).toMatchObject({ name: 'Gridable', short_name: 'Gridable', start_url: '/' });
      expect(manifest.display).toBe('standalone');
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const icon of manifest.icons) {
        const res = await page.request.get(`${suite.server.baseUrl}${icon.src}`);
        expect(res.headers()['content-type']).toContain('image/png');
        const png = await res.body();
        const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        expect(`${w}x${h}`).toBe(icon.sizes);
      }
      const sizes = manifest.icons.map((i) => `${i.sizes}/${i.purpose ?? 'any'}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']));

      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${suite.server.baseUrl}/`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // A Playwright context is an incognito profile, where Chromium never offers to install anything:
      // that one is about the test's browser, every other reason would be about the app.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens Home, the rules, the word checker and a computer game offline, and never caches /api', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.request.get(`${suite.server.baseUrl}/api/words/check?word=cat`).catch(() => undefined);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(5);
      expect(cached.filter((u) => u.startsWith('/api') || u.startsWith('/socket.io'))).toEqual([]);

      await context.setOffline(true);
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('button', { name: 'How to Play' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.goto(`${suite.server.baseUrl}/word-checker`);
      await page
        .getByRole('heading', { name: /word checker/i })
        .first()
        .waitFor();
      await page.goto(`${suite.server.baseUrl}/play-computer`);
      await page.getByRole('heading', { name: COMPUTER_MESSAGES.title }).waitFor();
      await page.getByRole('link', { name: /^Easy/ }).click();
      await page.getByText(computerOpponentLabel('easy')).waitFor();
      await page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();
      await saveScreenshot(page, 'offline-computer-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('knows which game a tab shows when the app moved it there, and sends no notification for it', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const base = suite.server.baseUrl;
    const page = await context.newPage();
    try {
      await page.goto(`${base}/play-friend`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        // Controlled once the new worker has claimed the page (its activate).
        if (!navigator.serviceWorker.controller)
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve),
          );
      });
      // Into a game inside the app: the window's address changes without a load.
      await page.getByRole('button', { name: 'Create New Game' }).click();
      const created = page.getByRole('dialog', { name: 'Game Created!' });
      const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      await page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/game/${gameId}`);

      // The worker's own ask (askWindows in sw.template.js), run in the worker: the tab says the game.
      const [worker] = context.serviceWorkers();
      if (!worker) throw new Error('no service worker');
      const seen = await worker.evaluate(async () => {
        const scope = self as unknown as {
          clients: { matchAll: (o: object) => Promise<{ url: string }[]> };
          askWindows: (w: unknown[], ask: object, enough: () => boolean) => Promise<Map<unknown, unknown>>;
        };
        const windows = await scope.clients.matchAll({ type: 'window' });
        const answers = await scope.askWindows(windows, {}, () => false);
        return windows.map((w) => ({ loadedAt: new URL(w.url).pathname, answer: answers.get(w) }));
      });
      expect(seen.map((w) => w.answer)).toEqual([{ path: `/game/${gameId}`, told: false }]);

      // Chromium gives its url as where it was loaded, so the worker had to ask.
      expect(seen.map((w) => w.loadedAt)).toEqual(['/play-friend']);

      // A nudge for that game while the player looks at it shows nothing; one for another game does, and marks
      // the app's icon. The headless browser grants no notifications and has no badges (its shell ends the
      // worker at the call; the full browser's resolves), so the worker's notifications and marks are recorded.
      await worker.evaluate(() => {
        const scope = self as unknown as {
          registration: object;
          navigator: object;
          shownTags: string[];
          marks: number;
        };
        scope.shownTags = [];
        scope.marks = 0;
        Object.defineProperty(scope.registration, 'showNotification', {
          value: (_title: string, options: { tag: string }) => {
            scope.shownTags.push(options.tag);
            return Promise.resolve();
          },
        });
        Object.defineProperty(scope.navigator, 'setAppBadge', {
          value: () => {
            scope.marks += 1;
            return Promise.resolve();
          },
        });
      });
      await page.bringToFront();
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${base}/`);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registered;
      const nudge = (id: string) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: base,
          registrationId,
          data: JSON.stringify({ kind: 'nudge', title: 'Nudge', body: id, url: `/game/${id}`, gameId: id }),
        });
      await nudge(gameId);
      await nudge('ZZZZ9');
      // The tab answers the worker's asks in order: once the second push's notification is up, the first
      // push had its answer before it.
      await expect
        .poll(() => worker.evaluate(() => (self as unknown as { shownTags: string[] }).shownTags))
        .toEqual(['game-ZZZZ9']);
      await expect.poll(() => worker.evaluate(() => (self as unknown as { marks: number }).marks)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows "Update available" over the header, never over a game\'s keyboard, Submit or grid', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 320, height: 568 },
      reducedMotion: 'reduce',
    });
    // The state the banner listens for, set up without a second build: a version waiting while another one
    // controls the page, as the registration reports it after an update was installed.
    await context.addInitScript(() => {
      const registration = {
        waiting: {},
        installing: null,
        update: () => Promise.resolve(),
        addEventListener() {},
      };
      Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
        value: () => Promise.resolve(registration),
      });
      Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({}) });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${suite.server.baseUrl}/play-computer?level=easy`);
      await page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();
      const restart = page.getByRole('button', { name: 'Restart now' });
      await restart.waitFor();
      expect(await page.getByRole('status').filter({ has: restart }).textContent()).toContain(
        'Update available: it takes effect the next time you open Gridable.',
      );
      // The player's own choice comes within two rounds: the keyboard and its Submit are then on screen.
      const keyboard = page.getByRole('group', { name: 'Letter' });
      if ((await page.locator('section[data-phase="choose"]').count()) === 0) {
        await page.locator('section[data-phase="place"]').waitFor();
        await page
          .getByRole('group', { name: 'Your grid' })
          .getByRole('button', { name: /, empty$/ })
          .first()
          .click();
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
      }
      await keyboard.getByRole('button', { name: 'Submit' }).waitFor();
      for (const size of [
        { width: 390, height: 844 },
        { width: 320, height: 568 },
        { width: 844, height: 390 },
      ]) {
        await page.setViewportSize(size);
        await page.waitForFunction(
          ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
          size,
        );
        // The grid sizes itself from its box a few frames after the resize: measure the layout it settles to.
        await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const cellBox = () =>
            JSON.stringify(
              document
                .querySelector('[role="group"][aria-label="Your grid"] button')
                ?.getBoundingClientRect(),
            );
          for (let stable = 0, last = cellBox(); stable < 3;) {
            await frame();
            const now = cellBox();
            stable = now === last ? stable + 1 : 0;
            last = now;
          }
        });
        const at = `${size.width}x${size.height}`;
        const { banner, overlapped, unreachable } = await page.evaluate(() => {
          const actions = Array.from(document.querySelectorAll('[role="status"] button'));
          const bannerBox = actions[0]?.parentElement?.getBoundingClientRect();
          if (!bannerBox) throw new Error('no banner');
          const controls = Array.from(
            document.querySelectorAll(
              'section[data-phase] button, [role="group"][aria-label="Your grid"] button',
            ),
          ).filter((button) => button.checkVisibility());
          const overlaps = (box: DOMRect) =>
            box.left < bannerBox.right &&
            box.right > bannerBox.left &&
            box.top < bannerBox.bottom &&
            box.bottom > bannerBox.top;
          const reachable = (button: Element) => {
            const { left, top, right, bottom } = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint((left + right) / 2, (top + bottom) / 2));
          };
          return {
            banner: {
              top: bannerBox.top,
              bottom: bannerBox.bottom,
              left: bannerBox.left,
              right: bannerBox.right,
            },
            overlapped: controls
              .filter((control) => overlaps(control.getBoundingClientRect()))
              .map((control) => control.getAttribute('aria-label') ?? control.textContent),
            unreachable: actions.filter((action) => !reachable(action)).map((action) => action.textContent),
          };
        });
        expect(overlapped, `${at}: game controls under the banner`).toEqual([]);
        expect(unreachable, `${at}: banner buttons covered`).toEqual([]);
        expect(banner.bottom, `${at}: banner on screen`).toBeLessThanOrEqual(size.height);
        expect(banner.right - banner.left, `${at}: banner inside the width`).toBeLessThanOrEqual(size.width);
        await saveScreenshot(page, `update-banner-game-${at}`);
      }
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await restart.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

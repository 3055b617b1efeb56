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
});

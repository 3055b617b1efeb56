// Launches Debian's Chromium through playwright-core (for the e2e tests and the browser benchmarks alike, so both
// run the same flags), and saves screenshots under e2e/screenshots/ (git-ignored).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell): the same Blink and V8 without
 * the desktop browser around them, which drew and composited every frame for no window and cost the test suite
 * about as much CPU as the pages themselves.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * `shell` asks for the headless shell, for tests that assert what pages do; it falls back to the full browser
 * where the shell is not installed. Benchmarks keep the full browser: their figures are what a person's browser
 * does. CHROMIUM_PATH overrides both.
 */
export function launchBrowser({ shell = false }: { shell?: boolean } = {}): Promise<Browser> {
  const preferred = shell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? preferred,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Saves a full-page screenshot as e2e/screenshots/{name}.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

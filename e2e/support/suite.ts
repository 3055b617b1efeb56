// One built server and one Chromium per test file, started before its tests and always stopped after. The Chromium
// is the headless shell where it is installed (support/browser.ts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * `atNoon` is for files whose assertions hold only within one day (a daily's "today", a league's week): the server
 * and every page the browser opens read the time as noon of today and on from there, so a run that starts just
 * before midnight (or a week's end) finishes on the day it started instead of failing on the next one.
 */
export function useServerAndBrowser({ atNoon = false }: { atNoon?: boolean } = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const clockShiftMs = atNoon ? noonToday() - Date.now() : 0;
    server = await startServer({ clockShiftMs });
    browser = await launchBrowser({ shell: true });
    if (clockShiftMs) onShiftedClock(browser, clockShiftMs);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} not started`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

function noonToday(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).getTime();
}

/** Every context the browser opens runs on Playwright's clock, flowing as usual from the server's shifted time. */
function onShiftedClock(browser: Browser, clockShiftMs: number): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.clock.install({ time: Date.now() + clockShiftMs });
    return context;
  };
}

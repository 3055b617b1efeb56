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
 * Every file runs at noon of today unless it asks for the real clock: the server and every page the browser opens
 * read the time as noon of today and on from there, so a run that starts just before midnight (or a week's end)
 * finishes on the day it started instead of failing on the next one (a daily's "today", the hub's and home's
 * daily status, a league's week, an archive's latest day). `realClock` is for a file that needs the machine's time.
 */
export function useServerAndBrowser({ realClock = false }: { realClock?: boolean } = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const clockShiftMs = realClock ? 0 : noonToday() - Date.now();
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

/**
 * Every context the browser opens runs on Playwright's clock, flowing as usual from the server's shifted time. A
 * test that installs the clock again (to hold or skip time) gets the shifted time too, not this process's.
 */
function onShiftedClock(browser: Browser, clockShiftMs: number): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const install = context.clock.install.bind(context.clock);
    context.clock.install = (clock) => install({ ...clock, time: clock?.time ?? Date.now() + clockShiftMs });
    await context.clock.install();
    return context;
  };
}

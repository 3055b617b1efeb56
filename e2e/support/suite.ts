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

export function useServerAndBrowser(): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser({ shell: true });
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

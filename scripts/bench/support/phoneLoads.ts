// Cold loads on a mid-range phone profile through Chromium's DevTools protocol: CPU 4x slower, 1.6 Mbps down,
// 750 kbps up, 150 ms round trip; first contentful paint and largest contentful paint of each load.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { median } from './stats';

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  /** Bytes per second, as Network.emulateNetworkConditions takes them. */
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  viewport: { width: 390, height: 844 },
} as const;

/** Each page's own content, shown once it has rendered (not the app shell the HTML already carries). */
export const PHONE_PAGES: [path: string, ready: string][] = [
  ['/', 'text=The turn-taking grid-building word game'],
  ['/daily-challenge', 'section[data-phase]'],
];

export interface PhoneLoad {
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was, e.g. 'p "The turn-taking grid-bui"': where to look when LCP is slow. */
  lcpElement: string;
}

export interface PhoneFigures {
  path: string;
  loads: PhoneLoad[];
  /** The most frequent LCP element over the loads. */
  lcpElement: string;
  fcpMs: number;
  lcpMs: number;
}

// A string, not a function: tsx's transform would put helpers into a serialised function that the page lacks.
const OBSERVE_LCP = `(() => {
  window.__lcp = Number.NaN;
  window.__lcpElement = '';
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    window.__lcp = last.startTime;
    const element = last.element;
    window.__lcpElement = element
      ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 24) + '"'
      : '(removed)';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** A fresh context the size and kind of the mid-range phone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Slows `page`'s CPU and network to the phone profile; the DevTools session stays open for the caller. */
export async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  return cdp;
}

/**
 * One cold load in a fresh context. LCP is final once the page stops painting larger things: the reading is
 * taken once the page has loaded, its own content (`ready`) is on screen and two more frames have passed.
 */
async function phoneLoadOnce(browser: Browser, url: string, ready: string): Promise<PhoneLoad> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    await throttleLikeAPhone(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // The HTML's app shell already shows the ready text; the page's lazy parts (Home's hub and leagues, the
    // daily's game) may still paint something larger, so the reading waits until nothing more is fetched.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.evaluate(() => {
      const frame = (globalThis as unknown as { requestAnimationFrame: (run: () => void) => void })
        .requestAnimationFrame;
      return new Promise<void>((resolve) => frame(() => frame(resolve)));
    });
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (globalThis as unknown as { __lcp?: number }).__lcp ?? Number.NaN,
      element: (globalThis as unknown as { __lcpElement?: string }).__lcpElement ?? '',
    }));
    return { fcpMs: timing.fcp, lcpMs: timing.lcp, lcpElement: timing.element };
  } finally {
    await context.close();
  }
}

/** `count` cold loads of `path`, each waiting for the `ready` selector; medians of FCP and LCP. */
export async function phoneLoads(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: string,
  count: number,
): Promise<PhoneFigures> {
  const loads: PhoneLoad[] = [];
  for (let i = 0; i < count; i++) loads.push(await phoneLoadOnce(browser, `${baseUrl}${path}`, ready));
  const counts = new Map<string, number>();
  for (const { lcpElement } of loads) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  const lcpElement = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return {
    path,
    loads,
    lcpElement,
    fcpMs: median(loads.map((l) => l.fcpMs)),
    lcpMs: median(loads.map((l) => l.lcpMs)),
  };
}

/** The line `npm run bench:web` prints for a page: `web phone /daily-challenge fcp=812 ms lcp=1430 ms`. */
export function phoneLine({ path, fcpMs, lcpMs }: PhoneFigures): string {
  return `web phone ${path} fcp=${fcpMs.toFixed(0)} ms lcp=${lcpMs.toFixed(0)} ms`;
}

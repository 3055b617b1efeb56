// Where a phone-profile load spends its time: one cold load of a page under the mid-range phone profile, printed
// as a timeline of what was fetched when (from navigation start), the long tasks on the main thread, and when the
// first and largest paints happened and of what. `npx tsx scripts/bench/phoneTimeline.ts --dist <dir> [path...]`.
import path from 'node:path';
import { optionValue } from './support/cli';
import { startServerProcess } from './support/serverProcess';
import { launchBrowser } from '../../e2e/support/browser';
import { PHONE_PAGES, phoneContext, throttleLikeAPhone } from './support/phoneLoads';

const OBSERVE = `(() => {
  window.__marks = [];
  const note = (kind, detail) => window.__marks.push([Math.round(performance.now()), kind, detail]);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      note('lcp', el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 30) + '" ' + Math.round(e.size) + 'px²' : '(removed)');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) note('paint', e.name);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) note('longtask', Math.round(e.duration) + ' ms from ' + Math.round(e.startTime));
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function timeline(baseUrl: string, pagePath: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await throttleLikeAPhone(page);
    const started = new Map<string, { url: string; at: number }>();
    const rows: [number, string][] = [];
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!origin) origin = e.timestamp;
      started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = started.get(e.requestId);
      if (!s) return;
      const u = new URL(s.url);
      rows.push([
        Math.round((s.at - origin) * 1000),
        `fetch ${u.pathname}${u.search} ${Math.round((s.at - origin) * 1000)}→${Math.round((e.timestamp - origin) * 1000)} ms, ${(e.encodedDataLength / 1000).toFixed(1)} KB`,
      ]);
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    await page
      .locator(new Map(PHONE_PAGES).get(pagePath) ?? 'main')
      .first()
      .waitFor({ timeout: 60_000 });
    // What the page fetches once its own content is up (an API call, a late chunk) still belongs to the picture.
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(
      () => (globalThis as unknown as { __marks: [number, string, string][] }).__marks,
    );
    console.log(`\n== ${pagePath} (phone profile, one cold load; fetch times from the first request)`);
    for (const [at, kind, detail] of marks) rows.push([at, `${kind} ${detail} @${at} ms`]);
    for (const [, line] of rows.sort((a, b) => a[0] - b[0])) console.log(line);
  } finally {
    await browser.close();
  }
}

const dist = optionValue('--dist');
if (!dist) throw new Error('--dist <built web app> is required');
const pages = process.argv.slice(2).filter((a, i, all) => a.startsWith('/') && all[i - 1] !== '--dist');
const server = await startServerProcess('gridable', { env: { STATIC_DIR: path.resolve(dist) } });
try {
  for (const p of pages.length > 0 ? pages : ['/', '/daily-challenge']) await timeline(server.url, p);
} finally {
  await server.stop();
}

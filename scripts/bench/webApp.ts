// Part 4: the web app's first page: the JS and CSS it loads, as bytes on the wire from the real server
// (budget-checked) and as gzip -9 of the build, and time to first render in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { ROOT } from './support/bundle';
import { launchBrowser } from '../../e2e/support/browser';
import { isMain, optionValue, runAsMain, type PartOptions, type PartReport } from './support/cli';
import { startServerProcess } from './support/serverProcess';
import { fixed, median, ratio } from './support/stats';
import { PHONE_PAGES, PHONE_PROFILE, phoneLine, phoneLoads, type PhoneFigures } from './support/phoneLoads';

/** JavaScript for `/` as transferred (compressed) by the server, 1 KB = 1000 bytes. */
export const JS_BUDGET_BYTES = 110_000;
const TAGLINE = 'The turn-taking grid-building word game';
/** Largest contentful paint targets on the mid-range phone profile, by page. */
const PHONE_LCP_TARGET_MS: Record<string, number> = { '/': 1500, '/daily-challenge': 2000 };
const PHONE_LOADS = 5;
interface Asset {
  file: string;
  kind: 'js' | 'css';
  how: string;
  raw: number;
  gzip: number;
}

/** Builds the web app into the benchmark cache (never into frontend/dist, which others may be serving). */
function buildWebApp(): string {
  // Not under node_modules/.cache: Express's sendFile refuses paths with a dot-folder, so / would 404.
  const outDir = path.join(os.tmpdir(), 'gridable-bench-web');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(ROOT, 'frontend'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

function gzipSize(file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** What index.html makes the browser fetch before anything runs: module scripts, modulepreloads, stylesheets. */
export function firstPageAssets(distDir: string): Asset[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const found: Asset[] = [];
  const add = (href: string | undefined, kind: Asset['kind'], how: string): void => {
    if (!href || /^https?:/.test(href) || found.some((a) => a.file === href)) return;
    found.push({ file: href, kind, how, ...gzipSize(path.join(distDir, href.replace(/^\//, ''))) });
  };
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) add(m[1], 'js', 'script');
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (/\brel="modulepreload"/.test(tag)) add(href, 'js', 'modulepreload');
    else if (/\brel="stylesheet"/.test(tag)) add(href, 'css', 'stylesheet');
  }
  return found;
}

interface Fetched {
  path: string;
  /** Response body bytes as transferred (after Content-Encoding). */
  wire: number;
  encoding: string;
}

interface Load {
  fcpMs: number;
  taglineMs: number;
  requested: Fetched[];
}

/** One cold load in a fresh context: first contentful paint, and when the tagline reached the DOM. */
async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<Fetched | null>> = [];
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (!/\.(js|css)$/.test(u.pathname)) return;
      pending.push(
        (async () => {
          const [sizes, encoding] = await Promise.all([
            res.request().sizes(),
            res.headerValue('content-encoding'),
          ]);
          return { path: u.pathname, wire: sizes.responseBodySize, encoding: encoding ?? 'identity' };
        })().catch(() => null), // a response still arriving when the context closes is not this load's
      );
    });
    // A string, not a function: tsx's transform would put helpers into a serialised function that the page lacks.
    await page.addInitScript(`(() => {
      const tagline = ${JSON.stringify(TAGLINE)};
      new MutationObserver((_m, observer) => {
        if (window.__taglineAt === undefined && (document.body?.textContent ?? '').includes(tagline)) {
          window.__taglineAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    })();`);
    await page.goto(url, { waitUntil: 'load' });
    // Functions, not strings: the app's CSP forbids eval, and these are passed to the page without it.
    await page.waitForFunction(
      () => (globalThis as unknown as { __taglineAt?: number }).__taglineAt !== undefined,
      undefined,
      {
        timeout: 15_000,
      },
    );
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      tagline: (globalThis as unknown as { __taglineAt?: number }).__taglineAt ?? Number.NaN,
    }));
    page.removeAllListeners('response');
    const requested = (await Promise.all(pending)).filter((f): f is Fetched => f !== null);
    return { fcpMs: timing.fcp, taglineMs: timing.tagline, requested };
  } finally {
    await context.close();
  }
}

/** The render baseline: a static page that puts the same tagline on screen from one tiny script, from the same server. */
function writeBaselinePage(distDir: string): string {
  writeFileSync(
    path.join(distDir, 'bench-baseline.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>baseline</title><script type="module" src="/bench-baseline.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(distDir, 'bench-baseline.js'),
    `const p = document.createElement('p'); p.textContent = ${JSON.stringify(TAGLINE)}; document.getElementById('root').append(p);`,
  );
  return '/bench-baseline.html';
}

export async function runWebApp({ quick }: PartOptions): Promise<PartReport> {
  const given = optionValue('--dist');
  const distDir = given ? path.resolve(given) : buildWebApp();
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir}/index.html is missing`);
  const assets = firstPageAssets(distDir);
  const jsGzip = assets.filter((a) => a.kind === 'js').reduce((s, a) => s + a.gzip, 0);
  const cssGzip = assets.filter((a) => a.kind === 'css').reduce((s, a) => s + a.gzip, 0);

  const baselinePath = writeBaselinePage(distDir);
  const server = await startServerProcess('gridable', { env: { STATIC_DIR: distDir } });
  const browser = await launchBrowser();
  const loads = quick ? 3 : 9;
  const app: Load[] = [];
  const base: Load[] = [];
  const phone: PhoneFigures[] = [];
  try {
    // Warm Chromium itself (first process start, disk cache of the binary); not recorded.
    await loadOnce(browser, `${server.url}${baselinePath}`);
    await loadOnce(browser, `${server.url}/`);
    for (let i = 0; i < loads; i++) {
      base.push(await loadOnce(browser, `${server.url}${baselinePath}`));
      app.push(await loadOnce(browser, `${server.url}/`));
    }
    for (const [pagePath, ready] of PHONE_PAGES)
      phone.push(await phoneLoads(browser, server.url, pagePath, ready, PHONE_LOADS));
  } finally {
    await browser.close();
    await server.stop();
  }

  // What the browser actually fetched for / (index.html's set plus any lazy chunk the home route pulls in), as it came over the wire.
  const byPath = new Map<string, Fetched>();
  for (const f of app.flatMap((l) => l.requested)) byPath.set(f.path, f);
  const fetchedSizes = [...byPath.values()].map((f) => ({
    ...f,
    file: f.path,
    ...gzipSize(path.join(distDir, f.path.replace(/^\//, ''))),
  }));
  const fetchedJs = fetchedSizes.filter((f) => f.file.endsWith('.js')).reduce((s, f) => s + f.wire, 0);
  const fetchedCss = fetchedSizes.filter((f) => f.file.endsWith('.css')).reduce((s, f) => s + f.wire, 0);
  const budgetJs = fetchedJs;
  const overBudget = budgetJs > JS_BUDGET_BYTES;

  const kb = (n: number): string => (n / 1000).toFixed(1);
  const fcp = { app: median(app.map((l) => l.fcpMs)), base: median(base.map((l) => l.fcpMs)) };
  const tag = { app: median(app.map((l) => l.taglineMs)), base: median(base.map((l) => l.taglineMs)) };
  return {
    tables: [
      {
        title: 'Web app: what rendering / transferred from the server (bytes on the wire)',
        columns: ['file', 'content-encoding', 'raw KB', 'wire KB'],
        rows: [
          ...fetchedSizes.map((f) => [f.file, f.encoding, kb(f.raw), kb(f.wire)]),
          ['**JS on the wire**', '', '', kb(fetchedJs)],
          ['**CSS on the wire**', '', '', kb(fetchedCss)],
        ],
        notes: [
          `Budget: JavaScript for / under ${kb(JS_BUDGET_BYTES)} KB on the wire (1 KB = 1000 bytes, response bodies as Chromium received them): ${kb(budgetJs)} KB → ${overBudget ? `OVER by ${kb(budgetJs - JS_BUDGET_BYTES)} KB` : `met, ${kb(JS_BUDGET_BYTES - budgetJs)} KB to spare`}.`,
        ],
      },
      {
        title: 'Web app: first page assets (gzip -9 of the build)',
        columns: ['file', 'kind', 'loaded by', 'raw KB', 'gzip KB'],
        rows: [
          ...assets.map((a) => [a.file, a.kind, a.how, kb(a.raw), kb(a.gzip)]),
          ...fetchedSizes
            .filter((f) => !assets.some((a) => a.file === f.file))
            .map((f) => [
              f.file,
              f.file.endsWith('.js') ? 'js' : 'css',
              'fetched by / in Chromium',
              kb(f.raw),
              kb(f.gzip),
            ]),
          ['**JS total (index.html)**', 'js', '', '', kb(jsGzip)],
          ['**CSS total (index.html)**', 'css', '', '', kb(cssGzip)],
        ],
      },
      {
        title: `Web app: time to first render of / in headless Chromium (median of ${loads} cold loads)`,
        columns: ['page', 'first contentful paint ms', 'tagline in DOM ms'],
        rows: [
          ['bare static page (same tagline, one tiny script)', fixed(fcp.base, 0), fixed(tag.base, 0)],
          ['Gridable home', fixed(fcp.app, 0), fixed(tag.app, 0)],
          ['**ratio**', ratio(fcp.app, fcp.base), ratio(tag.app, tag.base)],
        ],
        notes: [
          'Each load uses a fresh browser context (empty cache) against the real server on 127.0.0.1, which serves both pages; times are from navigation start.',
        ],
      },
      {
        title: `Web app on a mid-range phone (median of ${PHONE_LOADS} cold loads each)`,
        columns: [
          'page',
          'first contentful paint ms',
          'largest contentful paint ms',
          'LCP target',
          'LCP element',
        ],
        rows: phone.map((p) => {
          const target = PHONE_LCP_TARGET_MS[p.path] ?? Number.NaN;
          return [
            p.path,
            fixed(p.fcpMs, 0),
            fixed(p.lcpMs, 0),
            `≤ ${target} ms: ${p.lcpMs <= target ? 'met' : 'MISSED'}`,
            p.lcpElement,
          ];
        }),
        notes: [
          `Chromium through CDP: CPU ${PHONE_PROFILE.cpuSlowdown}x slower (Emulation.setCPUThrottlingRate), 1.6 Mbps down / 750 kbps up and ${PHONE_PROFILE.latencyMs} ms round trip (Network.emulateNetworkConditions), a ${PHONE_PROFILE.viewport.width}x${PHONE_PROFILE.viewport.height} touch screen; each load in a fresh context (empty cache). LCP is read once the page's own content is on screen.`,
        ],
      },
    ],
    lines: phone.map(phoneLine),
    failures: overBudget
      ? [`first-page JS is ${kb(budgetJs)} KB on the wire, over the ${kb(JS_BUDGET_BYTES)} KB budget`]
      : [],
  };
}

if (isMain(import.meta.url)) runAsMain(runWebApp);

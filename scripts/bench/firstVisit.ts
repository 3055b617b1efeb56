// What a newcomer's phone fetches on a first visit and on the next, per page, as the real server serves a build:
// Chromium with Slow 4G (150 ms RTT, 1.6 Mbit/s down) and 4x CPU, 390x844. Counts and bytes, not times: on a
// shared machine only they repeat. For each page it prints the requests and KiB on the wire (first visit), how
// many of those the HTML names itself (found before any script has run), and the requests and KiB that still
// reach the network on a repeat visit with the service worker in charge (the API's answers, nothing of the app).
// Usage: `npm run build && npm run bench:first-visit`.
import path from 'node:path';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { isBlindRound, scoreGrid, type DailyGameView } from '@gridable/common';
import { launchBrowser } from '../../e2e/support/browser';
import { ROOT } from './support/bundle';
import { isMain } from './support/cli';
import { startInProcessServer } from './support/inProcessServer';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 96_000 };

interface Visit {
  requests: number;
  kib: number;
  /** Requests the HTML itself starts (parser-found or preloaded), before any script has run. */
  fromHtml: number;
}

async function post<T>(base: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** A friend game's link and a shared daily result, made over the API as the app would. */
async function pagesToVisit(base: string): Promise<[string, string][]> {
  const { gameId } = await post<{ gameId: string }>(base, '/api/games', {});
  const playerUUID = crypto.randomUUID();
  let { game } = await post<{ game: DailyGameView }>(base, '/api/daily-challenge-simple', {
    playerUUID,
    userTimezone: 'UTC',
  });
  const action = `/api/daily-challenge-simple/${game.gameId}/action`;
  while (game.status === 'active') {
    const round = game.currentRound;
    if (!isBlindRound(round)) {
      ({ game } = await post<{ game: DailyGameView }>(base, action, {
        action: 'SELECT_LETTER',
        letter: 'ESTARONDE'[round / 2],
        playerUUID,
      }));
      if (game.status !== 'active') break;
    }
    ({ game } = await post<{ game: DailyGameView }>(base, action, {
      action: 'PLACE_LETTER',
      cellIndex: round - 1,
      playerUUID,
    }));
  }
  const { total, words } = scoreGrid(game.player2Grid);
  const { shareId } = await post<{ shareId: string }>(base, '/api/public-results', {
    gameId: game.gameId,
    gameNumber: game.gameNumber,
    playerGrid: game.player2Grid,
    playerWords: words,
    playerScore: total,
    completedAt: new Date().toISOString(),
  });
  return [
    ['/', '/'],
    ['/daily-challenge', '/daily-challenge'],
    ['/game/<id>', `/game/${gameId}`],
    ['/share/<id>', `/share/${shareId}`],
    ['/word-checker', '/word-checker'],
  ];
}

async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const sent = new Map<string, { fromHtml: boolean; network: boolean; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const initiator = e.initiator.type;
    sent.set(e.requestId, { fromHtml: initiator === 'parser', network: true, bytes: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = sent.get(e.requestId);
    if (r) r.network = !e.response.fromServiceWorker && !e.response.fromDiskCache;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = sent.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The app's own requests (the API) start a while after load on a 4x slower CPU: quiet twice over counts them.
  for (let quiet = 0; quiet < 2; quiet++) {
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(2_000);
  }
  await page.close();
  const onWire = [...sent.values()].filter((r) => r.network);
  return {
    requests: onWire.length,
    kib: onWire.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    fromHtml: [...sent.values()].filter((r) => r.fromHtml).length,
  };
}

export async function measureFirstVisits(distDir: string): Promise<string[]> {
  const server = await startInProcessServer(distDir);
  const browser = await launchBrowser();
  const lines = ['page              first: requests  KiB    from HTML | repeat: requests  KiB'];
  try {
    for (const [name, pathname] of await pagesToVisit(server.url)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const first = await visit(context, `${server.url}${pathname}`);
        // The worker installs after load and takes this page over; the repeat is the app's next launch.
        const warm = await context.newPage();
        await warm.goto(`${server.url}/feedback`);
        await warm.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
        await warm.close();
        const repeat = await visit(context, `${server.url}${pathname}`);
        lines.push(
          `${name.padEnd(18)}${String(first.requests).padStart(15)}${first.kib.toFixed(0).padStart(6)}` +
            `${String(first.fromHtml).padStart(11)} |${String(repeat.requests).padStart(17)}${repeat.kib.toFixed(1).padStart(6)}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return lines;
}

if (isMain(import.meta.url)) {
  for (const line of await measureFirstVisits(path.join(ROOT, 'frontend', 'dist'))) console.log(line);
}

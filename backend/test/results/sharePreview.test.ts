// What a chat app sees of a shared result: the server-rendered tags of /share/{id} and its og:image PNG.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicResultCreated, scoreGrid, type Grid } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createResultFeature } from '../../src/results/resultFeature';
import { OG_RENDER_BUDGET } from '../../src/http/previewImages';
import { mountFeatures } from '../daily/support/featureServer';
import type { Listening } from '../support/appServer';
import { postJson } from '../daily/support/http';
import { createDailyGame, newPlayer, playToCompletion } from '../daily/support/dailyPlay';

const INDEX =
  '<!doctype html><html><head><title>Gridable</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
const GRID: Grid = [
  ['C', 'A', 'T', null],
  ['A', null, null, null],
  ['T', null, null, null],
  [null, null, null, null],
];

let dir: string;
let server: RunningServer;
let roomy: Listening;
let dailyShare: string;
let dailyNumber: number;
let dailyScore: number;

async function share(baseUrl: string, body: Record<string, unknown>): Promise<string> {
  const created = await postJson<PublicResultCreated>(`${baseUrl}/api/public-results`, body);
  return PublicResultCreated.parse(created.body).shareId;
}

function computerResult(gameId: string) {
  const { total, words } = scoreGrid(GRID);
  return {
    gameId,
    kind: 'computer',
    gameMode: 'multiplayer',
    playerGrid: GRID,
    playerWords: words,
    playerScore: total,
    completedAt: '2025-02-11T20:15:00.000Z',
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gridable-preview-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  // Trusted loopback proxy: the budget test spends its own address's renders (X-Forwarded-For), not the file's.
  server = await startTestServer({ STATIC_DIR: dir, TRUST_PROXY: 'loopback' });
  roomy = await mountFeatures(server, (ctx) => [
    createResultFeature(ctx, { createLimit: { name: 'results', limit: 100, windowMs: 60_000 } }),
  ]);
  const player = newPlayer();
  const created = await createDailyGame(server.url, player);
  const finished = await playToCompletion(server.url, player, created.body.game, [
    'E',
    'S',
    'T',
    'A',
    'R',
    'O',
    'N',
    'D',
  ]);
  const { total, words } = scoreGrid(finished.playerGrid);
  dailyNumber = finished.gameNumber;
  dailyScore = total;
  dailyShare = await share(server.url, {
    gameId: finished.gameId,
    gameNumber: finished.gameNumber,
    playerGrid: finished.playerGrid,
    playerWords: words,
    playerScore: total,
    completedAt: new Date().toISOString(),
  });
});
/** A GET with a Host header of the client's choosing (fetch would not send one). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

afterAll(async () => {
  await roomy.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a shared result’s link preview', () => {
  it('is in the raw HTML of /share/{id}: title, description and an og:image that points at its PNG', async () => {
    const res = await fetch(`${server.url}/share/${dailyShare}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = `Gridable #${dailyNumber} — ${dailyScore}/32`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta property="og:image" content="${server.url}/api/og/${dailyShare}.png" />`);
    expect(html).toMatch(/<meta name="description" content="Score \d+\/32[^"]*No spoilers/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('never names a Host nobody allowed, and keeps pages built from a Host out of shared caches', async () => {
    // A shared cache that stored a page built from `Host: evil.example` would serve evil's preview to all.
    const poisoned = await getWithHost(`${server.url}/share/${dailyShare}`, 'evil.example');
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).not.toContain('evil.example');
    expect(poisoned.body).toContain(`<meta property="og:url" content="/share/${dailyShare}" />`);
    expect(poisoned.body).toContain(`<meta property="og:image" content="/api/og/${dailyShare}.png" />`);
    expect(poisoned.headers['cache-control']).toBe('no-cache');
    // A loopback Host (development) is named, but the page is this request's alone.
    const local = await getWithHost(`${server.url}/share/${dailyShare}`, new URL(server.url).host);
    expect(local.body).toContain(`<meta property="og:url" content="${server.url}/share/${dailyShare}" />`);
    expect(local.headers['cache-control']).toBe('private, no-cache');
  });

  it('draws a 1200x630 PNG under 100 KB, and answers an unknown id with 404', async () => {
    const res = await fetch(`${server.url}/api/og/${dailyShare}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
    // Public and fixed: any cache may keep it, and a forum that shows the preview image itself may load it.
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    expect((await fetch(`${server.url}/api/og/NoSuchShare1.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/og/${dailyShare}.gif`)).status).toBe(404);
    const page = await fetch(`${server.url}/share/NoSuchShare1`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<div id="root"></div>');
  });

  it('gives home and the daily their own tags', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('<meta property="og:title" content="Gridable" />');
    const daily = await (await fetch(`${server.url}/daily-challenge`)).text();
    expect(daily).toMatch(/<meta property="og:title" content="Play Gridable #\d+" \/>/);
  });

  it('draws at most a budget of new images per address, while cached ones keep loading', async () => {
    // The daily image is drawn (or already was) before this address spends anything: it is the cached one.
    expect((await fetch(`${server.url}/api/og/${dailyShare}.png`)).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i <= OG_RENDER_BUDGET.limit; i++)
      ids.push(await share(roomy.url, computerResult(`cpu-${i}`)));
    const from = { 'x-forwarded-for': '10.61.0.1' };
    const statuses: number[] = [];
    for (const id of ids)
      statuses.push((await fetch(`${server.url}/api/og/${id}.png`, { headers: from })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await fetch(`${server.url}/api/og/${dailyShare}.png`, { headers: from })).status).toBe(200);
  });
});

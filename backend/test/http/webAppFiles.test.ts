// The built web app over HTTP: precompressed bytes by Accept-Encoding, year-long caching for hashed
// assets, ETag revalidation for index.html, client routes get the app, missing assets a 404.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { listen, type Listening } from '../support/appServer';
import { precompressAssets } from '../../../frontend/precompress';

/** The site's real icon: small, but fetched by every page. */
const FAVICON = path.resolve(import.meta.dirname, '../../../frontend/public/favicon.svg');

let server: Listening;
let dir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<!-- padding -->'.repeat(80)}</body></html>`;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gridable-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  fs.copyFileSync(FAVICON, path.join(dir, 'favicon.svg'));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  // The Vite build's own precompress step leaves the twins beside each text file.
  precompressAssets(dir);
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir });
  server = await listen(buildApp({ config, log: createLogger('silent') }));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('web app files', () => {
  it('sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, plain bytes otherwise', async () => {
    const url = `${server.url}/assets/index-AbC123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
    expect(refused.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('caches hashed assets for a year as immutable and makes index.html revalidate by ETag', async () => {
    const asset = await get(`${server.url}/assets/index-AbC123.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await get(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    // Its links name the (loopback) Host it was asked by, PUBLIC_URL being unset: no shared cache may keep it.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The app's HTML, with the home page's preview tags written in.
    const home = brotliDecompressSync(page.body).toString();
    expect(home).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');
    expect(home).toContain('<meta property="og:title" content="Gridable" />');
    const etag = page.headers['etag'] as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`${server.url}/`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // A different encoding is a different representation: its ETag does not match.
    expect((await get(`${server.url}/`, { 'if-none-match': etag })).status).toBe(200);
  });

  it('answers client routes with the app and an asset missing from this build with 404', async () => {
    const route = await get(`${server.url}/game/ABCDE`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('src="/assets/index-AbC123.js"');
    for (const known of [
      '/',
      '/daily-challenge',
      '/daily-challenge/DCS-G1-x',
      '/play-friend',
      '/word-checker',
    ])
      expect((await get(`${server.url}${known}`)).status, known).toBe(200);
    // Any other path still gets the app, so its not-found page renders, but as a real 404.
    for (const unknown of ['/nope', '/game', '/share/a/b', '/daily-challenge/a/b']) {
      const missing = await get(`${server.url}${unknown}`);
      expect(missing.status, unknown).toBe(404);
      expect(missing.body.toString()).toContain('src="/assets/index-AbC123.js"');
    }
    expect((await get(`${server.url}/assets/index-Old999.js`)).status).toBe(404);
    const icon = await get(`${server.url}/favicon.svg`);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('sends the favicon compressed and cached for a day, like the site it is part of', async () => {
    const icon = await get(`${server.url}/favicon.svg`, { 'accept-encoding': 'gzip' });
    expect(icon.headers['content-encoding']).toBe('gzip');
    expect(icon.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(icon.body).toString()).toBe(fs.readFileSync(FAVICON, 'utf8'));
    // A lifetime, so pages and the turn badge stop asking; a short one, so a new icon shows after a deploy.
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    // What is not an icon still asks first; a file too small to gain from compression goes as it is.
    const robots = await get(`${server.url}/robots.txt`, { 'accept-encoding': 'gzip' });
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.headers['content-encoding']).toBeUndefined();
  });

  it("compresses each rendered page with a window its size, not Brotli's 4 MiB default", async () => {
    // Any path or Host is a page of its own, rendered on the event loop: the default window cost ~100 ms a render.
    const page = await get(`${server.url}/game/WIN${Date.now() % 1000}`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('src="/assets/index-AbC123.js"');
    // A few KB of page: a window of 2^12, where the default was 2^22.
    expect(windowBitsOf(page.body)).toBeLessThan(16);
  });
});

/** WBITS from a Brotli stream's header (RFC 7932 §9.1): the window the encoder chose. */
function windowBitsOf(stream: Buffer): number {
  const bits = (stream[0] ?? 0) | ((stream[1] ?? 0) << 8);
  if ((bits & 1) === 0) return 16;
  const wide = (bits >> 1) & 7;
  if (wide !== 0) return 17 + wide;
  const narrow = (bits >> 4) & 7;
  return narrow === 0 ? 17 : 8 + narrow;
}

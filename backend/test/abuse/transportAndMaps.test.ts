// HSTS only when TLS ends at a trusted proxy in front, and no source maps served whatever the build left.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';

let behindProxy: RunningServer;
let direct: RunningServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Gridable</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);\n');
  writeFileSync(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  behindProxy = await startTestServer({ TRUST_PROXY: 'loopback', STATIC_DIR: staticDir });
  direct = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const hsts = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(`${url}/healthz`, { headers })).headers.get('strict-transport-security');

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    expect(await hsts(behindProxy.url, { 'x-forwarded-proto': 'https' })).toMatch(/^max-age=\d{7,}/);
  });

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    expect(await hsts(behindProxy.url)).toBeNull();
    expect(await hsts(direct.url, { 'x-forwarded-proto': 'https' })).toBeNull();
  });
});

describe('source maps', () => {
  it('are never served, even when the build directory holds them', async () => {
    expect((await fetch(`${direct.url}/assets/app.js`)).status).toBe(200);
    const map = await fetch(`${direct.url}/assets/app.js.map`);
    expect(await map.text()).not.toContain('secret.ts');
  });
});

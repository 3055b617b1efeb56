// An invite link previews well: /league/{id} is the web app with Open Graph tags naming the league.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { call, newPlayer } from './support/leagueServer';

let server: RunningServer;
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-league-tags-'));

beforeAll(async () => {
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Gridable</title></head><body></body></html>',
  );
  server = await startTestServer({ STATIC_DIR: staticDir, NODE_ENV: 'production' });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('league link previews', () => {
  it('carries the league name in Open Graph tags', async () => {
    const ok = await call<{ leagueId: string }>('POST', `${server.url}/api/leagues`, {
      name: 'Tea and Tiles',
      nickname: 'Ann',
      playerUUID: newPlayer(),
    });
    const res = await fetch(`${server.url}/league/${ok.body.leagueId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Tea and Tiles · a Gridable league" />');
    expect(html).toContain(`<meta property="og:url" content="${server.url}/league/${ok.body.leagueId}" />`);
    expect(html).toContain('1 player compares their daily Gridable here.');
  });

  it('answers 404 for a league that does not exist', async () => {
    const res = await fetch(`${server.url}/league/AAAAAAAAAA`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('a Gridable league');
  });
});

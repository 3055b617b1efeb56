// An invite link previews well: /league/{id} is the web app with Open Graph tags naming the league.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { call, newPlayer } from './support/leagueServer';
import { leagueMeta } from '../../src/leagues/leaguePageTags';
import { previewContent, titleWidth } from '../../src/leagues/leaguePreviewImage';

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
    expect(html).toContain(
      '<meta name="description" content="Ann compares their daily Gridable here. Join with a nickname: no account needed." />',
    );
  });

  it('names who plays and shows a picture of the league in the preview', async () => {
    const ann = newPlayer();
    const made = await call<{ leagueId: string }>('POST', `${server.url}/api/leagues`, {
      name: 'Tea and Tiles',
      nickname: 'Ann',
      playerUUID: ann,
    });
    const { leagueId } = made.body;
    const joined = await call('POST', `${server.url}/api/leagues/${leagueId}/members`, {
      nickname: 'Ben',
      playerUUID: newPlayer(),
    });
    expect(joined.status).toBe(201);
    const html = await (await fetch(`${server.url}/league/${leagueId}`)).text();
    expect(html).toContain('content="Ann and Ben compare their daily Gridable here.');
    const image = `${server.url}/api/leagues/${leagueId}/preview.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:alt" content="Tea and Tiles: a Gridable league" />');

    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    // PNG signature, then the IHDR's width and height: 1200x630, the size the tags declare.
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    const annView = await call<{ viewerMemberId: string }>(
      'GET',
      `${server.url}/api/leagues/${leagueId}?playerUUID=${ann}`,
    );
    const left = await call(
      'DELETE',
      `${server.url}/api/leagues/${leagueId}/members/${annView.body.viewerMemberId}`,
      {
        playerUUID: ann,
      },
    );
    expect(left.status).toBeLessThan(300);
    const after = await (await fetch(`${server.url}/league/${leagueId}`)).text();
    expect(after).toContain('<meta name="description" content="Ben compares their daily Gridable here.');
  });

  it('answers 404 with an error for the picture of a league that does not exist', async () => {
    const res = await fetch(`${server.url}/api/leagues/AAAAAAAAAA/preview.png`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'LEAGUE_NOT_FOUND' });
    expect((await fetch(`${server.url}/api/leagues/not-an-id!/preview.png`)).status).toBe(404);
  });

  it('names three players at most, then counts the others', () => {
    expect(leagueMeta('Club', 3, ['Ana', 'Ben', 'Cy']).description).toMatch(/^Ana, Ben and Cy compare their/);
    expect(leagueMeta('Club', 5, ['Ana', 'Ben', 'Cy', 'Di', 'Ed']).description).toMatch(
      /^Ana, Ben and 3 others compare their/,
    );
    expect(leagueMeta('Club', 4, ['Ana', 'Ben', 'Cy', 'Di']).description).toMatch(/^Ana, Ben and 2 others/);
  });

  it('draws a long name across the picture rather than under the board, and cuts one that would run off', () => {
    expect(previewContent('Sunday Club', 2)).toMatchObject({ title: 'Sunday Club', subtitle: '2 players' });
    expect(previewContent('Sunday Club', 2).pattern).toHaveLength(16);
    expect(previewContent('WWWWWWWWWWWW', 1)).toEqual({
      title: 'WWWWWWWWWWWW',
      subtitle: '1 player',
      pattern: [],
    });
    const cut = previewContent('WWWWWWWWWWWWWWWWWWWW', 50);
    expect(cut.title).toMatch(/^W+…$/);
    expect(titleWidth(cut.title)).toBeLessThanOrEqual(1040);
    expect(cut.pattern).toEqual([]);
  });

  it('answers 404 for a league that does not exist', async () => {
    const res = await fetch(`${server.url}/league/AAAAAAAAAA`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('a Gridable league');
  });
});

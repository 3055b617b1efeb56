// A page's lazily loaded chunks are announced in its HTML, so a phone fetches them beside the entry.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePreloads } from '../../src/http/routePreloads';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function build(manifest: object): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gridable-preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  'src/app/StoreLayout.tsx': { file: 'assets/StoreLayout-S.js', imports: ['_react-R.js', '_redux-X.js'] },
  '_redux-X.js': { file: 'assets/redux-X.js' },
  'src/features/daily/DailyChallengePage.tsx': {
    file: 'assets/Daily-D.js',
    imports: ['_redux-X.js'],
    css: ['assets/Daily-D.css'],
  },
};
const indexHtml =
  '<script type="module" src="/assets/index-E.js"></script><link rel="modulepreload" href="/assets/react-R.js">';

describe('route preloads', () => {
  it("lists a route's chunks and their imports once, without what index.html already loads", () => {
    const tags = routePreloads(build(manifest), indexHtml).get('/daily-challenge/:gameId?') ?? '';
    expect(tags.match(/modulepreload/g)).toHaveLength(3);
    for (const file of ['StoreLayout-S.js', 'redux-X.js', 'Daily-D.js'])
      expect(tags).toContain(`/assets/${file}`);
    expect(tags).not.toContain('react-R.js');
    expect(tags).not.toContain('index-E.js');
    // Preloaded, not linked: a page's stylesheet must not hold back its first paint.
    expect(tags).toContain('<link rel="preload" as="style" href="/assets/Daily-D.css">');
    expect(tags).not.toContain('rel="stylesheet"');
  });

  it('gives no tags for a build without a manifest or without the route', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gridable-preloads-'));
    expect(routePreloads(dir, indexHtml).size).toBe(0);
    expect(routePreloads(build(manifest), indexHtml).has('/play-friend')).toBe(false);
  });
});

// The built web app: no page chunk carries zod, because the browser validates nothing and imports common's
// zod-free entry points (@gridable/common/rules, /constants, /messages); and each page's HTML preloads the code
// and styles its route loads, and no other screen's. Runs after `npm run build`.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { AppShells } from '@gridable/common';

const assets = new URL('../frontend/dist/assets/', import.meta.url);
// Strings only zod's runtime holds: its issue codes and its error class.
const ZOD_MARKERS = ['invalid_type', 'ZodError', '$ZodType'];

describe('the built web app', () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));

  it('was built', () => {
    expect(chunks.some((file) => file.startsWith('index-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('FeedbackPage-'))).toBe(true);
  });

  it('carries zod in no chunk', () => {
    const withZod = chunks.filter((file) => {
      const code = readFileSync(new URL(file, assets), 'utf8');
      return ZOD_MARKERS.some((marker) => code.includes(marker));
    });
    expect(withZod).toEqual([]);
  });

  it("preloads each page's own route chunks and stylesheets, with the entry, and no other screen's", () => {
    const shells = JSON.parse(
      readFileSync(new URL('../frontend/dist/app-shells.json', import.meta.url), 'utf8'),
    ) as AppShells;
    const names = (urls: string[] = []) =>
      urls.map((url) => url.replace(/^\/assets\/|-[\w-]{8}\.(js|css)$/g, ''));
    for (const [route, page] of [
      ['/game/:gameId', 'FriendGamePage'],
      ['/share/:shareId', 'SharedResultPage'],
      ['/word-checker', 'WordCheckerPage'],
    ] as const) {
      const shell = shells[route];
      expect(names(shell?.preload), route).toEqual(expect.arrayContaining(['StoreLayout', page]));
      expect(names(shell?.styles), route).toEqual(expect.arrayContaining(['StoreLayout', page]));
      expect(names(shell?.preload), route).not.toContain('GamesHub');
      expect(shell?.html, route).toBeUndefined();
    }
    expect(names(shells['/word-checker']?.preload)).not.toContain('GameScreen');
  });
});

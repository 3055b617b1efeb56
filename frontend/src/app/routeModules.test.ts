// The one list of lazy pages cannot drift from the server's list of pages, and each row names a real page:
// routes.tsx builds the route table from these rows, prerenderShells.ts the preloads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_APP_ROUTES } from '@gridable/common';
import { LAZY_PAGES, ROUTE_MODULES, STORE_LAYOUT } from './routeModules';

const FRONTEND = path.resolve(import.meta.dirname, '../..');

describe('LAZY_PAGES', () => {
  it('lists every page of the app but Home, whose code is the entry', () => {
    expect(Object.keys(LAZY_PAGES).sort()).toEqual(WEB_APP_ROUTES.filter((r) => r !== '/').sort());
  });

  it('names modules that export the page under the file’s name', () => {
    for (const { module } of Object.values(LAZY_PAGES)) {
      const name = path.basename(module, '.tsx');
      expect(readFileSync(path.join(FRONTEND, module), 'utf8'), module).toMatch(
        new RegExp(`export (function|const) ${name}\\b`),
      );
    }
  });

  it('preloads the store layout with the pages that sit under it', () => {
    expect(existsSync(path.join(FRONTEND, STORE_LAYOUT))).toBe(true);
    expect(readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8')).toContain(
      `import('./${path.basename(STORE_LAYOUT, '.tsx')}')`,
    );
    expect(ROUTE_MODULES['/game/:gameId']).toEqual([STORE_LAYOUT, LAZY_PAGES['/game/:gameId'].module]);
    expect(ROUTE_MODULES['/move-device']).toEqual([LAZY_PAGES['/move-device'].module]);
  });
});

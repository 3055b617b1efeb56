// The preload list cannot drift from the route table: every page but Home has its modules listed, and each is
// what routes.tsx imports for it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_APP_ROUTES } from '@gridable/common';
import { ROUTE_MODULES } from './routeModules';

const FRONTEND = path.resolve(import.meta.dirname, '../..');
const ROUTES_SOURCE = readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');

describe('ROUTE_MODULES', () => {
  it('lists every page of the app but Home, whose code is the entry', () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(WEB_APP_ROUTES.filter((r) => r !== '/').sort());
  });

  it('names only modules that routes.tsx imports lazily', () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      for (const module of modules) {
        expect(existsSync(path.join(FRONTEND, module)), module).toBe(true);
        const fromApp = `./${path.relative(path.join(FRONTEND, 'src/app'), path.join(FRONTEND, module))}`
          .replace(/^\.\/\.\.\//, '../')
          .replace(/\.tsx?$/, '');
        expect(ROUTES_SOURCE, `${route}: ${module}`).toContain(`import('${fromApp}')`);
      }
    }
  });
});

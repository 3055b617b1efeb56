// The server answers 404 for any path not in common's WEB_APP_ROUTES, so every page of the route table must
// be listed there (and nothing else): a page added here without it would reach players as a 404.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { WEB_APP_ROUTES } from '@gridable/common';
import { routes } from './routes';

function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const own = route.index || (route.path !== undefined && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the route table’s pages, the catch-all not-found page aside', () => {
    const pages = pagePaths(routes).filter((path) => !path.endsWith('*'));
    expect([...pages].sort()).toEqual([...WEB_APP_ROUTES].sort());
  });
});

// Every route of docs/PROTOCOL.md §2. Home and 404 are in the entry chunk (landing page, tiny); every other page
// (routeModules.ts lists them) loads on demand, and the store-backed pages sit under a lazily loaded layout
// that brings Redux with it.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FirstScreen } from './firstScreen';
import { PageLoading } from '../components/PageLoading';
import { homeSectionsReady } from '../features/home/Home';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { LAZY_PAGES, type LazyPage } from './routeModules';

/**
 * Every page module, each its own chunk loaded on demand (a glob is how Vite splits imports it cannot read as
 * literals). Home and 404 are left out: they are in the entry.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*Page.tsx',
  '!../features/home/HomePage.tsx',
  '!../features/not-found/NotFoundPage.tsx',
]);

/** The routes of routeModules.ts's pages under StoreLayout (`store`) or beside it. */
function lazyRoutes(store: boolean): RouteObject[] {
  return Object.entries<LazyPage>(LAZY_PAGES)
    .filter(([, page]) => page.store === store)
    .map(([pattern, page]) => {
      const load = PAGE_MODULES[page.module.replace(/^src\//, '../')];
      if (!load)
        throw new Error(`${page.module} is not a page module (src/features/<feature>/<Name>Page.tsx)`);
      const name = page.module.replace(/^.*\/|\.tsx$/g, '');
      return {
        path: pattern.slice(1),
        lazy: async () => {
          const Component = (await load())[name];
          if (!Component) throw new Error(`${page.module} exports no ${name}`);
          return { Component };
        },
      };
    });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      { index: true, Component: HomePage, handle: { ready: homeSectionsReady } satisfies FirstScreen },
      {
        lazy: async () => ({ Component: (await import('./StoreLayout')).StoreLayout }),
        children: lazyRoutes(true),
      },
      ...lazyRoutes(false),
      // Eager: the route error boundary renders it for router 404s too, so it is in the entry chunk anyway.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

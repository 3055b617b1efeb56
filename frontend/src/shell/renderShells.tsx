// Build-time entry (run in Node by prerenderShells.ts): the first screen of `/` and `/daily-challenge` rendered
// from the app's own layout and page components, so the served HTML paints the header, heading and layout
// before any JavaScript has arrived, and cannot drift from what the app then renders in its place.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { DAILY_PAGE, HOME_PAGE } from '@gridable/common';
import { RootLayout } from '../app/RootLayout';
import { homeShellReady } from '../features/home/Home';
import { HomeShell } from '../features/home/HomeShell';
import { DailyShell } from '../features/daily/DailyShell';
import { SHELL_HEAD_SCRIPT } from './dailyShellScript';
import { RenderingShell } from './renderingShell';

/** The web route (common/src/webRoutes.ts) each shell is served for, and what it shows. */
const SHELLS: [route: string, url: string, page: RouteObject][] = [
  // Home's two faces, a first visit's and a returning player's (the head script picks one): no daily finished
  // yet, no games and no leagues; the hub and leagues as the app shows them then (main.tsx holds the app's
  // first render until their code is in, so it replaces them in place).
  [HOME_PAGE.route, HOME_PAGE.url, { index: true, Component: HomeShell }],
  // A new visitor's daily as it opens, or the loading screen for anyone else (the head script picks one).
  [DAILY_PAGE.route, DAILY_PAGE.url, { path: DAILY_PAGE.url.slice(1), Component: DailyShell }],
];

/** Inline scripts for a page's head, run before its first paint (the server allows each by its hash). */
export const SHELL_HEAD_SCRIPTS: Record<string, string> = {
  [HOME_PAGE.route]: SHELL_HEAD_SCRIPT,
  [DAILY_PAGE.route]: SHELL_HEAD_SCRIPT,
};

/**
 * The modules a shelled page loads lazily for its first screen beyond its route's (src/app/routeModules.ts):
 * Home's sections. The served HTML preloads their chunks, so they download while the entry is still running
 * rather than after it.
 */
export const SHELL_PRELOADS: Record<string, string[]> = {
  '/': ['src/features/home/hub/GamesHub.tsx', 'src/features/leagues/HomeLeagues.tsx'],
};

/** A document's own tags are the server's to write (pageMeta.ts); React's inline <title> would repeat them. */
function bodyOnly(markup: string): string {
  return markup.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/<script\b[\s\S]*?<\/script>/g, '');
}

export async function renderShells(): Promise<Record<string, string>> {
  await homeShellReady();
  const shells: Record<string, string> = {};
  for (const [route, url, page] of SHELLS) {
    const routes: RouteObject[] = [{ path: '/', Component: RootLayout, children: [page] }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://shell${url}`));
    if (context instanceof Response) throw new Error(`shell ${url} redirected`);
    const router = createStaticRouter(handler.dataRoutes, context);
    shells[route] = bodyOnly(
      renderToString(
        <RenderingShell value>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderingShell>,
      ),
    );
  }
  return shells;
}

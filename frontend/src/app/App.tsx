// The app root: the browser router inside the last-resort error boundary.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { FirstScreen } from './firstScreen';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the first page's lazily loaded code is in, so the first render is that page, not a fallback:
 * its route's own code, then whatever its first screen shows from other chunks (FirstScreen). A part that
 * fails to load is left to render its own fallback.
 */
export async function routerReady(): Promise<void> {
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const parts = router.state.matches.flatMap((match) => {
    const ready = (match.route.handle as FirstScreen | undefined)?.ready;
    return ready ? [ready().catch(() => undefined)] : [];
  });
  await Promise.all(parts);
}

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}

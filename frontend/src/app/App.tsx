// The app root: the browser router inside the last-resort error boundary.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/** Resolves once the first page's lazily loaded code is in, so the first render is that page, not a fallback. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}

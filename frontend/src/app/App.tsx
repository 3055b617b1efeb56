// The app root: the browser router inside the last-resort error boundary.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}

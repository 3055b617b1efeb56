// Route-level error boundary: a 404 from the router shows the not-found page, anything else the crash screen.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { CrashScreen } from '../components/CrashScreen';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { errorMessage } from './errorMessage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A full page load resets whatever state led to the crash.
  return <CrashScreen message={errorMessage(error)} onReturnHome={() => window.location.assign('/')} />;
}

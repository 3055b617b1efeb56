// Route-level error boundary: a 404 from the router shows the not-found page, anything else the crash screen.
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reloadForStaleBuild, staleBuildReloadDue } from '../lib/pwa/reloadOnStaleBuild';
import { CrashScreen } from '../components/CrashScreen';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { errorMessage } from './errorMessage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  // The old build's files are gone after a deploy: load the new build at this address, not a crash screen.
  const [updating] = useState(() => staleBuildReloadDue());
  useEffect(() => {
    if (updating) reloadForStaleBuild();
  }, [updating]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (updating) return <p role="status">Loading the new version of Gridable…</p>;
  // A full page load resets whatever state led to the crash.
  return <CrashScreen message={errorMessage(error)} onReturnHome={() => window.location.assign('/')} />;
}

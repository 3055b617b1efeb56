import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute';
import { AppErrorBoundary } from './AppErrorBoundary';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { watchForStaleBuild } from '../lib/pwa/reloadOnStaleBuild';

function Broken(): never {
  throw new Error('Grid state is corrupt');
}

describe('crash screen', () => {
  beforeEach(() => {
    // React and the router log caught render errors; the tests expect them.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a route crash with its message and a Return to Home button', async () => {
    renderRoute('/boom', [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: [{ path: 'boom', Component: Broken }],
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Grid state is corrupt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it('after a deploy, loads the new build where a screen of the old one failed to load', async () => {
    onTestFinished(watchForStaleBuild());
    renderRoute('/play-friend', [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            path: 'play-friend',
            // What Vite's import helper does when the old build's chunk is gone from the server.
            lazy: () => {
              window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
              return Promise.reject(new Error('Unable to preload CSS for /assets/StoreLayout-old.css'));
            },
          },
        ],
      },
    ]);

    expect(await screen.findByText('Loading the new version of Gridable…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    // The reload happens in an effect after the status paints; on a busy machine that is a tick later.
    await waitFor(() => expect(sessionStorage.getItem('gridable.reloadedForNewBuild')).not.toBeNull());
  });

  it('catches errors outside the router too, and Return to Home calls back', async () => {
    const onReturnHome = vi.fn();
    render(
      <AppErrorBoundary onReturnHome={onReturnHome}>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Grid state is corrupt')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(onReturnHome).toHaveBeenCalledOnce();
  });
});

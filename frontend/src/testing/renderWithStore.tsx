// Test helper: renders one route element with a fresh Redux store (so no RTK Query cache leaks between tests).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '../lib/store/store';
import { Toaster } from '../components/toast/Toaster';

export interface RenderWithStoreOptions {
  /** The route pattern the element is mounted at, e.g. '/share/:shareId'. */
  route?: string;
  /** The URL to open. */
  path?: string;
  /** Advance fake timers from user-event when the test uses them. */
  advanceTimers?: (ms: number) => unknown;
}

export function renderWithStore(
  element: ReactElement,
  { route = '/', path = route, advanceTimers }: RenderWithStoreOptions = {},
) {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store, router, user };
}

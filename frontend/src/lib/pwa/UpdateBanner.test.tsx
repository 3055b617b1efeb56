// The update banner shows a new version that was found before the app's first render, as well as one found later.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';
import { UpdateBanner } from './UpdateBanner';

// A version installed on an earlier visit, waiting while the old one runs this page.
const registration = {
  waiting: {},
  installing: null,
  update: () => Promise.resolve(),
  addEventListener: () => undefined,
};

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: () => Promise.resolve(registration),
      controller: {},
      addEventListener: () => undefined,
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('UpdateBanner', () => {
  it('offers the waiting version even when the worker settled before the banner mounted', async () => {
    onTestFinished(registerServiceWorker());
    window.dispatchEvent(new Event('load'));
    // The registration resolves in a microtask: before React's first commit on Home, which waits for its code.
    await Promise.resolve();
    await Promise.resolve();

    render(<UpdateBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Update available: it takes effect the next time you open Gridable.',
    );
    expect(screen.getByRole('button', { name: 'Restart now' })).toBeInTheDocument();
  });
});

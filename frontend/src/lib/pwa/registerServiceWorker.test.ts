import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { registerServiceWorker, UPDATE_CHECK_MS } from './registerServiceWorker';

let visibility: DocumentVisibilityState = 'visible';
const update = vi.fn(() => Promise.resolve());
const registration = { waiting: null, installing: null, update, addEventListener: () => undefined };

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: () => Promise.resolve(registration),
      controller: {},
      addEventListener: () => undefined,
    },
  });
});
afterEach(() => {
  visibility = 'visible';
  vi.useRealTimers();
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('registerServiceWorker', () => {
  it('asks for a new version when a tab left open for hours comes back into view', async () => {
    vi.useFakeTimers();
    onTestFinished(registerServiceWorker());
    window.dispatchEvent(new Event('load'));
    // The registration resolves in a microtask.
    await Promise.resolve();
    await Promise.resolve();

    // Switching tabs a minute later asks nothing: the browser checked when the page loaded.
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    setVisibility('visible');
    expect(update).not.toHaveBeenCalled();

    // A night in the background (its timers held back), then the player comes back to the game.
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 10 * UPDATE_CHECK_MS);
    setVisibility('visible');
    expect(update).toHaveBeenCalledTimes(1);
    // And hourly (give or take the few minutes between looks) while it stays in view.
    vi.advanceTimersByTime(UPDATE_CHECK_MS + UPDATE_CHECK_MS / 12);
    expect(update).toHaveBeenCalledTimes(2);
  });
});

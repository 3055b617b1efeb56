// A game's notification left in the tray is closed once its page is in view, and only then.
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameNotificationTag } from './gameNotifications';
import { useClearNotifications } from './useClearNotifications';

let visibility: DocumentVisibilityState = 'hidden';
const close = vi.fn();
const getNotifications = vi.fn((filter: { tag: string }) =>
  Promise.resolve(filter.tag === 'game-ABCDE' ? [{ close }] : []),
);

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ getNotifications }) },
  });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('useClearNotifications', () => {
  it("closes the game's notification when its page comes into view", async () => {
    // Opened in a background tab: the notification still has news for the player.
    renderHook(() => useClearNotifications(gameNotificationTag('ABCDE')));
    await Promise.resolve();
    expect(close).not.toHaveBeenCalled();

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(getNotifications).toHaveBeenLastCalledWith({ tag: 'game-ABCDE' });
  });
});

// Test helper: a service worker registration holding one notification in the tray, to see a page close it.
import { vi } from 'vitest';

/** Runs `test` with a notification in the tray; `close` and `getNotifications` say what the page did to it. */
export async function withTrayNotification(
  test: (tray: {
    close: () => void;
    getNotifications: (filter: { tag: string }) => Promise<unknown>;
  }) => Promise<void>,
): Promise<void> {
  const close = vi.fn();
  const getNotifications = vi.fn((_filter: { tag: string }) => Promise.resolve([{ close }]));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ getNotifications }) },
  });
  try {
    await test({ close, getNotifications });
  } finally {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
}

// A browser already subscribed to push, for the tests of a file: jsdom has no service worker, PushManager or
// Notification, so the page's feature checks would otherwise say push is unsupported.
import { afterAll, beforeAll } from 'vitest';

export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const pushApis = ['PushManager', 'Notification'] as const;

/** Installs the subscribed browser before the file's tests and removes it after them. */
export function withSubscribedBrowser(subscription: SubscriptionJson): void {
  beforeAll(() => {
    const registration = {
      pushManager: { getSubscription: () => Promise.resolve({ toJSON: () => subscription }) },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration) },
    });
    for (const name of pushApis) Object.defineProperty(window, name, { configurable: true, value: class {} });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    for (const name of pushApis) Reflect.deleteProperty(window, name);
  });
}

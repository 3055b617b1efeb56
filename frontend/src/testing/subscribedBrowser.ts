// A browser already subscribed to push, for the tests of a file: jsdom has no service worker, PushManager or
// Notification, so the page's feature checks would otherwise say push is unsupported.
import { afterAll, beforeAll } from 'vitest';

export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID public key the fake subscription was made for, as the server's GET /api/push/vapid-public-key says it. */
export const SUBSCRIBED_SERVER_KEY = 'BPc0c2VydmVyLWtleQ';

export interface SubscribedBrowser {
  /** Subscriptions this browser dropped, and those it made (with the key asked for), in order. */
  unsubscribed: string[];
  subscribedWith: string[];
}

const pushApis = ['PushManager', 'Notification'] as const;

function base64url(bytes: ArrayBuffer | ArrayBufferView): string {
  const view =
    bytes instanceof ArrayBuffer
      ? new Uint8Array(bytes)
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return btoa(String.fromCharCode(...view))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function keyBuffer(key: string): ArrayBuffer {
  const raw = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
}

/**
 * Installs the subscribed browser before the file's tests and removes it after them. `madeForKey` is the VAPID key
 * the subscription was made with; a new subscription gets the endpoint `${endpoint}-renewed`.
 */
export function withSubscribedBrowser(
  subscription: SubscriptionJson,
  madeForKey: string = SUBSCRIBED_SERVER_KEY,
): SubscribedBrowser {
  const record: SubscribedBrowser = { unsubscribed: [], subscribedWith: [] };
  const fake = (json: SubscriptionJson, key: string) => ({
    endpoint: json.endpoint,
    options: { applicationServerKey: keyBuffer(key) },
    toJSON: () => json,
    unsubscribe: () => {
      record.unsubscribed.push(json.endpoint);
      current = null;
      return Promise.resolve(true);
    },
  });
  let current: ReturnType<typeof fake> | null = null;
  beforeAll(() => {
    current = fake(subscription, madeForKey);
    const registration = {
      pushManager: {
        getSubscription: () => Promise.resolve(current),
        subscribe: (options: { applicationServerKey: ArrayBuffer | ArrayBufferView }) => {
          const key = base64url(options.applicationServerKey);
          record.subscribedWith.push(key);
          current = fake({ ...subscription, endpoint: `${subscription.endpoint}-renewed` }, key);
          return Promise.resolve(current);
        },
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    });
    for (const name of pushApis) Object.defineProperty(window, name, { configurable: true, value: class {} });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    for (const name of pushApis) Reflect.deleteProperty(window, name);
  });
  return record;
}

// A browser subscribed for a VAPID key the server no longer signs with (its keys were replaced): every push to it
// is refused, and it would say that subscription again on every visit. Home replaces it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBED_SERVER_KEY, withSubscribedBrowser } from '../../../testing/subscribedBrowser';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { PushOptIn } from './PushOptIn';

const PLAYER = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const NEW_SERVER_KEY = 'BNewServerKey012';
const old = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/old-key',
  keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
};
const browser = withSubscribedBrowser(old, SUBSCRIBED_SERVER_KEY);

describe('PushOptIn, after the server replaced its push keys', () => {
  it('subscribes anew for the current key, moving the reminder, instead of repeating a dead subscription', async () => {
    const posts: MockRequest[] = [];
    installFetchMock((request) => {
      if (request.path === '/api/push/vapid-public-key') return json({ publicKey: NEW_SERVER_KEY });
      if (request.path.startsWith('/api/push/reminder?')) return json({ reminder: null });
      posts.push(request);
      return json({ ok: true }, 201);
    });
    render(<PushOptIn playerUUID={PLAYER} />);
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
    const renewed = { ...old, endpoint: `${old.endpoint}-renewed` };
    await expect
      .poll(() => posts.map((r) => [r.path, r.body]))
      .toEqual([
        ['/api/push/resubscribe', { oldEndpoint: old.endpoint, oldAuth: 'auth-key', subscription: renewed }],
        ['/api/push/subscribe', { playerUUID: PLAYER, subscription: renewed }],
      ]);
    expect(browser.unsubscribed).toEqual([old.endpoint]);
    expect(browser.subscribedWith).toEqual([NEW_SERVER_KEY]);
  });
});

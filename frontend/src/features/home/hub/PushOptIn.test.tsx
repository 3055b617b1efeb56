import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBED_SERVER_KEY, withSubscribedBrowser } from '../../../testing/subscribedBrowser';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { PushOptIn } from './PushOptIn';

const PLAYER = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/renewed',
  keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
};

// A browser subscribed to push: the push service renewed its subscription since the server last heard of it.
withSubscribedBrowser(subscriptionJson);

describe('PushOptIn', () => {
  it("tells the server this browser's subscription again when Home opens, keeping its reminder", async () => {
    const requests: MockRequest[] = [];
    installFetchMock((request) => {
      if (request.path === '/api/push/vapid-public-key') return json({ publicKey: SUBSCRIBED_SERVER_KEY });
      if (request.path.startsWith('/api/push/reminder')) return json({ reminder: null });
      requests.push(request);
      return json({ ok: true }, 201);
    });
    render(<PushOptIn playerUUID={PLAYER} />);
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
    await expect
      .poll(() => requests)
      .toEqual([
        {
          method: 'POST',
          path: '/api/push/subscribe',
          body: { playerUUID: PLAYER, subscription: subscriptionJson },
        },
      ]);
  });

  it('shows the daily reminder the server keeps for this browser, checked at its time', async () => {
    const asked: string[] = [];
    installFetchMock((request) => {
      if (request.path === '/api/push/vapid-public-key') return json({ publicKey: SUBSCRIBED_SERVER_KEY });
      if (request.path.startsWith('/api/push/reminder')) {
        asked.push(request.path);
        return json({ reminder: { localTime: '07:45', timeZone: 'Europe/Paris' } });
      }
      return json({ ok: true }, 201);
    });
    render(<PushOptIn playerUUID={PLAYER} />);
    const box = await screen.findByRole('checkbox');
    await expect.poll(() => (box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Reminder time')).toHaveValue('07:45');
    const query = new URLSearchParams({ playerUUID: PLAYER, endpoint: subscriptionJson.endpoint });
    expect(asked).toEqual([`/api/push/reminder?${query.toString()}`]);
  });
});

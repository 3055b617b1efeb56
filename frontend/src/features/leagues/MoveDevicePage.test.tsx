import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSubscribedBrowser } from '../../testing/subscribedBrowser';
import { installFetchMock, json, type MockRequest } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { getOrCreatePlayerIdentity, readPlayerIdentity } from '../../lib/storage';

const ADOPTED = '0b6c8d1e-4f5a-4b2c-9d3e-7f8a9b0c1d2e';
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser',
  keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
};

// A browser already subscribed to push (under the identity it had before the move).
withSubscribedBrowser(subscriptionJson);

describe('MoveDevicePage', () => {
  it("hands this browser's push subscription to the player it now plays as", async () => {
    const own = getOrCreatePlayerIdentity().playerUUID;
    const requests: MockRequest[] = [];
    installFetchMock((request) => {
      requests.push(request);
      if (request.path.endsWith('/claim'))
        return json({ playerUUID: ADOPTED, carry: { computerGame: null, seats: [], shareUrls: {} } });
      if (request.path.startsWith('/api/daily-challenge/stats')) return json({ completions: [] });
      if (request.path === '/api/push/subscribe') return json({ ok: true }, 201);
      return json({ error: 'unexpected' }, 404);
    });
    const { user } = renderRoute('/move-device?code=ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Use this code' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'Moved' });

    expect(readPlayerIdentity()?.playerUUID).toBe(ADOPTED);
    const subscribes = requests.filter((r) => r.path === '/api/push/subscribe');
    // The adopted player's turns reach this browser now, not those of the identity it had (`own`).
    expect(subscribes).toEqual([
      {
        method: 'POST',
        path: '/api/push/subscribe',
        body: { playerUUID: ADOPTED, subscription: subscriptionJson },
      },
    ]);
    expect(own).not.toBe(ADOPTED);
  });

  it('shows a fresh code for its ten minutes on a device whose clock runs fast', async () => {
    // The server's clock is 15 minutes behind this device's: its expiresAt is already past here.
    const serverNow = Date.now() - 15 * 60_000;
    installFetchMock((request) =>
      request.path === '/api/identity/transfer-codes'
        ? json({ code: 'ABCD2345', expiresAt: new Date(serverNow + 10 * 60_000).toISOString() }, 201)
        : json({ error: 'unexpected' }, 404),
    );
    const { user } = renderRoute('/move-device');
    await user.click(await screen.findByRole('button', { name: 'Get a code' }, { timeout: 10_000 }));
    expect(await screen.findByTestId('transfer-code')).toHaveTextContent('ABCD 2345');
    expect(screen.getByText(/^Works once, for (10:00|9:5\d) more\.$/)).toBeInTheDocument();
    expect(screen.queryByText('That code has expired.')).not.toBeInTheDocument();
  });

  it('offers a new code while the last one still runs, for when the new device says it was used', async () => {
    const codes = ['ABCD2345', 'WXYZ6789'];
    installFetchMock((request) =>
      request.path === '/api/identity/transfer-codes'
        ? json({ code: codes.shift(), expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }, 201)
        : json({ error: 'unexpected' }, 404),
    );
    const { user } = renderRoute('/move-device');
    await user.click(await screen.findByRole('button', { name: 'Get a code' }, { timeout: 10_000 }));
    expect(await screen.findByTestId('transfer-code')).toHaveTextContent('ABCD 2345');

    await user.click(screen.getByRole('button', { name: 'Get a new code' }));

    await waitFor(() => expect(screen.getByTestId('transfer-code')).toHaveTextContent('WXYZ 6789'));
  });
});

// Turning notifications on when the browser says no: the player is told what happened and what would help.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, RATE_LIMIT_MESSAGE } from '@gridable/common/messages';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { PushOptIn } from './PushOptIn';

const PLAYER = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
/** What the permission question answers: each test says, so none depends on the one before (any order). */
let answer: NotificationPermission;

// A browser with push but no subscription yet, whose permission question answers `answer`.
beforeAll(() => {
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { requestPermission: () => Promise.resolve(answer) },
  });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('PushOptIn, when the browser does not allow notifications', () => {
  it('says how to unblock a blocked site, and that a dismissed question changed nothing', async () => {
    answer = 'denied';
    const user = userEvent.setup();
    const { unmount } = render(<PushOptIn playerUUID={PLAYER} />);
    await user.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    expect(await screen.findByText(PUSH_MESSAGES.permissionBlocked)).toBeInTheDocument();
    unmount();

    answer = 'default';
    render(<PushOptIn playerUUID={PLAYER} />);
    await user.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    expect(await screen.findByText(PUSH_MESSAGES.permissionDismissed)).toBeInTheDocument();
  });
});

describe('PushOptIn, when the server refuses its push key', () => {
  it("shows the server's sentence, not a script error", async () => {
    answer = 'granted';
    installFetchMock((request) =>
      request.path === '/api/push/vapid-public-key'
        ? json({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' }, 429)
        : json({ ok: true }, 201),
    );
    const user = userEvent.setup();
    render(<PushOptIn playerUUID={PLAYER} />);
    await user.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    expect(await screen.findByText(RATE_LIMIT_MESSAGE)).toBeInTheDocument();
  });
});

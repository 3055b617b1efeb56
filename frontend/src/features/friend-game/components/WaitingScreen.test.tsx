import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAW_MESSAGES } from '@gridable/common/messages';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { getOrCreatePlayerIdentity, readPlayerName } from '../../../lib/storage';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { renderWithStore } from '../../../testing/renderWithStore';
import { INVITE_NAME_HINT, WaitingScreen } from './WaitingScreen';

function renderWaiting(canWithdraw = false) {
  return renderWithStore(<WaitingScreen gameId="ABCDE" canWithdraw={canWithdraw} />, {
    route: '/game/:gameId',
    path: '/game/ABCDE',
  });
}

/** user-event installs its own clipboard on setup; these replace it after. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

describe('WaitingScreen', () => {
  afterEach(() => {
    stubShare(undefined);
    sessionStorage.clear();
  });

  it('asks the name the invitation will carry, and keeps it', async () => {
    const { user } = renderWaiting();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAccessibleDescription(INVITE_NAME_HINT);
    await user.type(name, 'Cleo{Enter}');
    expect(readPlayerName()).toBe('Cleo');
  });

  it('hands the game link to the native share sheet when there is one', async () => {
    const { user } = renderWaiting();
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    stubShare(share);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share Game Link' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/game/ABCDE` }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the player cancels the share sheet', async () => {
    const { user } = renderWaiting();
    const writeText = vi.fn(() => Promise.resolve());
    stubShare(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share Game Link' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the link without a share sheet, and gives the code when copying fails', async () => {
    const { user } = renderWaiting();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share Game Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/game/ABCDE`);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();

    stubClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Share Game Link' }));
    expect(await screen.findByText("Couldn't copy automatically")).toBeInTheDocument();
    expect(screen.getByText('Your game code is: ABCDE')).toBeInTheDocument();
  });

  it('clears the session and goes home from Return Home', async () => {
    sessionStorage.setItem(SESSION_KEYS.clientId, 'client-1');
    sessionStorage.setItem(SESSION_KEYS.playerGameId, 'ABCDE');
    sessionStorage.setItem(SESSION_KEYS.playerIdentity, '1');
    const { user, router } = renderWaiting();
    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(router.state.location.pathname).toBe('/');
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('lets the creator withdraw the game after confirming, then goes home', async () => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    const withdrawals: unknown[] = [];
    installFetchMock(({ path, body }) => {
      if (path !== '/api/games/ABCDE/withdraw') return json({ error: 'unexpected' }, 404);
      withdrawals.push(body);
      return json({ ok: true, gameId: 'ABCDE' });
    });
    const { user, router } = renderWaiting(true);
    await user.click(screen.getByRole('button', { name: `${WITHDRAW_MESSAGES.withdraw} ABCDE` }));
    expect(withdrawals).toEqual([]);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(withdrawals).toEqual([{ playerUUID }]);
  });

  it('offers no withdrawal to anyone but the creator', () => {
    renderWaiting(false);
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  });
});

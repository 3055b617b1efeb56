import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, REMATCH_MESSAGES } from '@gridable/common';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { renderWithStore } from '../../../testing/renderWithStore';
import { getSeatAssignment } from '../../../lib/storage';
import { connectionChanged, gameOpened, stateReceived } from '../model/friendGameSlice';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { Rematch, RematchOffer } from './Rematch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('RematchOffer', () => {
  it('offers a rematch and then waits for the opponent', async () => {
    const fetch = installFetchMock(() =>
      json({
        gameId: 'AB3CD',
        rematch: { offeredBy: [1], rematchGameId: null },
        rematchPlayerId: null,
        version: 7,
      }),
    );
    const { user, store } = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [], rematchGameId: null }} />,
      {
        route: '/game/:id',
        path: '/game/AB3CD',
      },
    );
    act(() => void store.dispatch(gameOpened('AB3CD')));
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText(REMATCH_MESSAGES.offered)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeDisabled();
    const call = fetch.mock.calls[0]?.[0];
    expect(call instanceof Request ? new URL(call.url).pathname : call).toBe('/api/games/AB3CD/rematch');
  });

  it('names who offers when the opponent has a name', () => {
    renderWithStore(
      <RematchOffer
        gameId="AB3CD"
        seat={1}
        rematch={{ offeredBy: [2], rematchGameId: null }}
        opponentName="Ana"
      />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    expect(screen.getByText('Ana wants a rematch')).toBeInTheDocument();
  });

  it("shows the opponent's offer with Accept, and moves to the new game with the swapped seat", async () => {
    installFetchMock(() =>
      json({
        gameId: 'AB3CD',
        rematch: { offeredBy: [1, 2], rematchGameId: 'NEW22' },
        rematchPlayerId: 2,
        version: 8,
      }),
    );
    const { user, router, store } = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [2], rematchGameId: null }} />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    act(() => void store.dispatch(gameOpened('AB3CD')));
    expect(screen.getByText('Opponent wants a rematch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/NEW22'));
    expect(getSeatAssignment('NEW22')?.playerId).toBe(2);
  });

  it('links to a rematch that had already started before the screen was opened', () => {
    renderWithStore(
      <RematchOffer gameId="AB3CD" seat={2} rematch={{ offeredBy: [1, 2], rematchGameId: 'NEW22' }} />,
      {
        route: '/game/:id',
        path: '/game/AB3CD',
      },
    );
    // Long over, not starting: the old end screen says where its rematch is.
    expect(screen.getByRole('link', { name: REMATCH_MESSAGES.openRematch })).toHaveAttribute(
      'href',
      '/game/NEW22',
    );
  });

  it('moves a player who offered, then reloaded while the opponent accepted, to the new game', async () => {
    installFetchMock(() =>
      json({
        gameId: 'AB3CD',
        rematch: { offeredBy: [1], rematchGameId: null },
        rematchPlayerId: null,
        version: 7,
      }),
    );
    const before = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [], rematchGameId: null }} />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    act(() => void before.store.dispatch(gameOpened('AB3CD')));
    await before.user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText(REMATCH_MESSAGES.offered)).toBeInTheDocument();
    before.unmount();

    // The reloaded page reads the finished game with the rematch already started.
    const { router } = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [1, 2], rematchGameId: 'NEW22' }} />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/NEW22'));
    expect(getSeatAssignment('NEW22')?.playerId).toBe(2);
  });

  it('tells a refused offer in a toast', async () => {
    installFetchMock(() => json({ error: REMATCH_MESSAGES.notFinished }, 409));
    const { user } = renderWithStore(<RematchOffer gameId="AB3CD" seat={1} rematch={undefined} />, {
      route: '/game/:id',
      path: '/game/AB3CD',
    });
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText(REMATCH_MESSAGES.notFinished)).toBeInTheDocument();
  });

  it('says a press made offline failed for want of a network, in words', async () => {
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithStore(<RematchOffer gameId="AB3CD" seat={1} rematch={undefined} />, {
      route: '/game/:id',
      path: '/game/AB3CD',
    });
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText(REMATCH_MESSAGES.offline)).toBeInTheDocument();
    expect(screen.queryByText(/FETCH_ERROR/)).not.toBeInTheDocument();
  });

  it('reads the game again while disconnected, so an offer made meanwhile still shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const finished = gameViewFixture({
      status: 'completed',
      rematch: { offeredBy: [], rematchGameId: null },
    });
    const offered = { ...finished, rematch: { offeredBy: [2 as const], rematchGameId: null } };
    const fetch = installFetchMock(() =>
      json({ game: offered, playerInfo: { playerId: 1, isYourTurn: false } }),
    );
    const { store } = renderWithStore(<Rematch />, { route: '/game/:id', path: '/game/ABCDE' });
    act(() => {
      store.dispatch(gameOpened('ABCDE'));
      store.dispatch(stateReceived({ game: finished, playerInfo: { playerId: 1, isYourTurn: false } }));
      store.dispatch(connectionChanged('disconnected'));
    });
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByText('Opponent wants a rematch')).toBeInTheDocument();
  });

  it("declines the opponent's offer, says so, and lets the player offer one back", async () => {
    const fetch = installFetchMock(() =>
      json({
        gameId: 'AB3CD',
        rematch: { offeredBy: [], rematchGameId: null, declinedBy: 1 },
        rematchPlayerId: null,
        version: 9,
      }),
    );
    const { user, store } = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [2], rematchGameId: null }} />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    act(() => void store.dispatch(gameOpened('AB3CD')));
    await user.click(screen.getByRole('button', { name: REMATCH_MESSAGES.decline }));
    expect(await screen.findByText(REMATCH_MESSAGES.declinedByYou)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.offer })).toBeEnabled();
    expect(screen.queryByRole('button', { name: REMATCH_MESSAGES.accept })).not.toBeInTheDocument();
    const call = fetch.mock.calls[0]?.[0];
    expect(call instanceof Request ? new URL(call.url).pathname : call).toBe(
      '/api/games/AB3CD/rematch/decline',
    );
  });

  it('tells the offerer their offer was declined, even when their own reply came last', async () => {
    installFetchMock(() =>
      json({
        gameId: 'ABCDE',
        rematch: { offeredBy: [1], rematchGameId: null },
        rematchPlayerId: null,
        version: 11,
      }),
    );
    const finished = gameViewFixture({
      status: 'completed',
      version: 10,
      rematch: { offeredBy: [], rematchGameId: null },
    });
    const { user, store } = renderWithStore(<Rematch />, { route: '/game/:id', path: '/game/ABCDE' });
    act(() => {
      store.dispatch(gameOpened('ABCDE'));
      store.dispatch(stateReceived({ game: finished, playerInfo: { playerId: 1, isYourTurn: false } }));
    });
    await user.click(screen.getByRole('button', { name: REMATCH_MESSAGES.offer }));
    expect(await screen.findByText(REMATCH_MESSAGES.offered)).toBeInTheDocument();
    // The opponent's decline is read (an event or a poll) while the offer's reply is still the newest thing held.
    act(
      () =>
        void store.dispatch(
          stateReceived({
            game: {
              ...finished,
              version: 12,
              rematch: { offeredBy: [], rematchGameId: null, declinedBy: 2 },
            },
            playerInfo: { playerId: 1, isYourTurn: false },
          }),
        ),
    );
    expect(screen.getByText(REMATCH_MESSAGES.declinedByOpponent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.offer })).toBeEnabled();
  });

  it('lets the offerer take back the offer, and tells the opponent it was taken back', async () => {
    installFetchMock(() =>
      json({
        gameId: 'AB3CD',
        rematch: { offeredBy: [], rematchGameId: null },
        rematchPlayerId: null,
        version: 9,
      }),
    );
    const offerer = renderWithStore(
      <RematchOffer gameId="AB3CD" seat={1} rematch={{ offeredBy: [1], rematchGameId: null }} />,
      { route: '/game/:id', path: '/game/AB3CD' },
    );
    act(() => void offerer.store.dispatch(gameOpened('AB3CD')));
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.offer })).toBeDisabled();
    await offerer.user.click(screen.getByRole('button', { name: REMATCH_MESSAGES.withdraw }));
    await waitFor(() => expect(screen.getByRole('button', { name: REMATCH_MESSAGES.offer })).toBeEnabled());
    expect(screen.queryByText(REMATCH_MESSAGES.offered)).not.toBeInTheDocument();
    offerer.unmount();

    const offered = gameViewFixture({
      status: 'completed',
      version: 9,
      rematch: { offeredBy: [1], rematchGameId: null },
    });
    const { store } = renderWithStore(<Rematch />, { route: '/game/:id', path: '/game/AB3CD' });
    const seen = (game: typeof offered) =>
      act(() => void store.dispatch(stateReceived({ game, playerInfo: { playerId: 2, isYourTurn: false } })));
    act(() => void store.dispatch(gameOpened(offered.gameId)));
    seen(offered);
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.accept })).toBeInTheDocument();
    seen({ ...offered, version: 10, rematch: { offeredBy: [], rematchGameId: null } });
    expect(screen.getByText(REMATCH_MESSAGES.withdrawnByOpponent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REMATCH_MESSAGES.accept })).not.toBeInTheDocument();
  });

  it('says when the opponent has left, so an answer is known to wait for them', () => {
    const offered = gameViewFixture({
      status: 'completed',
      version: 9,
      rematch: { offeredBy: [2], rematchGameId: null },
    });
    const { store } = renderWithStore(<Rematch />, { route: '/game/:id', path: '/game/AB3CD' });
    const seen = (game: typeof offered) =>
      act(() => void store.dispatch(stateReceived({ game, playerInfo: { playerId: 1, isYourTurn: false } })));
    act(() => void store.dispatch(gameOpened(offered.gameId)));
    seen(offered);
    expect(screen.queryByText(REMATCH_MESSAGES.offererAway)).not.toBeInTheDocument();
    // The offerer closes the tab: the server marks their seat away.
    seen({ ...offered, version: 10, player2Status: 'Away' });
    expect(screen.getByText(REMATCH_MESSAGES.offererAway)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.accept })).toBeEnabled();
    // Seen from the other side: an offer to someone away is not lost, only waiting.
    seen({
      ...offered,
      version: 11,
      rematch: { offeredBy: [1], rematchGameId: null },
      player2Status: 'Away',
    });
    expect(screen.getByText(REMATCH_MESSAGES.offeredToAway)).toBeInTheDocument();
  });
});

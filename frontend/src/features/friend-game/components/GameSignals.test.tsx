import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { renderWithStore } from '../../../testing/renderWithStore';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { connectionChanged, gameOpened, serverEventReceived, stateReceived } from '../model/friendGameSlice';
import { GameSignals } from './GameSignals';

describe('GameSignals', () => {
  let requests: MockRequest[];

  beforeEach(() => {
    requests = [];
    installFetchMock((request) => {
      requests.push(request);
      return json({ ok: true });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the six faces behind one button, sends the one picked and closes', async () => {
    const { user } = renderWithStore(<GameSignals game={gameViewFixture()} seat={1} />);
    const toggle = screen.getByRole('button', { name: 'Send a reaction' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Thumbs up' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const faces = screen.getByRole('group', { name: 'Reactions' });
    expect(faces.querySelectorAll('button')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'On fire' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/games/ABCDE/reaction',
      body: { reaction: 'fire' },
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the faces on Escape or a press elsewhere, sending nothing', async () => {
    const { user } = renderWithStore(<GameSignals game={gameViewFixture()} seat={1} />);
    const toggle = screen.getByRole('button', { name: 'Send a reaction' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toEqual([]);
  });

  it("offers a Nudge on the opponent's turn only while they are away, not to someone already looking", () => {
    // Round 2: player 2 chooses the letter, so seat 1 waits on them.
    const game = gameViewFixture({ currentRound: 2, currentTurn: 2 });
    const { store } = renderWithStore(<GameSignals game={game} seat={1} />);
    act(() => {
      store.dispatch(gameOpened(game.gameId));
      store.dispatch(stateReceived({ game, playerInfo: { playerId: 1, isYourTurn: false } }));
      store.dispatch(connectionChanged('connected'));
    });
    expect(screen.queryByRole('button', { name: 'Nudge' })).toBeNull();

    const presence = {
      type: 'PRESENCE_UPDATE',
      gameId: game.gameId,
      timestamp: '2025-06-14T18:31:00.000Z',
      playerId: 2,
    } as const;
    act(() => {
      store.dispatch(serverEventReceived({ ...presence, eventId: 1, status: 'away' }));
    });
    expect(screen.getByRole('button', { name: 'Nudge' })).toBeVisible();

    act(() => {
      store.dispatch(serverEventReceived({ ...presence, eventId: 2, status: 'active' }));
    });
    expect(screen.queryByRole('button', { name: 'Nudge' })).toBeNull();

    // With our own socket down nobody knows who is looking: the Nudge (a REST call) is offered.
    act(() => {
      store.dispatch(connectionChanged('disconnected'));
    });
    expect(screen.getByRole('button', { name: 'Nudge' })).toBeVisible();
  });
});

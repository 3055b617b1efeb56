import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_MESSAGES, TOAST_TITLES } from '@gridable/common/messages';
import { gameViewFixture } from '../../testing/gameViewFixture';
import { installFetchMock, json } from '../../testing/fetchMock';
import type { MockRequest } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { getSeatAssignment, readPlayerName } from '../../lib/storage';
import { PlayFriendPage } from './PlayFriendPage';
import { CREATE_ERRORS } from './hooks/createWithFallback';

function joined(gameId: string, playerId: 1 | 2) {
  return json({ gameId, playerId, game: gameViewFixture({ gameId }) });
}

/** Answers the creation and the creator's join with game `gameId`; the requests made, in order. */
function serveCreation(gameId: string): MockRequest[] {
  const calls: MockRequest[] = [];
  installFetchMock((request) => {
    calls.push(request);
    if (request.path === '/api/games') return json({ success: true, gameId }, 201);
    return joined(gameId, 1);
  });
  return calls;
}

describe('PlayFriendPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('creates a game, takes seat 1, and shows its ID and URL with copy buttons', async () => {
    const calls: MockRequest[] = [];
    installFetchMock((request) => {
      calls.push(request);
      if (request.path === '/api/games') return json({ success: true, gameId: 'K7QPX' }, 201);
      if (request.path === '/api/games/K7QPX/join') return joined('K7QPX', 1);
      return json({ error: 'Not found' }, 404);
    });
    const { user, router } = renderWithStore(<PlayFriendPage />, { route: '/play-friend' });
    // user-event installs its clipboard stub at setup, so the spy goes on after rendering.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    expect(screen.getByRole('heading', { level: 1, name: 'Challenge a Friend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Created!' });
    expect(within(dialog).getByRole('textbox', { name: 'Game ID' })).toHaveValue('K7QPX');
    expect(within(dialog).getByRole('textbox', { name: 'Game URL' })).toHaveValue(
      `${window.location.origin}/game/K7QPX`,
    );
    expect(calls[1]?.body).toMatchObject({ requestedPlayerId: 1 });
    expect(getSeatAssignment('K7QPX')?.playerId).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Copy Game ID' }));
    expect(writeText).toHaveBeenCalledWith('K7QPX');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to Game' }));
    expect(router.state.location.pathname).toBe('/game/K7QPX');
    expect(dialog).not.toBeInTheDocument();
  });

  it('sends the name the player types with the game they create, and keeps it for the next game', async () => {
    const calls = serveCreation('K7QPX');
    const { user } = renderWithStore(<PlayFriendPage />, { route: '/play-friend' });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.type(name, '  Ana ');
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    await screen.findByRole('dialog', { name: 'Game Created!' });
    expect(calls[0]?.body).toMatchObject({ name: 'Ana' });
    expect(calls[1]?.body).toMatchObject({ requestedPlayerId: 1, name: 'Ana' });
    expect(readPlayerName()).toBe('Ana');
  });

  it('says why a name cannot be used, and creates the game without it', async () => {
    const calls = serveCreation('K7QPX');
    const { user } = renderWithStore(<PlayFriendPage />, { route: '/play-friend' });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.type(name, 'Ana <3');
    expect(name).toHaveAccessibleDescription('Name may use only letters, digits, spaces and . _ -');
    expect(name).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    await screen.findByRole('dialog', { name: 'Game Created!' });
    expect(calls[0]?.body).not.toHaveProperty('name');
    expect(readPlayerName()).toBeNull();
  });

  it("shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFetchMock(({ path }) =>
      path === '/api/games' ? json({ success: true, gameId: 'K7QPX' }, 201) : joined('K7QPX', 1),
    );
    const { user } = renderWithStore(<PlayFriendPage />, { advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Game URL' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    // shouldAdvanceTime lets real milliseconds through too, so the checks keep a margin either side of 2 s.
    await act(() => vi.advanceTimersByTimeAsync(1_800));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('button', { name: 'Copy Game URL' })).toBeInTheDocument();
  });

  it("says 'Creating...' while working and falls back to a bodiless call after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    let releaseFirst: () => void = () => undefined;
    installFetchMock(async ({ path, body }) => {
      if (path !== '/api/games') return joined('FALLB', 1);
      bodies.push(body);
      if (bodies.length === 1) {
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        return json({ error: 'too late' }, 500);
      }
      return json({ success: true, gameId: 'FALLB' }, 201);
    });
    const { user } = renderWithStore(<PlayFriendPage />, { advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('dialog', { name: 'Game Created!' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ clientId: expect.any(String) }), undefined]);
    releaseFirst();
  });

  it('says a failed creation with the toast and the inline sentence while online', async () => {
    installFetchMock(() => json({ error: 'Internal server error' }, 500));
    const { user } = renderWithStore(<PlayFriendPage />);
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    expect(await screen.findByText(TOAST_TITLES.gameCreationFailed)).toBeInTheDocument();
    expect(screen.getByText(CREATE_ERRORS.all)).toBeInTheDocument();
  });

  it('says the player has too many games going, and makes no fallback game when the server refuses', async () => {
    const calls: MockRequest[] = [];
    installFetchMock((request) => {
      calls.push(request);
      return json({ error: GAME_MESSAGES.tooManyGames, code: 'TOO_MANY_GAMES' }, 409);
    });
    const { user } = renderWithStore(<PlayFriendPage />);
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    expect(await screen.findByText(TOAST_TITLES.gameCreationFailed)).toBeInTheDocument();
    // Said once, inline where it stays (the toast goes): the sentence that says what to do, not "try again later".
    await screen.findByRole('button', { name: 'Create New Game' });
    const said = screen.getAllByText(GAME_MESSAGES.tooManyGames);
    expect(said).toHaveLength(1);
    expect(said[0]).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(CREATE_ERRORS.all)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/games']);
  });

  it('says once, and only inline, that the player is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithStore(<PlayFriendPage />);
    await user.click(screen.getByRole('button', { name: 'Create New Game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.createOffline);
    await screen.findByRole('button', { name: 'Create New Game' });
    expect(screen.getAllByText(GAME_MESSAGES.createOffline)).toHaveLength(1);
    expect(screen.queryByText(TOAST_TITLES.gameCreationFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(CREATE_ERRORS.all)).not.toBeInTheDocument();
  });

  it('refuses an empty Game ID with a toast', async () => {
    const fetchSpy = installFetchMock(() => json({}));
    const { user } = renderWithStore(<PlayFriendPage />);
    await user.type(screen.getByRole('textbox', { name: 'Game ID' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(TOAST_TITLES.invalidGameId)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid game ID to join')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('upper-cases and trims the ID, keeps 5 characters, and joins', async () => {
    const paths: string[] = [];
    installFetchMock(({ path }) => {
      paths.push(path);
      return joined('AB3CD', 2);
    });
    const { user, router } = renderWithStore(<PlayFriendPage />, { route: '/play-friend' });
    const box = screen.getByRole('textbox', { name: 'Game ID' });
    await user.type(box, 'ab3cdef');
    expect(box).toHaveValue('AB3CD');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/game/AB3CD'));
    expect(paths).toEqual(['/api/games/AB3CD/join']);
    expect(getSeatAssignment('AB3CD')?.playerId).toBe(2);
  });

  it('keeps the whole code when it is pasted with spaces around it', async () => {
    const { user } = renderWithStore(<PlayFriendPage />);
    const box = screen.getByRole('textbox', { name: 'Game ID' });
    await user.click(box);
    await user.paste(' ab3cd\n');
    expect(box).toHaveValue('AB3CD');
  });

  it.each([
    [404, 'GAME_NOT_FOUND', TOAST_TITLES.gameNotFound, GAME_MESSAGES.joinNotFound],
    [409, 'GAME_FULL', TOAST_TITLES.gameFull, GAME_MESSAGES.gameFullDetail],
    // A 409 that is not "full" (a write that lost a race) says its own sentence, not "game full".
    [409, 'STALE', TOAST_TITLES.joinFailed, 'Try again'],
    [500, 'INTERNAL', TOAST_TITLES.joinFailed, GAME_MESSAGES.internalError],
  ])('answers a %i %s with the %s toast', async (status, code, title, description) => {
    installFetchMock(() =>
      json({ error: status === 404 || code === 'GAME_FULL' ? 'nope' : description, code }, status),
    );
    const { user } = renderWithStore(<PlayFriendPage />);
    await user.type(screen.getByRole('textbox', { name: 'Game ID' }), 'zzzzz');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('offers Try reconnecting only when a game is remembered', () => {
    installFetchMock(() => json({}));
    renderWithStore(<PlayFriendPage />);
    expect(screen.getByRole('button', { name: 'Try reconnecting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try reconnecting' })).toHaveAccessibleDescription(
      'No earlier game to reconnect to in this browser.',
    );
    expect(screen.getByText('No earlier game to reconnect to in this browser.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return Home' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'How to Play' })).toBeEnabled();
  });
});

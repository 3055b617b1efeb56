import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeLetterInGrid } from '@gridable/common/rules';
import {
  ENDING_MESSAGES,
  GAME_MESSAGES,
  MOVE_ERROR_MESSAGES,
  STATUS_MESSAGES,
  TOAST_TITLES,
  placeLetterMessage,
} from '@gridable/common/messages';
import type { GameView, PlayerInfo, ServerEvent, SocketAck } from '@gridable/common';
import type { GameSocketHandlers, SocketCommand } from '../../lib/socket/gameSocket';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { withTrayNotification } from '../../testing/trayNotifications';
import { gameViewFixture } from '../../testing/gameViewFixture';
import { getSeatAssignment, saveSeatAssignment } from '../../lib/storage';
import { turnsWaiting } from '../../lib/pwa/appBadge';
import { FriendGamePage } from './FriendGamePage';

// The page's one socket, replaced by a fake the test drives: it records commands and answers with `nextAck`.
const fakeSocket = vi.hoisted(() => ({
  handlers: null as GameSocketHandlers | null,
  sent: [] as { command: string; payload: unknown }[],
  nextAck: null as SocketAck | null,
}));

vi.mock('../../lib/socket/gameSocket', () => ({
  openGameSocket: (_join: unknown, handlers: GameSocketHandlers) => {
    fakeSocket.handlers = handlers;
    return {
      send: (command: SocketCommand, payload: unknown) => {
        fakeSocket.sent.push({ command, payload });
        return Promise.resolve(fakeSocket.nextAck as SocketAck);
      },
      isConnected: () => true,
      reconnect: () => undefined,
      close: () => undefined,
    };
  },
}));

const seat1: PlayerInfo = { playerId: 1, isYourTurn: true };

function sync(game: GameView, playerInfo: PlayerInfo | null = seat1, eventId = 1): ServerEvent {
  return { type: 'STATE_SYNC', eventId, gameId: game.gameId, timestamp: '', game, playerInfo };
}

function deliver(event: ServerEvent) {
  act(() => {
    fakeSocket.handlers?.onStatus('connected');
    fakeSocket.handlers?.onEvent(event);
  });
}

function renderGame() {
  return renderWithStore(<FriendGamePage />, { route: '/game/:gameId', path: '/game/abcde' });
}

describe('FriendGamePage', () => {
  beforeEach(() => {
    fakeSocket.handlers = null;
    fakeSocket.sent = [];
    // The page is the creator's unless a test says otherwise: creating the game stored its seat.
    saveSeatAssignment({ gameId: 'ABCDE', playerId: 1, playerUUID: 'creator-uuid' });
    // REST reads stay unanswered unless a test says otherwise, so the socket alone drives the page.
    installFetchMock(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the game id while connecting, then waits for player 2', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The server cannot be reached over REST either.
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    renderGame();
    expect(screen.getByRole('heading', { name: 'Game ABCDE' })).toBeInTheDocument();
    expect(screen.getByText('Connecting to game...')).toBeInTheDocument();
    act(() => fakeSocket.handlers?.onStatus('disconnected'));
    expect(await screen.findByText(GAME_MESSAGES.connectionFailed)).toBeInTheDocument();
    act(() => fakeSocket.handlers?.onStatus('connected'));
    expect(screen.getByText('Waiting for player to join...')).toBeInTheDocument();
    deliver(sync(gameViewFixture({ status: 'waiting', player2: null })));
    expect(screen.getByRole('heading', { name: 'Waiting for Player 2' })).toBeInTheDocument();
    expect(screen.getByText('ABCDE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Game Link' })).toBeInTheDocument();
  });

  it('says the game opens once back online when opened with no network, not to refresh', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGame();
    act(() => fakeSocket.handlers?.onStatus('disconnected'));
    expect(screen.getByText(GAME_MESSAGES.offline)).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.connectionFailed)).toBeNull();
  });

  it("clears the game's notification left in the tray once the game is open", async () => {
    await withTrayNotification(async ({ close, getNotifications }) => {
      renderGame();
      await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
      expect(getNotifications).toHaveBeenCalledWith({ tag: 'game-ABCDE' });
    });
  });

  it('starts the game when player 2 arrives and announces the round', () => {
    renderGame();
    deliver(sync(gameViewFixture({ status: 'waiting', player2: null })));
    deliver({ type: 'GAME_STARTED', eventId: 2, gameId: 'ABCDE', timestamp: '', game: gameViewFixture() });
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Both players are here. Round 1 of 16.');
  });

  it('names the friend who chooses first when they gave a name', () => {
    localStorage.clear();
    renderGame();
    deliver(sync(gameViewFixture({ player1Name: 'Ana' }), { playerId: 2, isYourTurn: false }));
    expect(screen.getByText('Joined Game ABCDE')).toBeInTheDocument();
    expect(screen.getByText('Ana chooses the first letter.')).toBeInTheDocument();
    expect(screen.getByText('Ana: Active')).toBeInTheDocument();
  });

  it('tells a friend who took their seat from the link which game they joined and who chooses first', () => {
    localStorage.clear();
    renderGame();
    deliver(sync(gameViewFixture(), { playerId: 2, isYourTurn: false }));
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByText('Joined Game ABCDE')).toBeInTheDocument();
    expect(screen.getByText('Your friend chooses the first letter.')).toBeInTheDocument();
    expect(getSeatAssignment('ABCDE')?.playerId).toBe(2);
  });

  it("counts the game on the app's badge while it waits on your move, and not once you have moved", () => {
    renderGame();
    deliver(sync(gameViewFixture()));
    expect(turnsWaiting()).toEqual(['ABCDE']);
    deliver(
      sync(
        gameViewFixture({
          currentLetter: 'E',
          roundState: 'LETTER_PROVIDED',
          player1Submitted: true,
          version: 2,
        }),
        { playerId: 1, isYourTurn: false },
        2,
      ),
    );
    expect(turnsWaiting()).toEqual([]);
  });

  it('says nothing of joining to the player whose seat was stored (the creator, or a reload)', () => {
    renderGame();
    deliver(sync(gameViewFixture()));
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.queryByText(/^Joined Game/)).toBeNull();
  });

  it('holds the moves and says so the moment the browser goes offline, before the socket notices', () => {
    renderGame();
    deliver(sync(gameViewFixture()));
    expect(screen.getByRole('button', { name: 'K' })).toBeEnabled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('button', { name: 'K' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please reconnect');
  });

  it('rolls the optimistic placement back with a Failed to Submit Placement toast', async () => {
    const { user } = renderGame();
    deliver(sync(gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED' })));
    await user.click(screen.getByRole('button', { name: 'Row 1, column 2, empty' }));
    fakeSocket.nextAck = { ok: false, error: MOVE_ERROR_MESSAGES.alreadyPlaced };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fakeSocket.sent).toEqual([{ command: 'placement', payload: { cellIndex: 1, version: 1 } }]);
    expect(await screen.findByText(TOAST_TITLES.placementFailed)).toBeInTheDocument();
    expect(screen.getByText(MOVE_ERROR_MESSAGES.alreadyPlaced)).toBeInTheDocument();
    // The temporary tile is back, unconfirmed, and can be submitted again.
    expect(
      screen.getByRole('button', { name: 'Row 1, column 2, letter T', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByText(placeLetterMessage('T'))).toBeInTheDocument();
  });

  it('confirms a placement and waits for the opponent', async () => {
    const { user } = renderGame();
    const game = gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED' });
    deliver(sync(game));
    await user.click(screen.getByRole('button', { name: 'Row 1, column 2, empty' }));
    fakeSocket.nextAck = {
      ok: true,
      game: { ...game, player1Submitted: true, player1Grid: placeLetterInGrid(game.player1Grid, 1, 'T') },
      playerInfo: { playerId: 1, isYourTurn: false },
    };
    await user.keyboard('{Enter}');
    const statusLine = screen.getByTestId('status-line');
    await vi.waitFor(() =>
      expect(statusLine).toHaveTextContent(
        `${TOAST_TITLES.letterPlaced}. ${STATUS_MESSAGES.waitingForPlacement}`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Row 1, column 2, letter T' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Said on the status line, not in a toast over the round.
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeEmptyDOMElement();
  });

  it('refuses a second placement in the round locally with a Placement Error toast', async () => {
    const { user } = renderGame();
    deliver(
      sync(gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED', player1Submitted: true })),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(TOAST_TITLES.placementError);
    expect(screen.getByRole('alert')).toHaveTextContent(MOVE_ERROR_MESSAGES.alreadyPlaced);
    expect(fakeSocket.sent.filter((sent) => sent.command === 'placement')).toEqual([]);
  });

  it('confirms an accepted letter on the status line', async () => {
    const { user } = renderGame();
    const game = gameViewFixture();
    deliver(sync(game));
    fakeSocket.nextAck = {
      ok: true,
      game: { ...game, currentLetter: 'Q', roundState: 'LETTER_PROVIDED' },
      playerInfo: seat1,
    };
    await screen.findByRole('group', { name: 'Letter' });
    await user.keyboard('q{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByTestId('status-line')).toHaveTextContent(
        `${TOAST_TITLES.letterSelected}. ${placeLetterMessage('Q')}`,
      ),
    );
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeEmptyDOMElement();
  });

  it('says Failed to Update Status when the status sent on coming back fails', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderGame();
    deliver(sync(gameViewFixture()));
    fakeSocket.nextAck = { ok: false, error: 'Not your seat' };
    const showTab = (state: DocumentVisibilityState) =>
      act(() => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    // Going away is routine presence: a failure there is only logged (docs/PROTOCOL.md §7).
    showTab('hidden');
    expect(fakeSocket.sent.at(-1)).toEqual({ command: 'presence', payload: { status: 'away' } });
    expect(screen.queryByText(TOAST_TITLES.statusFailed)).not.toBeInTheDocument();
    showTab('visible');
    expect(fakeSocket.sent).toContainEqual({ command: 'status', payload: { status: 'Available' } });
    expect(await screen.findByText(TOAST_TITLES.statusFailed)).toBeInTheDocument();
  });

  it('sends the chosen letter and shows a failure as a toast', async () => {
    const { user } = renderGame();
    deliver(sync(gameViewFixture()));
    fakeSocket.nextAck = { ok: false, error: 'It is not your turn to choose the letter.' };
    await screen.findByRole('group', { name: 'Letter' });
    await user.keyboard('q{Enter}');
    expect(fakeSocket.sent).toEqual([{ command: 'letter', payload: { letter: 'Q', version: 1 } }]);
    expect(await screen.findByText(TOAST_TITLES.letterFailed)).toBeInTheDocument();
  });

  it('sends the state id a move was made against, and on a stale refusal says so once and asks for the latest state', async () => {
    const { user } = renderGame();
    deliver(sync(gameViewFixture({ version: 12 })));
    fakeSocket.nextAck = { ok: false, error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' };
    await screen.findByRole('group', { name: 'Letter' });
    await user.keyboard('q{Enter}');
    expect(fakeSocket.sent[0]).toEqual({ command: 'letter', payload: { letter: 'Q', version: 12 } });
    expect(await screen.findByText(MOVE_ERROR_MESSAGES.staleVersion)).toBeInTheDocument();
    expect(fakeSocket.sent[1]).toEqual({ command: 'refresh', payload: {} });
  });

  it('keeps the newer state when an older one arrives late', () => {
    renderGame();
    deliver(
      sync(gameViewFixture({ version: 9, currentLetter: 'T', roundState: 'LETTER_PROVIDED' }), seat1, 3),
    );
    deliver(sync(gameViewFixture({ version: 8 }), seat1, 4));
    expect(screen.getByText(placeLetterMessage('T'))).toBeInTheDocument();
  });

  it('says Game Not Found with a way home', async () => {
    installFetchMock(() => json({ error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' }, 404));
    renderGame();
    expect(await screen.findByRole('heading', { name: TOAST_TITLES.gameNotFound })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    // The tab says so too, not just 'Gridable'.
    expect(document.title).toBe(`${TOAST_TITLES.gameNotFound} · Gridable`);
  });

  it('says Game Not Found for an id no game was ever given, without asking the server or opening a socket', async () => {
    const fetchSpy = installFetchMock(() => json({ error: 'unexpected' }, 500));
    const { router, user } = renderWithStore(<FriendGamePage />, {
      route: '/game/:gameId',
      path: '/game/NOSUCH',
    });
    expect(screen.getByRole('heading', { name: TOAST_TITLES.gameNotFound })).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.joinNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    // A mistyped code: the way to type it again is on the screen, not behind Home.
    expect(screen.getByRole('button', { name: 'Enter Another Code' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(fakeSocket.handlers).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter Another Code' }));
    expect(router.state.location.pathname).toBe('/play-friend');
  });

  it.each(['ABCDE).', 'abcde.', 'ABCDE%20', "ABCDE'!"])(
    'opens the game of a link that came with trailing punctuation from a chat (%s)',
    (path) => {
      renderWithStore(<FriendGamePage />, { route: '/game/:gameId', path: `/game/${path}` });
      expect(screen.getByRole('heading', { name: 'Game ABCDE' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: TOAST_TITLES.gameNotFound })).toBeNull();
    },
  );

  it("tells a friend opening a withdrawn game's link that it was withdrawn, not that it never existed", async () => {
    installFetchMock(() => json({ error: GAME_MESSAGES.gameWithdrawn, code: 'GAME_WITHDRAWN' }, 410));
    renderGame();
    expect(await screen.findByRole('heading', { name: TOAST_TITLES.gameWithdrawn })).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.gameWithdrawn)).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.joinNotFound)).toBeNull();
    expect(document.title).toBe(`${TOAST_TITLES.gameWithdrawn} · Gridable`);
  });

  it('shows the end screen once the game is complete', () => {
    renderGame();
    deliver(
      sync(gameViewFixture({ status: 'completed', currentRound: 16, player1Score: 12, player2Score: 9 })),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You Win!' })).toBeInTheDocument();
    expect(screen.getByText('12 to 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/review\/abcde$/i),
    );
  });

  it('says who resigned on both players’ end screens, the winner decided by the resignation', () => {
    const resigned = gameViewFixture({
      status: 'completed',
      currentRound: 5,
      player1Score: 3,
      player2Score: 9,
      ending: { ending: 'resigned', winner: 1 },
    });
    const first = renderGame();
    deliver(sync(resigned));
    expect(screen.getByRole('heading', { level: 1, name: 'You Win!' })).toBeInTheDocument();
    expect(screen.getByText(ENDING_MESSAGES.resignedByOpponent)).toBeInTheDocument();
    // Five rounds are no game to review: no link to a review that could only refuse.
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
    first.unmount();
    renderGame();
    deliver(sync(resigned, { playerId: 2, isYourTurn: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'You Lost' })).toBeInTheDocument();
    expect(screen.getByText(ENDING_MESSAGES.resignedByYou)).toBeInTheDocument();
  });

  it('says a win was claimed after 72 hours, to the claimer and to the silent player', () => {
    const claimed = gameViewFixture({
      status: 'completed',
      currentRound: 9,
      player1Score: 20,
      player2Score: 14,
      ending: { ending: 'claimed', winner: 2 },
    });
    const first = renderGame();
    deliver(sync(claimed));
    expect(screen.getByRole('heading', { level: 1, name: 'You Lost' })).toBeInTheDocument();
    expect(screen.getByText(ENDING_MESSAGES.claimedByOpponent)).toBeInTheDocument();
    first.unmount();
    renderGame();
    deliver(sync(claimed, { playerId: 2, isYourTurn: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'You Win!' })).toBeInTheDocument();
    expect(screen.getByText(ENDING_MESSAGES.claimedByYou)).toBeInTheDocument();
  });

  it('ends a daily-mode game with Challenge Complete! and only your grid', () => {
    renderGame();
    deliver(
      sync(gameViewFixture({ gameMode: 'daily', status: 'completed', currentRound: 16, player1Score: 12 })),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Challenge Complete!' })).toBeInTheDocument();
    expect(screen.getByText('You scored 12 points!')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: "Opponent's grid" })).not.toBeInTheDocument();
  });
});

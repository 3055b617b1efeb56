import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDailyMove, createDailyGameCore } from '@gridable/common/rules';
import {
  DAILY_MESSAGES,
  DAY_DONE_LABELS,
  MOVE_ERROR_MESSAGES,
  alreadyCompletedMessage,
  loadErrorMessage,
} from '@gridable/common/messages';
import type { DailyGameCore } from '@gridable/common';
import { getDailyCompletion, recordDailyCompletion } from '../../lib/storage';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { withTrayNotification } from '../../testing/trayNotifications';
import { DailyChallenge } from './DailyChallenge';
import { startTodayEarly } from './session/earlyStart';
import { getOrCreatePlayerIdentity } from '../../lib/storage/playerIdentity';
import { playerTimeZone } from '../../lib/timeZone';
import {
  TEST_DATE,
  TEST_GAME_ID,
  TEST_GAME_NUMBER,
  TEST_SEQUENCE,
  createFakeDailyServer,
  viewOf,
} from '../../testing/fakeDailyServer';
import { localTime } from '../../testing/localClock';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A game moved on by real placements, so rounds and letters are what the server would have. */
function gameAfterPlacements(cells: number[]): DailyGameCore {
  let game = createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE);
  for (const cellIndex of cells) {
    if (game.roundState === 'AWAITING_LETTER') {
      const chosen = applyDailyMove(game, { type: 'SELECT_LETTER', letter: 'E' }, TEST_SEQUENCE);
      if (!chosen.ok) throw new Error(chosen.error.message);
      game = chosen.game;
    }
    const placed = applyDailyMove(game, { type: 'PLACE_LETTER', cellIndex }, TEST_SEQUENCE);
    if (!placed.ok) throw new Error(placed.error.message);
    game = placed.game;
  }
  return game;
}

function renderDaily(gameId?: string) {
  const path = gameId ? `/daily-challenge/${gameId}` : '/daily-challenge';
  return renderWithStore(<DailyChallenge gameId={gameId} />, { route: '/daily-challenge/*', path });
}

const cell = (row: number, column: number, content = 'empty') =>
  screen.getByRole('button', { name: `Row ${row}, column ${column}, ${content}` });

describe('DailyChallenge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(localTime(TEST_DATE));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts today's game with the player's UUID and time zone, and shows the loading line meanwhile", async () => {
    const server = createFakeDailyServer();
    installFetchMock(server.handler);
    renderDaily();
    expect(screen.getByRole('status')).toHaveTextContent(DAILY_MESSAGES.loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByText('Gridable #42')).toBeInTheDocument();
    const create = server.requests.find((r) => r.path === '/api/daily-challenge-simple');
    expect(create?.method).toBe('POST');
    const body = create?.body as { playerUUID: string; userTimezone: string };
    expect(body.playerUUID).toMatch(UUID_PATTERN);
    expect(body.userTimezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("closes the daily reminder left in the tray once today's game is open", async () => {
    installFetchMock(createFakeDailyServer().handler);
    await withTrayNotification(async ({ close, getNotifications }) => {
      renderDaily();
      await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
      expect(getNotifications).toHaveBeenCalledWith({ tag: 'daily-reminder' });
    });
  });

  it("shows a first visit today's game as it opens while the HTML's early request is answered", async () => {
    const server = createFakeDailyServer();
    installFetchMock(server.handler);
    // What the page's HTML does for a player with no identity yet (src/shell/dailyStart.ts).
    startTodayEarly(
      { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() },
      true,
    );
    renderDaily();
    expect(screen.queryByText(DAILY_MESSAGES.loading)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByText('Gridable #42')).toBeInTheDocument();
    expect(screen.getByTestId('status-line')).toHaveTextContent("Today's first blind letter is...");
    // The session adopts that early reply: no second start request.
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/daily-challenge-simple')).toHaveLength(1),
    );
  });

  it('shows the loading line, not a first visit, when the early request was for a returning player', async () => {
    const server = createFakeDailyServer(gameAfterPlacements([0]));
    installFetchMock(server.handler);
    startTodayEarly(
      { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() },
      false,
    );
    renderDaily();
    expect(screen.getByRole('status')).toHaveTextContent(DAILY_MESSAGES.loading);
    expect(screen.queryByText('Round 1 of 16')).toBeNull();
    expect(await screen.findByText('Round 2 of 16')).toBeInTheDocument();
  });

  it('chooses the letter in an even round, then places it', async () => {
    const server = createFakeDailyServer(gameAfterPlacements([0]));
    installFetchMock(server.handler);
    const { user } = renderDaily();
    expect(await screen.findByText('Round 2 of 16')).toBeInTheDocument();
    expect(cell(1, 1, 'letter E')).toBeInTheDocument();

    // The round opens on the letter keyboard, so keyboard players type straight away (once it is painted).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A' })));
    await user.keyboard('r{Enter}');
    expect(await screen.findByText('Your letter')).toBeInTheDocument();
    const playerUUID = expect.stringMatching(UUID_PATTERN) as unknown;
    const lastAction = () => server.requests.filter((r) => r.path.endsWith('/action')).at(-1)?.body;
    expect(lastAction()).toEqual({ action: 'SELECT_LETTER', letter: 'R', playerUUID, round: 2 });
    // The letter keyboard is gone; keyboard focus lands on the grid rather than the page.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Row \d, column \d, /));

    // A tap only picks the cell; nothing is sent until Submit.
    const actions = () => server.requests.filter((r) => r.path.endsWith('/action'));
    await user.click(cell(1, 2));
    expect(actions()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Round 3 of 16')).toBeInTheDocument();
    expect(lastAction()).toEqual({ action: 'PLACE_LETTER', cellIndex: 1, playerUUID, round: 2 });
    expect(cell(1, 2, 'letter R')).toBeInTheDocument();
  });

  it('lets a picked cell be moved or undone before it is sent, and a second tap confirms it', async () => {
    const server = createFakeDailyServer(withChosenLetter(gameAfterPlacements([0]), 'A'));
    installFetchMock(server.handler);
    const { user } = renderDaily();
    await screen.findByText('Your letter');
    const actions = () => server.requests.filter((r) => r.path.endsWith('/action'));

    await user.click(cell(1, 2));
    expect(cell(1, 2, 'letter A')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell(1, 2)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.click(cell(2, 1));
    await user.click(cell(2, 2));
    expect(cell(2, 1)).toBeInTheDocument();
    expect(actions()).toHaveLength(0);
    await user.click(cell(2, 2, 'letter A'));
    expect(await screen.findByText('Round 3 of 16')).toBeInTheDocument();
    expect(actions().map((r) => r.body)).toEqual([
      expect.objectContaining({ action: 'PLACE_LETTER', cellIndex: 5 }),
    ]);
  });

  it('confirms the chosen letter and the placement on the status line, never in a toast', async () => {
    const server = createFakeDailyServer(gameAfterPlacements([0]));
    installFetchMock(server.handler);
    const { user } = renderDaily();
    await screen.findByText('Round 2 of 16');
    await user.keyboard('r{Enter}');
    const statusLine = screen.getByTestId('status-line');
    await vi.waitFor(() => expect(statusLine).toHaveTextContent(DAILY_MESSAGES.letterSubmitted));
    await user.click(cell(1, 2));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(statusLine).toHaveTextContent(DAILY_MESSAGES.placed));
    expect(statusLine).not.toHaveTextContent(DAILY_MESSAGES.letterSubmitted);
    // The toast region stays empty: nothing covers the round on a phone.
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeEmptyDOMElement();
  });

  it('ignores a placement while the previous one is still in flight', async () => {
    const server = createFakeDailyServer(withChosenLetter(gameAfterPlacements([0]), 'A'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    installFetchMock(async (request) => {
      if (request.path.endsWith('/action')) await held;
      return server.handler(request);
    });
    const { user } = renderDaily();
    await screen.findByText('Your letter');

    await user.click(cell(1, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(cell(1, 2, 'letter A')).toBeInTheDocument();
    await user.click(cell(1, 3));
    await user.click(cell(2, 1));
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    release();
    expect(await screen.findByText('Round 3 of 16')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.endsWith('/action'))).toHaveLength(1);
    expect(cell(1, 3)).toBeInTheDocument();
  });

  it("says the placement failed when it does, and shows the server's board", async () => {
    const server = createFakeDailyServer(withChosenLetter(gameAfterPlacements([0]), 'A'));
    server.override((request) =>
      request.path.endsWith('/action') ? json({ error: 'Boom' }, 500) : undefined,
    );
    installFetchMock(server.handler);
    const { user } = renderDaily(TEST_GAME_ID);
    await screen.findByText('Your letter');
    await user.click(cell(1, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DAILY_MESSAGES.placeFailed);
    expect(cell(1, 2)).toBeInTheDocument();
    expect(screen.getByText('Round 2 of 16')).toBeInTheDocument();
    // The board was re-read from the server after the failure (the day's sequence check, a second after the
    // start, may come between on a slow machine).
    const failedAt = server.requests.findLastIndex((r) => r.path.endsWith('/action'));
    expect(server.requests.slice(failedAt + 1)).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: expect.stringMatching(new RegExp(`^/api/daily-challenge-simple/${TEST_GAME_ID}\\?playerUUID=`)),
      }),
    );
  });

  it('says the game moved on elsewhere when another tab played first, not to try again', async () => {
    const server = createFakeDailyServer(withChosenLetter(gameAfterPlacements([0]), 'A'));
    installFetchMock(server.handler);
    const { user } = renderDaily(TEST_GAME_ID);
    await screen.findByText('Your letter');
    // Another tab of the same player places the A and moves on to round 3.
    const elsewhere = applyDailyMove(server.game, { type: 'PLACE_LETTER', cellIndex: 5 }, TEST_SEQUENCE);
    if (!elsewhere.ok) throw new Error(elsewhere.error.message);
    server.game = elsewhere.game;
    await user.click(cell(1, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Round 3 of 16')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MOVE_ERROR_MESSAGES.staleVersion);
  });

  it('says the letter failed when choosing fails', async () => {
    const server = createFakeDailyServer(gameAfterPlacements([0]));
    server.override((request) =>
      request.path.endsWith('/action') ? json({ error: 'Boom' }, 503) : undefined,
    );
    installFetchMock(server.handler);
    const { user } = renderDaily();
    await screen.findByText('Round 2 of 16');
    await user.keyboard('q{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(DAILY_MESSAGES.letterFailed);
  });

  it("checks the day's sequence one second after the game starts", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(localTime(TEST_DATE));
    const server = createFakeDailyServer(gameAfterPlacements([0]));
    installFetchMock(server.handler);
    renderDaily();
    await screen.findByText('Round 2 of 16');
    const sequenceCalls = () =>
      server.requests.filter((r) => r.path.startsWith('/api/daily-challenge-sequence/'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(sequenceCalls()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await vi.waitFor(() => expect(sequenceCalls()).toHaveLength(1));
    expect(sequenceCalls()[0]?.path).toBe(`/api/daily-challenge-sequence/${TEST_DATE}`);
  });

  it('shows the already-completed message when the server refuses a second game today, and remembers it', async () => {
    const server = createFakeDailyServer();
    server.override((request) => {
      if (request.path === '/api/daily-challenge-simple') {
        return json(
          {
            error: 'already',
            code: 'ALREADY_COMPLETED',
            completion: { date: TEST_DATE, gameNumber: 42, finalScore: 23, gameId: TEST_GAME_ID },
          },
          409,
        );
      }
      if (request.path.startsWith('/api/daily-challenge/check-completion')) {
        return json({
          success: true,
          hasCompleted: true,
          completion: { date: TEST_DATE, gameNumber: 42, finalScore: 23, gameId: TEST_GAME_ID },
        });
      }
      return undefined;
    });
    installFetchMock(server.handler);
    renderDaily();
    expect(await screen.findByText(alreadyCompletedMessage(23))).toBeInTheDocument();
    expect(getDailyCompletion(TEST_DATE)?.finalScore).toBe(23);
    // The finished day is a place to return to: its result, the next one's countdown, statistics.
    expect(screen.getByRole('button', { name: DAY_DONE_LABELS.seeResult })).toBeInTheDocument();
    expect(screen.getByText(/^Next Gridable in \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statistics' })).toBeInTheDocument();
    // One way leads (the result); Return Home is there, but quieter.
    const leading = screen
      .getAllByRole('button')
      .filter((button) => /(^|\s)_primary_/.test(button.className))
      .map((button) => button.textContent);
    expect(leading).toEqual([DAY_DONE_LABELS.seeResult]);
    expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
  });

  it("shows another player's finished game read-only, as theirs, and stores nothing", async () => {
    const server = createFakeDailyServer(
      withChosenLetter(gameAfterPlacements(Array.from({ length: 15 }, (_, i) => i)), 'E'),
    );
    server.isOwner = false;
    installFetchMock(server.handler);
    renderDaily(TEST_GAME_ID);
    expect(
      await screen.findByRole('heading', { level: 1, name: "A player's Gridable #42" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Their score: \d+\/32$/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Their grid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Results' })).not.toBeInTheDocument();
    expect(getDailyCompletion(TEST_DATE)).toBeNull();
    expect(server.requests.some((r) => r.path === '/api/public-results')).toBe(false);
    expect(screen.getByRole('button', { name: DAY_DONE_LABELS.playToday })).toBeInTheDocument();
  });

  it("says so without asking the server when today's completion is stored here", async () => {
    recordDailyCompletion({
      date: TEST_DATE,
      gameNumber: 42,
      playerUUID: 'someone',
      completedAt: `${TEST_DATE}T09:00:00.000Z`,
      finalScore: 17,
      gameId: TEST_GAME_ID,
    });
    const fetchSpy = installFetchMock(createFakeDailyServer().handler);
    renderDaily();
    expect(await screen.findByText(alreadyCompletedMessage(17))).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an id that is not a daily game', async () => {
    const fetchSpy = installFetchMock(createFakeDailyServer().handler);
    renderDaily('ABCDE');
    expect(await screen.findByText(DAILY_MESSAGES.invalidGameUrl)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reports 'Error loading game: …' when a game cannot be read", async () => {
    installFetchMock(() => json({ error: DAILY_MESSAGES.gameNotFound }, 404));
    renderDaily('DCS-G42-missing');
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrorMessage(DAILY_MESSAGES.gameNotFound));
  });

  it("reports the init failure when today's game cannot be started", async () => {
    installFetchMock(() => new Response('Bad gateway', { status: 502 }));
    renderDaily();
    expect(await screen.findByRole('alert')).toHaveTextContent(DAILY_MESSAGES.initFailed);
  });

  it('says the player is offline and offers to try again when today cannot start without a network', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      installFetchMock(() => {
        throw new TypeError('Failed to fetch');
      });
      renderDaily();
      expect(await screen.findByRole('alert')).toHaveTextContent(DAILY_MESSAGES.initFailed);
      expect(screen.getByText(DAILY_MESSAGES.offline)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: DAILY_MESSAGES.tryAgain })).toBeInTheDocument();
    } finally {
      offline.mockRestore();
    }
  });

  it('tries again in place, without a reload that would need the network too', async () => {
    const server = createFakeDailyServer();
    let online = false;
    installFetchMock((request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return server.handler(request);
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    try {
      const { user } = renderWithStore(<DailyChallenge />, {
        route: '/daily-challenge/*',
        path: '/daily-challenge',
      });
      expect(await screen.findByText(DAILY_MESSAGES.offline)).toBeInTheDocument();
      online = true;
      await user.click(screen.getByRole('button', { name: DAILY_MESSAGES.tryAgain }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Round 1 of 16' })).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('reports missing game data when the reply has no game', async () => {
    installFetchMock(() => json({ success: true, game: null }));
    renderDaily('DCS-G42-empty');
    expect(await screen.findByRole('alert')).toHaveTextContent(DAILY_MESSAGES.noGameData);
  });

  it('reads a legacy DC- game through the friend-game call', async () => {
    const legacyId = 'DC-G42xyz';
    const requests: string[] = [];
    installFetchMock(({ path }) => {
      requests.push(path);
      const view = viewOf(gameAfterPlacements([0]), legacyId);
      // The asker's UUID goes along, so the server shows its player the letters a visitor may not see yet.
      if (path.startsWith(`/api/games/${legacyId}?playerUUID=`))
        return json({ success: true, game: view, playerInfo: { playerId: 2, isYourTurn: true } });
      // Whose it is, only the daily call says.
      if (path.startsWith(`/api/daily-challenge-simple/${legacyId}?playerUUID=`))
        return json({ success: true, game: view, isOwner: true });
      return json({ error: 'nope' }, 404);
    });
    renderDaily(legacyId);
    expect(await screen.findByText('Gridable #42')).toBeInTheDocument();
    expect(requests[0]).toMatch(new RegExp(`^/api/games/${legacyId}\\?playerUUID=[0-9a-f-]{36}$`));
    expect(cell(1, 1, 'letter E')).toBeInTheDocument();
  });
});

function withChosenLetter(game: DailyGameCore, letter: string): DailyGameCore {
  const chosen = applyDailyMove(game, { type: 'SELECT_LETTER', letter }, TEST_SEQUENCE);
  if (!chosen.ok) throw new Error(chosen.error.message);
  return chosen.game;
}

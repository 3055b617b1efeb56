import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid, placeLetterInGrid, RESULT_LABELS } from '@gridable/common/rules';
import { DAY_DONE_LABELS, PLAIN_FAILURES, RESULT_MESSAGES } from '@gridable/common/messages';
import type { PublicResult } from '@gridable/common';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { recordDailyCompletion } from '../../lib/storage/dailyCompletions';
import { getOrCreatePlayerIdentity } from '../../lib/storage/playerIdentity';
import { todaysGameNumber } from '../../lib/timeZone';
import { servedWithStatus } from '../../testing/servedStatus';
import { SharedResultPage } from './SharedResultPage';

const grid = [0, 1, 2].reduce((g, cell, i) => placeLetterInGrid(g, cell, 'CAT'[i] ?? 'X'), emptyGrid());
const dailyResult: PublicResult = {
  gameId: 'DCS-G42',
  gameMode: 'daily_challenge',
  gameNumber: 42,
  playerScore: 3,
  playerGrid: grid,
  playerWords: [{ word: 'CAT', points: 3, direction: 'row', line: 0, start: 0, cells: [0, 1, 2] }],
  completedAt: '2025-02-11T18:30:00.000Z',
  kind: 'daily',
  verified: true,
};

function renderShare(shareId = 'abc123', advanceTimers?: (ms: number) => unknown) {
  return renderWithStore(<SharedResultPage />, {
    route: '/share/:shareId',
    path: `/share/${shareId}`,
    advanceTimers,
  });
}

/** Fakes only the clock the page reads: Node's streams need the real setImmediate to deliver response bodies. */
function useFakeClock(options: { shouldAdvanceTime?: boolean } = {}) {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    ...options,
  });
}

/** Lets pending promises and timers run for `ms` of fake time, inside act so React settles. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SharedResultPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("titles a daily result 'Gridable #N' and shows the score and the grid with its words", async () => {
    installFetchMock(() => json({ success: true, result: dailyResult }));
    renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gridable #42' })).toBeInTheDocument();
    expect(screen.getByText('Score').nextElementSibling).toHaveTextContent('3/32');
    expect(screen.getByRole('button', { name: 'Row 1, column 2, letter A' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Horizontal words' })).toHaveTextContent('CAT');
    expect(screen.getByRole('button', { name: DAY_DONE_LABELS.playToday })).toBeInTheDocument();
  });

  it("says a daily result was played on its challenge's day, not the day it was finished", async () => {
    // Gridable #42 is 11 February 2025; finished the day after (the 12th from UTC-13 to UTC+10), or an archive play.
    installFetchMock(() =>
      json({ success: true, result: { ...dailyResult, completedAt: '2025-02-12T13:30:00.000Z' } }),
    );
    renderShare();
    const played = await screen.findByText(/^Played on /);
    expect(played).toHaveTextContent(/\b11\b/);
    expect(played).toHaveTextContent(/February/);
    expect(played).not.toHaveTextContent(/\b12\b/);
  });

  it("shows a review's line with a hidden daily result, and no line without a review", async () => {
    const hidden: PublicResult = {
      ...dailyResult,
      playerGrid: emptyGrid(),
      playerWords: [],
      revealed: false,
      pattern: '🟩🟩🟩⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛',
      review: { skill: 91, pointsLost: 2.1 },
    };
    installFetchMock(() => json({ success: true, result: hidden }));
    const first = renderShare();
    expect(
      await screen.findByText("Skill 91 · gave up 2 points to the Hard computer's moves"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /letter/ })).not.toBeInTheDocument();
    first.unmount();
    installFetchMock(() => json({ success: true, result: dailyResult }));
    renderShare('plain');
    await screen.findByRole('heading', { level: 1, name: 'Gridable #42' });
    expect(screen.queryByText(/^Skill \d+/)).not.toBeInTheDocument();
  });

  it('says a result the server never saw is not verified, and says nothing on a verified one', async () => {
    installFetchMock(() =>
      json({
        success: true,
        result: {
          ...dailyResult,
          gameMode: 'multiplayer',
          gameNumber: null,
          kind: 'computer',
          verified: false,
        },
      }),
    );
    renderShare();
    expect(await screen.findByText(RESULT_LABELS.computer)).toBeInTheDocument();
  });

  it("titles a demo's result, posted as a daily, 'Shared Gridable Result' and says it is not verified", async () => {
    installFetchMock(() =>
      json({
        success: true,
        result: { ...dailyResult, gameMode: 'multiplayer', gameNumber: null, kind: 'demo', verified: false },
      }),
    );
    renderShare();
    expect(await screen.findByText(RESULT_LABELS.demo)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared Gridable Result');
  });

  it('shows no verification note on a result the server built from its own game', async () => {
    installFetchMock(() => json({ success: true, result: dailyResult }));
    renderShare();
    expect(await screen.findByText('Score')).toBeInTheDocument();
    expect(screen.queryByText(/Not verified by Gridable/)).not.toBeInTheDocument();
  });

  it("says 'A friend shared their game' unless this browser played it, then 'Your shared result'", async () => {
    installFetchMock(() => json({ success: true, result: dailyResult }));
    localStorage.clear();
    const first = renderShare();
    expect(await screen.findByText('A friend shared their game')).toBeInTheDocument();
    first.unmount();
    const now = new Date();
    recordDailyCompletion({
      date: now.toISOString().slice(0, 10),
      gameNumber: 42,
      playerUUID: '8d0c7c1e-3f7a-4c1e-9d0a-1b2c3d4e5f60',
      completedAt: now.toISOString(),
      finalScore: 3,
      gameId: 'DCS-G42',
    });
    renderShare();
    expect(await screen.findByText('Your shared result')).toBeInTheDocument();
    localStorage.clear();
  });

  it('shows a visitor who has not played the day its pattern and par, no letter, and sends who they are', async () => {
    localStorage.clear();
    const requests: string[] = [];
    const hidden: PublicResult = {
      ...dailyResult,
      playerGrid: emptyGrid(),
      playerWords: [],
      revealed: false,
      pattern: '🟩🟩🟩⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛',
      par: 21,
    };
    installFetchMock((request) => {
      requests.push(request.path);
      return json({ success: true, result: hidden });
    });
    const first = renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gridable #42' })).toBeInTheDocument();
    expect(screen.getByText('Score').nextElementSibling).toHaveTextContent('3/32');
    expect(screen.getByText('Par 21')).toBeInTheDocument();
    const pattern = screen.getByRole('img', { name: /^Grid pattern without letters: 3 of 16 cells/ });
    expect(pattern.querySelectorAll('[data-cell="scored"]')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /letter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Horizontal words' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Gridable #42' })).toBeInTheDocument();
    // A fresh visitor has no identity to send; a returning player names themself to see a day they finished.
    expect(requests).toEqual(['/api/public-results/abc123']);
    first.unmount();
    const me = getOrCreatePlayerIdentity().playerUUID;
    renderShare('def456');
    await screen.findByRole('button', { name: 'Play Gridable #42' });
    expect(requests).toContain(`/api/public-results/def456?playerUUID=${me}`);
    localStorage.clear();
  });

  it("offers 'Play Today's Gridable' under a hidden result of the visitor's today", async () => {
    localStorage.clear();
    const today = todaysGameNumber();
    installFetchMock(() =>
      json({
        success: true,
        result: {
          ...dailyResult,
          gameNumber: today,
          playerGrid: emptyGrid(),
          playerWords: [],
          revealed: false,
        },
      }),
    );
    const { router } = renderShare();
    const play = await screen.findByRole('button', { name: DAY_DONE_LABELS.playToday });
    expect(screen.queryByRole('button', { name: `Play Gridable #${today}` })).not.toBeInTheDocument();
    act(() => play.click());
    expect(router.state.location.pathname).toBe('/daily-challenge');
  });

  it("titles any other result 'Shared Gridable Result'", async () => {
    installFetchMock(() =>
      json({ success: true, result: { ...dailyResult, gameMode: 'multiplayer', gameNumber: null } }),
    );
    renderShare();
    expect(await screen.findByText('Score')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared Gridable Result');
  });

  it("copies the page link and shows 'Copied!' for 2 seconds", async () => {
    useFakeClock({ shouldAdvanceTime: true });
    installFetchMock(() => json({ success: true, result: dailyResult }));
    const { user } = renderShare('abc123', (ms) => vi.advanceTimersByTime(ms));
    // After user-event's setup, which installs a clipboard stub of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));

    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await elapse(1_900);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await elapse(200);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('tries again 3 times, 1 second apart, when the server fails, then shows the error', async () => {
    useFakeClock();
    const fetchSpy = installFetchMock(() => json({ error: 'Database unavailable' }, 503));
    renderShare();

    await elapse(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await elapse(999);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await elapse(1_000);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(1_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    await elapse(5_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('shows the result when a retry succeeds', async () => {
    useFakeClock();
    let calls = 0;
    installFetchMock(() =>
      ++calls < 3 ? json({ error: 'Busy' }, 500) : json({ success: true, result: dailyResult }),
    );
    renderShare();
    await elapse(2_000);
    expect(calls).toBe(3);
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Gridable #42' })).toBeInTheDocument(),
    );
  });

  it('says the browser is offline in words, not as a fetch error code', async () => {
    useFakeClock();
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    renderShare();
    await elapse(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent(PLAIN_FAILURES.offline);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not retry a 404, and says the result is not found', async () => {
    useFakeClock();
    const fetchSpy = installFetchMock(() => json({ error: RESULT_MESSAGES.notFound }, 404));
    renderShare('gone');
    await elapse(5_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toHaveProperty(
      'url',
      'http://localhost:3000/api/public-results/gone',
    );
    expect(screen.getByRole('heading', { name: RESULT_MESSAGES.notFound })).toBeInTheDocument();
    expect(
      screen.getByText("This shared result doesn't exist or may have been removed."),
    ).toBeInTheDocument();
  });

  it('says a result is not found without asking the API when the server answered the page itself 404', () => {
    const undo = servedWithStatus('/share/gone', 404);
    try {
      const fetchSpy = installFetchMock(() => json({ error: 'unexpected' }, 500));
      renderShare('gone');
      expect(screen.getByRole('heading', { name: RESULT_MESSAGES.notFound })).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      undo();
    }
  });

  // Two 404s: the server's "no such result" is final; a 404 that is not its verdict (a node or proxy without
  // the route) is a failure like any other, retried and then offered again.
  it('says a result is not found only when the server says so', async () => {
    useFakeClock();
    const gone = installFetchMock(() =>
      json({ error: RESULT_MESSAGES.notFound, code: 'RESULT_NOT_FOUND' }, 404),
    );
    const first = renderShare('gone');
    await elapse(5_000);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: RESULT_MESSAGES.notFound })).toBeInTheDocument();
    first.unmount();

    const missingRoute = installFetchMock(() =>
      json({ error: 'Unknown API endpoint', code: 'UNKNOWN_ENDPOINT' }, 404),
    );
    renderShare('elsewhere');
    await elapse(5_000);
    expect(missingRoute).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('heading', { name: RESULT_MESSAGES.notFound })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDailyGameCore, dailyStats } from '@gridable/common/rules';
import { ARCHIVE_TEXT } from '@gridable/common/messages';
import { installFetchMock, json } from '../../testing/fetchMock';
import type { MockRequest } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { viewOf } from '../../testing/fakeDailyServer';
import { localTime } from '../../testing/localClock';

// Noon on 5 January 2025 on the machine's clock: today is the 5th, yesterday #4.
const NOW = localTime('2025-01-05');

function serve() {
  const requests: MockRequest[] = [];
  installFetchMock((request) => {
    requests.push(request);
    if (request.path.startsWith('/api/daily-challenge/stats?')) {
      const completions = [
        {
          date: '2025-01-03',
          gameNumber: 3,
          finalScore: 19,
          gameId: 'DCS-G3-mine',
          archive: true,
          completedAt: NOW.toISOString(),
        },
      ];
      return json({ success: true, completions, stats: dailyStats([], '2025-01-05') });
    }
    if (request.method === 'POST' && request.path === '/api/daily-challenge-simple') {
      return json(
        { success: true, game: viewOf(createDailyGameCore(2, [...'ABCDEFGH']), 'DCS-G2-new'), isOwner: true },
        201,
      );
    }
    return json({ error: 'Not found' }, 404);
  });
  return requests;
}

describe('the archive', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists every day from yesterday back to #1 with the player’s score where played', async () => {
    serve();
    renderRoute('/daily-challenge/archive');
    // The route loads on demand; on a busy machine that takes longer than findBy's default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Gridable #\d+$/).textContent)).toEqual([
      'Gridable #4',
      'Gridable #3',
      'Gridable #2',
      'Gridable #1',
    ]);
    expect(await within(rows[1]!).findByText('Your score: 19')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'See result Gridable #3' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not played')).toBeInTheDocument();
  });

  it('starts a past day by its date and opens it', async () => {
    const requests = serve();
    const { user, router } = renderRoute('/daily-challenge/archive');
    await user.click(await screen.findByRole('button', { name: 'Play Gridable #2' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/daily-challenge/DCS-G2-new'), {
      timeout: 5000,
    });
    const create = requests.find((r) => r.method === 'POST' && r.path === '/api/daily-challenge-simple');
    expect(create?.body).toMatchObject({ date: '2025-01-02' });
  });
});

describe('an archive left open across midnight', () => {
  // Local time, as the player's day turns at their own midnight.
  const BEFORE_MIDNIGHT = new Date(2025, 0, 5, 23, 59, 0);
  const listedNumbers = () =>
    screen.getAllByRole('listitem').map((row) => within(row).getByText(/^Gridable #\d+$/).textContent);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(BEFORE_MIDNIGHT);
  });
  afterEach(() => {
    // Unmount while the clock is still the test's: the page's timers must not run on the real one.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gains the day just ended at the player’s midnight, without a reload', async () => {
    serve();
    renderRoute('/daily-challenge/archive');
    await screen.findByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }, { timeout: 5000 });
    expect(listedNumbers()[0]).toBe('Gridable #4');
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await vi.waitFor(() => expect(listedNumbers()[0]).toBe('Gridable #5'));
    expect(screen.getByRole('button', { name: 'Play Gridable #5' })).toBeInTheDocument();
  });

  it('reads the day again when the tab comes back after the timers slept', async () => {
    serve();
    renderRoute('/daily-challenge/archive');
    await screen.findByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }, { timeout: 5000 });
    // A laptop asleep over midnight: the clock moves on, the timer has not fired.
    vi.setSystemTime(new Date(2025, 0, 6, 8, 0, 0));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(listedNumbers()[0]).toBe('Gridable #5'));
  });
});

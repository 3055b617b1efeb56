import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_TEXT, DAILY_MESSAGES, DAY_DONE_LABELS } from '@gridable/common/messages';
import { renderRoute } from '../../testing/renderRoute';
import { installFetchMock, json } from '../../testing/fetchMock';
import { getOrCreatePlayerIdentity, recordDailyCompletion } from '../../lib/storage';
import { HOME_PITCH, Home } from './Home';
import { todayKey } from './loadHomeDailyStatus';
import { localTime } from '../../testing/localClock';

// Home asks whether today's game is done; with no record anywhere the server has none either.
beforeEach(() => {
  // Home's sections ask too: the hub for your games (it creates the identity), the leagues for yours.
  installFetchMock(({ path }) => {
    if (path === '/api/my-games') return json({ inProgress: [], finished: [] });
    if (path.startsWith('/api/leagues')) return json({ leagues: [] });
    return json({ success: true, hasCompleted: false, completion: null });
  });
});

describe('Home', () => {
  it('shows the title, the tagline and both ways to play, in order', async () => {
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gridable' })).toBeInTheDocument();
    expect(screen.getByText('The turn-taking grid-building word game')).toBeInTheDocument();
    const daily = screen.getByRole('button', { name: DAY_DONE_LABELS.playToday });
    const or = screen.getByText('or');
    const friend = screen.getByRole('button', { name: 'Play a Friend' });
    expect(daily).toBeEnabled();
    expect(daily.compareDocumentPosition(or) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(or.compareDocumentPosition(friend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How to Play' })).toBeInTheDocument();
  });

  it('tells a first-time visitor what they will do and how a grid scores, under the tagline', async () => {
    renderRoute('/');

    const tagline = await screen.findByText('The turn-taking grid-building word game');
    const pitch = screen.getByText(
      'Fill your own 4x4 grid one letter a round. The best word in each row and column scores 2, 3 or 4 points.',
    );
    expect(tagline.compareDocumentPosition(pitch) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      pitch.compareDocumentPosition(screen.getByRole('button', { name: DAY_DONE_LABELS.playToday })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('leaves the introduction out for a returning player, the title, ways to play and games in order', async () => {
    getOrCreatePlayerIdentity();
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your games' })).toBeInTheDocument();
    expect(screen.queryByText('The turn-taking grid-building word game')).not.toBeInTheDocument();
    expect(screen.queryByText(HOME_PITCH)).not.toBeInTheDocument();
    // The same order as a first visit's, so headings and Tab follow what is seen in either layout.
    expect(screen.getAllByRole('heading')).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Gridable' }),
      screen.getByRole('heading', { level: 2, name: 'Your games' }),
      screen.getByRole('heading', { level: 2, name: 'Your leagues' }),
    ]);
    const friend = screen.getByRole('button', { name: 'Play a Friend' });
    expect(
      friend.compareDocumentPosition(screen.getByRole('region', { name: 'Your games' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('goes to the daily challenge from its button', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: DAY_DONE_LABELS.playToday }));
    // The daily route loads on demand; on a busy machine that takes longer than findBy's default second.
    expect(
      await screen.findByRole('heading', { name: 'Daily Challenge' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily-challenge');
  });

  it("goes to the friend screen from 'Play a Friend'", async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Play a Friend' }));
    expect(await screen.findByRole('heading', { name: 'Challenge a Friend' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/play-friend');
  });

  it('opens the How to Play dialog', async () => {
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'How to Play' }));
    // The dialog's code loads the first time it opens.
    expect(await screen.findByRole('dialog', { name: 'How to Play' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("offers today's result, the countdown and statistics, with today's numbers, once today's challenge is done", async () => {
    render(
      <MemoryRouter>
        <Home
          dailyStatus={{
            hasCompleted: true,
            streak: 3,
            todaysScore: 24,
            todaysHighScore: 30,
            twentyPlusStreak: 2,
            todaysGameId: 'DCS-G42-mine',
          }}
        />
      </MemoryRouter>,
    );

    // The main button stays, disabled and relabelled; the day's result is reached from the panel under it.
    expect(screen.getByRole('button', { name: "Today's Gridable Completed!" })).toBeDisabled();
    expect(screen.queryByRole('button', { name: DAY_DONE_LABELS.playToday })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: DAY_DONE_LABELS.seeResult })).toBeEnabled();
    expect(screen.getByText(/^Next Gridable in \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statistics' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: "Today's results" }));
    expect(summary.getByText('Your score today').nextElementSibling).toHaveTextContent('24');
    expect(summary.getByText("Today's high score").nextElementSibling).toHaveTextContent('30');
    expect(summary.getByText('Your 20+ points streak').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Play a Friend' })).toBeEnabled();
  });

  it.each([
    [false as const, null, true],
    [undefined, null, false],
    [false as const, 30, false],
  ])(
    "says a new player's score counts toward the high score from tomorrow (counts %s, high score %s)",
    (countsForHighScore, todaysHighScore, shows) => {
      render(
        <MemoryRouter>
          <Home
            dailyStatus={{
              hasCompleted: true,
              streak: 1,
              todaysScore: 24,
              todaysHighScore,
              twentyPlusStreak: 1,
              todaysGameId: 'DCS-G42-mine',
              ...(countsForHighScore === false ? { countsForHighScore } : {}),
            }}
          />
        </MemoryRouter>,
      );
      const summary = within(screen.getByRole('region', { name: "Today's results" }));
      expect(summary.queryByText(DAILY_MESSAGES.highScoreFromTomorrow) !== null).toBe(shows);
    },
  );

  it("goes to the archive from 'Archive'", async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ARCHIVE_TEXT.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily-challenge/archive');
  });

  it("opens today's finished game from its result button", async () => {
    // Noon on the device's clock: the day recorded here is the day Home reads, however near midnight the run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(localTime('2025-02-11'));
    recordDailyCompletion({
      date: todayKey(),
      gameNumber: 42,
      playerUUID: 'me',
      completedAt: new Date().toISOString(),
      finalScore: 21,
      gameId: 'DCS-G42-mine',
    });
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: DAY_DONE_LABELS.seeResult }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/daily-challenge/DCS-G42-mine'), {
      timeout: 5000,
    });
  });
});

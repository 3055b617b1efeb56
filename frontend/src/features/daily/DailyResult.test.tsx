import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betterThanSentence, buildShareText, dailyStats, scoreGrid } from '@gridable/common/rules';
import {
  BEST_GRID_TEXT,
  DAILY_MESSAGES,
  DAY_DONE_LABELS,
  PAR_GRID_TEXT,
  RATE_LIMIT_MESSAGE,
} from '@gridable/common/messages';
import type { ComponentProps } from 'react';
import type { Grid } from '@gridable/common';
import { getDailyCompletion, getOrCreatePlayerIdentity, recordDailyCompletion } from '../../lib/storage';
import { markStatsShown } from '../stats';
import { installFetchMock, json } from '../../testing/fetchMock';
import type { MockRequest } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import type { DailyGame } from './dailyGame';
import { DailyResult } from './DailyResult';
import { DailyEndScreen } from './DailyEndScreen';
import { forgetPublicResults } from './usePublicResult';
import { TEST_DATE, TEST_SEQUENCE } from '../../testing/fakeDailyServer';
import { localTime } from '../../testing/localClock';

const grid: Grid = ['HARE', 'ONCE', 'TEAL', 'SKIT'].map((row) => Array.from(row));
const { total, words } = scoreGrid(grid);
const SHARE_URL = 'http://localhost:3000/share/share123';
const parGrid: Grid = ['CATS', 'AREA', 'REST', 'STOP'].map((row) => Array.from(row));

const finished: DailyGame = {
  gameId: 'DCS-G42-done',
  gameNumber: 42,
  version: 16,
  date: TEST_DATE,
  status: 'completed',
  currentRound: 16,
  currentLetter: 'T',
  roundState: 'LETTER_PROVIDED',
  grid,
  words,
  score: total,
  archive: false,
};

function pastCompletion(date: string, finalScore: number) {
  recordDailyCompletion({
    date,
    gameNumber: 40,
    playerUUID: 'me',
    completedAt: `${date}T20:00:00.000Z`,
    finalScore,
    gameId: `DCS-G40-${date}`,
  });
}

/** A finished live day as the server's stats list it. */
function serverCompletion(date: string, finalScore: number) {
  const gameNumber = date === TEST_DATE ? 42 : 41;
  const gameId = date === TEST_DATE ? 'DCS-G42-done' : `DCS-G41-${date}`;
  return { date, gameNumber, finalScore, gameId, archive: false, completedAt: `${date}T21:00:00.000Z` };
}

function serve(
  resultReply: () => Response = () => json({ success: true, shareId: 'share123', shareUrl: SHARE_URL }, 201),
  serverCompletions = [serverCompletion(TEST_DATE, 24), serverCompletion('2025-02-10', 20)],
  highScore: number | null = 30,
) {
  const requests: MockRequest[] = [];
  installFetchMock((request) => {
    requests.push(request);
    if (request.path === '/api/public-results') return resultReply();
    if (request.path === '/api/daily-challenge/game-high-score?gameNumber=42')
      return json({ success: true, highScore });
    // Like the server: a live day's letters only go to a player who names themself (and has finished).
    if (request.path.startsWith(`/api/daily-challenge-sequence/${TEST_DATE}`)) {
      const revealed = request.path.includes('?playerUUID=');
      return json({
        success: true,
        revealed,
        sequence: revealed ? TEST_SEQUENCE : null,
        par: revealed ? 26 : null,
        parGrid: revealed ? parGrid : null,
        parWords: revealed ? scoreGrid(parGrid).words : null,
        gameNumber: 42,
        date: TEST_DATE,
      });
    }
    if (request.path.startsWith('/api/daily-challenge/stats?')) {
      const completions = serverCompletions;
      return json({ success: true, completions, stats: dailyStats(completions, TEST_DATE) });
    }
    return json({ error: 'Not found' }, 404);
  });
  return requests;
}

/** The end screen alone, for a finished grid of 42's day; `props` say what the test is about. */
function renderEndScreen(props: Partial<ComponentProps<typeof DailyEndScreen>>) {
  return renderWithStore(
    <DailyEndScreen
      gameNumber={42}
      grid={grid}
      words={words}
      score={total}
      highScore={null}
      twentyPlusStreak={1}
      sequence={null}
      publicResult={{ status: 'pending' }}
      {...props}
    />,
  );
}

function statValue(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('the daily end screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(localTime(TEST_DATE, '21:00'));
    forgetPublicResults();
    // A previous test's creation may land after its storage was cleared.
    localStorage.clear();
    // Statistics open by themselves on the day's first end screen; most tests here look at the screen under them.
    markStatsShown(getOrCreatePlayerIdentity().playerUUID, TEST_DATE);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the score, today's high score and the 20+ streak including today, and stores the completion", async () => {
    pastCompletion('2025-02-10', 21);
    pastCompletion('2025-02-09', 20);
    pastCompletion('2025-02-07', 19);
    pastCompletion('2025-02-06', 30);
    serve();
    renderWithStore(<DailyResult game={finished} />);

    expect(screen.getByRole('heading', { level: 1, name: 'You completed Gridable #42' })).toBeInTheDocument();
    expect(statValue('Your Score')).toHaveTextContent('24');
    expect(statValue('Your 20+ points streak')).toHaveTextContent('3');
    expect(await screen.findByText('30', { selector: 'dd' })).toBeInTheDocument();
    expect(statValue("Today's high score")).toHaveTextContent('30');
    expect(
      await screen.findByText(
        (_, element) => element?.textContent === "Today's sequence was ETAOINSH" && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your grid' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your horizontal words' })).toHaveTextContent('HARE');
    expect(getDailyCompletion(TEST_DATE)).toMatchObject({
      gameNumber: 42,
      finalScore: 24,
      gameId: 'DCS-G42-done',
    });
  });

  it('offers the review as a link, as the friend end screen does: a screen reader says where it goes', () => {
    serve();
    renderWithStore(<DailyResult game={finished} />);

    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review/DCS-G42-done');
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('counts the days finished on the player’s other device in the 20+ streak', async () => {
    pastCompletion('2025-02-09', 25);
    // The 10th was played on the phone, under 20: this browser alone would count a 20+ streak of 2.
    serve(undefined, [
      serverCompletion(TEST_DATE, 24),
      serverCompletion('2025-02-10', 15),
      serverCompletion('2025-02-09', 25),
    ]);
    renderWithStore(<DailyResult game={finished} />);
    await vi.waitFor(() => expect(statValue('Your 20+ points streak')).toHaveTextContent('1'));
    expect(getDailyCompletion('2025-02-10')).toMatchObject({ finalScore: 15 });
  });

  it('a score under 20 ends the 20+ streak', () => {
    pastCompletion('2025-02-10', 28);
    serve();
    renderWithStore(
      <DailyResult
        game={{
          ...finished,
          grid: [
            ['A', 'T', null, null],
            [null, null, null, null],
            [null, null, null, null],
            [null, null, null, null],
          ],
          words: [],
          score: 2,
        }}
      />,
    );
    expect(statValue('Your 20+ points streak')).toHaveTextContent('0');
  });

  it('creates the public result once and shares its link in the copied text', async () => {
    const requests = serve();
    const { user, unmount } = renderWithStore(<DailyResult game={finished} />);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Results' });
    const expected = buildShareText({ gameNumber: 42, score: 24, grid, words, url: SHARE_URL });
    expect(await within(dialog).findByLabelText('Results to share')).toHaveTextContent(SHARE_URL);
    expect(within(dialog).queryByRole('button', { name: 'Share to App' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Results copied!')).toBeInTheDocument();

    unmount();
    renderWithStore(<DailyResult game={finished} />);
    const creations = requests.filter((r) => r.path === '/api/public-results');
    expect(creations).toHaveLength(1);
    expect(creations[0]?.body).toMatchObject({
      gameId: 'DCS-G42-done',
      gameNumber: 42,
      gameMode: 'daily_challenge',
      playerGrid: grid,
      playerScore: 24,
      completedAt: localTime(TEST_DATE, '21:00').toISOString(),
    });
  });

  it('says the link waits for the network when the result could not be made offline, and adds it once online', async () => {
    let online = false;
    const requests = serve(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({ success: true, shareId: 'share123', shareUrl: SHARE_URL }, 201);
    });
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Results' });
    expect(await within(dialog).findByText(DAILY_MESSAGES.linkOffline)).toBeInTheDocument();
    expect(within(dialog).queryByText(/FETCH_ERROR/)).not.toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Results to share')).toHaveTextContent(SHARE_URL),
    );
    expect(within(dialog).queryByText(DAILY_MESSAGES.linkOffline)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/public-results')).toHaveLength(2);
  });

  it('reuses the link made on an earlier visit instead of creating another result on reload', async () => {
    const requests = serve();
    const { unmount } = renderWithStore(<DailyResult game={finished} />);
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/api/public-results')).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem('gridable:dailyShareUrls')).toContain(SHARE_URL));
    unmount();
    forgetPublicResults(); // a reload forgets everything but storage

    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByLabelText('Results to share')).toHaveTextContent(SHARE_URL);
    expect(requests.filter((r) => r.path === '/api/public-results')).toHaveLength(1);
  });

  it("shows the day's par beside the score once the letters are revealed", async () => {
    serve();
    renderWithStore(<DailyResult game={finished} />);
    expect(await screen.findByText('Par 26 — the Hard computer beat you by 2')).toBeInTheDocument();
  });

  it('marks an archive play in its title and share text, and keeps it out of this browser’s streaks', async () => {
    serve();
    const { user } = renderWithStore(<DailyResult game={{ ...finished, archive: true }} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'You completed Gridable #42 (archive)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Next Gridable in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByLabelText('Results to share')).toHaveTextContent(/^Gridable #42 \(archive\)/);
    expect(getDailyCompletion(TEST_DATE)).toBeNull();
  });

  it('opens Statistics with the server’s numbers and today’s bar marked', async () => {
    const requests = serve();
    const { user } = renderWithStore(<DailyResult game={finished} />);
    expect(screen.getByText(/^Next Gridable in \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(await within(dialog).findByText('Played')).toBeInTheDocument();
    const tile = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Played')).toHaveTextContent('2');
    expect(tile('Average')).toHaveTextContent('22');
    expect(tile('Best')).toHaveTextContent('24');
    expect(tile('Current streak')).toHaveTextContent('2');
    expect(tile('Longest streak')).toHaveTextContent('2');
    expect(tile('20+ streak')).toHaveTextContent('2');
    const today = within(dialog).getByRole('listitem', { current: true });
    expect(today).toHaveAccessibleName('24–27 points: 1 game, today');
    expect(within(dialog).getByRole('listitem', { name: '20–23 points: 1 game' })).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/daily-challenge/stats?playerUUID='))).toBe(true);
  });

  it('opens Statistics by itself after the day’s game, today’s bar marked, and never again that day', async () => {
    localStorage.removeItem('gridable.statsShownFor');
    serve();
    const { user, unmount } = renderWithStore(<DailyResult game={finished} />);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    const today = await within(dialog).findByRole('listitem', { current: true });
    expect(today).toHaveAccessibleName('24–27 points: 1 game, today');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Statistics' })).not.toBeInTheDocument();
    unmount();

    // A reload or a return to the result: the panel decides when it mounts, so it is closed from the start.
    renderWithStore(<DailyResult game={finished} />);
    expect(screen.getByRole('button', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Statistics' })).not.toBeInTheDocument();
  });

  it('opens Statistics by itself again on the next day’s game, but never after an archive play', async () => {
    localStorage.removeItem('gridable.statsShownFor');
    serve();
    const { unmount } = renderWithStore(<DailyResult game={{ ...finished, archive: true }} />);
    expect(screen.getByRole('button', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Statistics' })).not.toBeInTheDocument();
    unmount();

    markStatsShown(getOrCreatePlayerIdentity().playerUUID, '2025-02-10');
    renderWithStore(<DailyResult game={finished} />);
    expect(await screen.findByRole('dialog', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('after a game begun before midnight and finished after it: its bar marked, the new day offered', async () => {
    vi.setSystemTime(localTime('2025-02-12', '00:01'));
    localStorage.removeItem('gridable.statsShownFor');
    serve();
    renderWithStore(<DailyResult game={finished} />);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(await within(dialog).findByRole('listitem', { current: true })).toHaveAccessibleName(
      '24–27 points: 1 game, today',
    );
    // The next Gridable is out already: no countdown to tonight's midnight.
    expect(screen.queryByText(/^Next Gridable in/)).not.toBeInTheDocument();
    expect(screen.getByText(DAY_DONE_LABELS.nextOut)).toBeInTheDocument();
  });

  it('after a game finished past midnight: names its own Gridable, not today', async () => {
    // Local time: the player's midnight is their own.
    vi.setSystemTime(new Date(2025, 1, 12, 0, 1));
    serve();
    renderWithStore(<DailyResult game={finished} />);
    expect(await screen.findByText('30', { selector: 'dd' })).toBeInTheDocument();
    expect(statValue("Gridable #42's high score")).toHaveTextContent('30');
    expect(
      await screen.findByText(
        (_, element) =>
          element?.textContent === "Gridable #42's sequence was ETAOINSH" && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Today's/)).not.toBeInTheDocument();
  });

  it('an end screen left open past midnight stops calling its game today’s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2025, 1, 11, 23, 59));
    serve();
    renderWithStore(<DailyResult game={finished} />);
    expect(await screen.findByText('30', { selector: 'dd' })).toBeInTheDocument();
    expect(statValue("Today's high score")).toHaveTextContent('30');
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await vi.waitFor(() => expect(statValue("Gridable #42's high score")).toHaveTextContent('30'));
    cleanup();
  });

  it("shows the computer's par grid and its words beside the player's grid once revealed", async () => {
    serve();
    renderWithStore(<DailyResult game={finished} />);
    const computers = await screen.findByRole('group', { name: PAR_GRID_TEXT.gridLabel });
    expect(within(computers).getByRole('button', { name: 'Row 1, column 1, letter C' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hard computer · par 26' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'You · 24' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your grid' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "The computer's horizontal words" })).toHaveTextContent('STOP');
    expect(screen.getByRole('region', { name: 'Your horizontal words' })).toHaveTextContent('HARE');
  });

  it('shows the best grid of the player’s own letters when the solver has found it', () => {
    const best = scoreGrid(grid);
    renderEndScreen({
      highScore: 30,
      bestGrid: { grid, score: best.total, words: best.words, exact: false },
    });
    expect(screen.getByRole('heading', { level: 2, name: BEST_GRID_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(`The same 16 letters can score at least ${best.total}.`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: BEST_GRID_TEXT.gridLabel })).toBeInTheDocument();
  });

  it('tells a new player why today’s high score reads –: their game counts from tomorrow', async () => {
    serve(undefined, undefined, null);
    renderWithStore(<DailyResult game={{ ...finished, countsForHighScore: false }} />);
    expect(await screen.findByText(DAILY_MESSAGES.highScoreFromTomorrow)).toBeInTheDocument();
    expect(statValue("Today's high score")).toHaveTextContent('–');
  });

  it.each([
    ['a game that counts, with no high score yet', undefined, null, false],
    ['a new player under the high score', false as const, 30, false],
    ['a new player above the high score', false as const, 20, true],
    ['a new player’s archive play', false as const, null, false, true],
  ])(
    'says why the high score reads as it does only where it reads wrong: %s',
    (_, counts, highScore, shows, archive = false) => {
      renderEndScreen({ highScore, countsForHighScore: counts, archive });
      expect(screen.queryByText(DAILY_MESSAGES.highScoreFromTomorrow) !== null).toBe(shows);
    },
  );

  // The percentile sits on the page under the numbers, not in the dark hero: in the hero's pale ink it was
  // barely readable there. It reads in the same ink as the note beside it.
  it('shows the percentile on the page, in the same ink as the note under the numbers', () => {
    renderEndScreen({ highScore: null, countsForHighScore: false, betterThanPercent: 80 });
    const percentile = screen.getByText(betterThanSentence(80, false));
    const note = screen.getByText(DAILY_MESSAGES.highScoreFromTomorrow);
    expect(percentile.className).not.toBe('');
    expect(percentile.className).toBe(note.className);
  });

  it("explains a 429 and shares the text without the result's link", async () => {
    serve(() => json({ error: 'Too many' }, 429));
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByText(RATE_LIMIT_MESSAGE)).toBeInTheDocument();
    const text = screen.getByLabelText('Results to share').textContent ?? '';
    expect(text).toBe(
      buildShareText({ gameNumber: 42, score: 24, grid, words, url: window.location.origin }),
    );
  });

  // Two 429s: only the rate limit has its sentence; another refusal with that status reads like any failure.
  it('explains a 429 by its code, not by its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => json({ error: 'Too many', code: 'RATE_LIMITED' }, 429));
    const limited = renderWithStore(<DailyResult game={finished} />);
    await limited.user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByText(RATE_LIMIT_MESSAGE)).toBeInTheDocument();
    limited.unmount();
    forgetPublicResults();

    serve(() => json({ error: 'Too many streams', code: 'TOO_MANY_CONNECTIONS' }, 429));
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByText('HTTP error! status: 429')).toBeInTheDocument();
  });

  it("reports any other failure as 'HTTP error! status: N'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => json({ error: 'Database down' }, 500));
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(await screen.findByText('HTTP error! status: 500')).toBeInTheDocument();
  });

  it('offers Share to App when the browser can share, and a dismissed share sheet says nothing', async () => {
    serve();
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await screen.findByLabelText('Results to share');
    await user.click(screen.getByRole('button', { name: 'Share to App' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Gridable #42',
      text: buildShareText({ gameNumber: 42, score: 24, grid, words, url: SHARE_URL }),
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /copied/i })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Results' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("tells the player a failed share with 'Failed to share'", async () => {
    serve();
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(new DOMException('nope', 'NotAllowedError')),
      configurable: true,
    });
    const { user } = renderWithStore(<DailyResult game={finished} />);
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await screen.findByLabelText('Results to share');
    await user.click(screen.getByRole('button', { name: 'Share to App' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to share');
    Reflect.deleteProperty(navigator, 'share');
  });
});

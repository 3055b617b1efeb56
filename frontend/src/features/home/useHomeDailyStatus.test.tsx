import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDailyCompletion, getOrCreatePlayerIdentity, recordDailyCompletion } from '../../lib/storage';
import { installFetchMock, json } from '../../testing/fetchMock';
import type { MockRequest } from '../../testing/fetchMock';
import { localTime } from '../../testing/localClock';
import { resetServerClock } from '../../lib/clock/serverClock';
import { useHomeDailyStatus } from './useHomeDailyStatus';

const TODAY = '2025-02-11';

function completed(date: string, finalScore: number) {
  recordDailyCompletion({
    date,
    gameNumber: 42,
    playerUUID: 'me',
    completedAt: `${date}T20:00:00.000Z`,
    finalScore,
    gameId: `DCS-G42-${date}`,
  });
}

function serve(overrides: (request: MockRequest) => Response | undefined = () => undefined) {
  const requests: MockRequest[] = [];
  installFetchMock((request) => {
    requests.push(request);
    const overridden = overrides(request);
    if (overridden) return overridden;
    if (request.path.startsWith('/api/daily-challenge/today-high-score'))
      return json({ success: true, todaysHighScore: 31 });
    if (request.path.startsWith('/api/daily-challenge/check-completion')) {
      return json({ success: true, hasCompleted: false, completion: null });
    }
    return json({ error: 'Not found' }, 404);
  });
  return requests;
}

describe('useHomeDailyStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(localTime(TODAY));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetServerClock();
  });

  it("reports today's score, today's high score and both streaks once today's game is stored", async () => {
    completed('2025-02-08', 25);
    completed('2025-02-09', 18);
    completed('2025-02-10', 22);
    completed(TODAY, 26);
    const requests = serve();
    const { result } = renderHook(() => useHomeDailyStatus());
    expect(result.current).toBeNull();

    await waitFor(() => expect(result.current?.todaysHighScore).toBe(31), { timeout: 5000 });
    expect(result.current).toEqual({
      hasCompleted: true,
      streak: 4,
      todaysScore: 26,
      todaysHighScore: 31,
      twentyPlusStreak: 2,
      todaysGameId: `DCS-G42-${TODAY}`,
    });
    const highScoreCall = requests.find((r) => r.path.startsWith('/api/daily-challenge/today-high-score'));
    expect(highScoreCall?.path).toBe(
      `/api/daily-challenge/today-high-score?timezone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
  });

  it("asks as this browser's player, and learns when today's game does not count toward the high score", async () => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    completed(TODAY, 26);
    const requests = serve((request) =>
      request.path.startsWith('/api/daily-challenge/today-high-score')
        ? json({ success: true, todaysHighScore: null, countsForHighScore: false })
        : undefined,
    );
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.countsForHighScore).toBe(false), { timeout: 5000 });
    expect(result.current?.todaysHighScore).toBeNull();
    const highScoreCall = requests.find((r) => r.path.startsWith('/api/daily-challenge/today-high-score'));
    expect(new URLSearchParams(highScoreCall?.path.split('?')[1]).get('playerUUID')).toBe(playerUUID);
  });

  it("counts the daily streak up to yesterday while today's game is still to play", async () => {
    completed('2025-02-09', 21);
    completed('2025-02-10', 20);
    const requests = serve();
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual({
      hasCompleted: false,
      streak: 2,
      todaysScore: null,
      todaysHighScore: null,
      twentyPlusStreak: 2,
      todaysGameId: null,
    });
    // No identity yet, so nothing to ask the server.
    expect(requests).toEqual([]);
  });

  it('learns from the server that today was finished when this browser lost the record', async () => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    serve((request) =>
      request.path.startsWith('/api/daily-challenge/check-completion')
        ? json({
            success: true,
            hasCompleted: true,
            completion: { date: TODAY, gameNumber: 42, finalScore: 19, gameId: 'DCS-G42-x' },
          })
        : undefined,
    );
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.todaysHighScore).toBe(31), { timeout: 5000 });
    expect(result.current).toMatchObject({ hasCompleted: true, todaysScore: 19, twentyPlusStreak: 0 });
    expect(getDailyCompletion(TODAY)).toMatchObject({ finalScore: 19, playerUUID });
  });

  it('treats a failing completion check as not completed', async () => {
    getOrCreatePlayerIdentity();
    serve(() => json({ error: 'down' }, 500));
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.hasCompleted).toBe(false);
  });

  it("still shows the completed state when today's high score cannot be fetched", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    completed(TODAY, 24);
    serve(() => json({ error: 'down' }, 503));
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.hasCompleted).toBe(true));
    expect(result.current?.todaysScore).toBe(24);
    expect(result.current?.todaysHighScore).toBeNull();
  });

  it('offers the new day once midnight passes while Home stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(localTime(TODAY, '23:59'));
    completed(TODAY, 26);
    serve();
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.todaysHighScore).toBe(31));
    expect(result.current).toMatchObject({ hasCompleted: true, todaysScore: 26 });

    // Ninety seconds on: 00:00:30 the next day.
    vi.advanceTimersByTime(90_000);
    await waitFor(() => expect(result.current?.hasCompleted).toBe(false));
    expect(result.current).toMatchObject({ todaysScore: null, streak: 1, todaysGameId: null });
  });

  it('reads the new day when the tab comes back after the laptop slept through midnight', async () => {
    completed(TODAY, 26);
    serve();
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.hasCompleted).toBe(true));

    vi.setSystemTime(localTime('2025-02-12', '07:00'));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(result.current?.hasCompleted).toBe(false));
    expect(result.current?.streak).toBe(1);
  });

  it("goes by the server's day when this device's clock is a day ahead", async () => {
    getOrCreatePlayerIdentity();
    completed(TODAY, 26);
    // The device says it is tomorrow; every reply's Date header says it is noon today.
    vi.setSystemTime(localTime('2025-02-12'));
    serve((request) => {
      const reply = request.path.startsWith('/api/daily-challenge/check-completion')
        ? json({ success: true, hasCompleted: false, completion: null })
        : request.path.startsWith('/api/daily-challenge/today-high-score')
          ? json({ success: true, todaysHighScore: 31 })
          : json({ error: 'Not found' }, 404);
      reply.headers.set('Date', localTime(TODAY).toUTCString());
      return reply;
    });
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.todaysHighScore).toBe(31));
    expect(result.current).toMatchObject({ hasCompleted: true, todaysScore: 26 });
  });

  it("counts the days finished on the player's other device in the 20+ streak", async () => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    completed('2025-02-09', 25);
    completed(TODAY, 26);
    // The 10th was played on the phone, under 20: this browser alone would count a 20+ streak of 2.
    const theirs = (date: string, finalScore: number) => ({
      date,
      gameNumber: 42,
      finalScore,
      gameId: `DCS-G42-${date}`,
      completedAt: `${date}T20:00:00.000Z`,
      archive: false,
    });
    serve((request) =>
      request.path.startsWith('/api/daily-challenge/stats')
        ? json({
            success: true,
            completions: [theirs('2025-02-09', 25), theirs('2025-02-10', 15), theirs(TODAY, 26)],
            stats: {},
          })
        : undefined,
    );
    const { result } = renderHook(() => useHomeDailyStatus());
    await waitFor(() => expect(result.current?.todaysHighScore).toBe(31));
    expect(result.current).toMatchObject({ hasCompleted: true, twentyPlusStreak: 1, streak: 3 });
    expect(getDailyCompletion('2025-02-10')).toMatchObject({ finalScore: 15, playerUUID });
  });
});

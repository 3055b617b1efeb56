import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAILY_START_URL } from '../features/daily/session/earlyStart';
import { installFetchMock, json, type MockRequest } from '../testing/fetchMock';
import { recordDailyCompletion } from '../lib/storage/dailyCompletions';
import { getOrCreatePlayerIdentity } from '../lib/storage/playerIdentity';
import { playerToday } from '../lib/timeZone';

// The script runs as the daily page's HTML loads: importing it afresh is loading the page.
async function loadDailyPage(): Promise<MockRequest[]> {
  const requests: MockRequest[] = [];
  installFetchMock((request) => {
    requests.push(request);
    return json({ error: 'refused', code: 'ALREADY_COMPLETED' }, 409);
  });
  vi.resetModules();
  await import('./dailyStart');
  return requests;
}

describe("the daily page's early start", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.pushState({}, '', '/daily-challenge');
  });
  afterEach(() => {
    window.history.pushState({}, '', '/');
    delete (globalThis as { gridableDailyStart?: unknown }).gridableDailyStart;
  });

  it('asks for today’s game while the page loads', async () => {
    const requests = await loadDailyPage();
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toEqual([DAILY_START_URL]));
  });

  it('asks nothing when this device has finished today (the server would refuse with a 409)', async () => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    recordDailyCompletion({
      date: playerToday(),
      gameNumber: 42,
      playerUUID,
      completedAt: new Date().toISOString(),
      finalScore: 21,
      gameId: 'DCS-G42-abc',
    });
    const requests = await loadDailyPage();
    // The script asks synchronously as it runs, leaving its pending reply for the session: none was left.
    expect((globalThis as { gridableDailyStart?: unknown }).gridableDailyStart).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

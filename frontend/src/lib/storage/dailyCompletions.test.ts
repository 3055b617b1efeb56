import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { getDailyCompletion, listDailyCompletions, recordDailyCompletion } from './dailyCompletions';
import type { DailyCompletion } from './dailyCompletions';
import { LOCAL_KEYS } from './keys';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

function completion(date: string, overrides: Partial<DailyCompletion> = {}): DailyCompletion {
  return {
    date,
    gameNumber: 166,
    playerUUID: 'uuid-1',
    completedAt: `${date}T20:00:00.000Z`,
    finalScore: 21,
    gameId: `DCS-G166-${date}`,
    ...overrides,
  };
}

describe('daily completions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records one completion per date and finds it again', () => {
    recordDailyCompletion(completion('2025-06-15', { finalScore: 24 }));
    expect(getDailyCompletion('2025-06-15')?.finalScore).toBe(24);
    expect(getDailyCompletion('2025-06-14')).toBeNull();

    recordDailyCompletion(completion('2025-06-15', { finalScore: 26 }));
    expect(listDailyCompletions()).toHaveLength(1);
    expect(getDailyCompletion('2025-06-15')?.finalScore).toBe(26);
  });

  it('lists completions newest date first', () => {
    recordDailyCompletion(completion('2025-06-13'));
    recordDailyCompletion(completion('2025-06-15'));
    recordDailyCompletion(completion('2025-06-14'));
    expect(listDailyCompletions().map((c) => c.date)).toEqual(['2025-06-15', '2025-06-14', '2025-06-13']);
  });

  it('keeps completions for 90 days and drops older ones from storage', () => {
    const day90 = new Date(NOW - 90 * MS_PER_DAY).toISOString().slice(0, 10);
    const day91 = new Date(NOW - 91 * MS_PER_DAY).toISOString().slice(0, 10);
    localStorage.setItem(
      LOCAL_KEYS.dailyCompletions,
      JSON.stringify({ [day90]: completion(day90), [day91]: completion(day91) }),
    );

    vi.setSystemTime(Date.parse(`${day90}T00:00:00.000Z`) + 90 * MS_PER_DAY);
    expect(listDailyCompletions().map((c) => c.date)).toEqual([day90]);
    expect(
      Object.keys(
        JSON.parse(localStorage.getItem(LOCAL_KEYS.dailyCompletions) ?? '{}') as Record<string, unknown>,
      ),
    ).toEqual([day90]);

    vi.setSystemTime(Date.parse(`${day90}T00:00:00.000Z`) + 90 * MS_PER_DAY + 1);
    expect(listDailyCompletions()).toEqual([]);
  });

  it('drops malformed records on read', () => {
    localStorage.setItem(
      LOCAL_KEYS.dailyCompletions,
      JSON.stringify({
        a: completion('2025-06-15'),
        b: completion('15/06/2025'),
        c: completion('2025-06-14', { finalScore: 33 }),
        d: completion('2025-06-13', { gameNumber: 0 }),
        e: { date: '2025-06-12' },
      }),
    );
    expect(listDailyCompletions().map((c) => c.date)).toEqual(['2025-06-15']);
  });

  it('refuses to record a malformed completion', () => {
    expect(() => recordDailyCompletion(completion('2025-06-15', { finalScore: -1 }))).toThrow(
      'Invalid daily completion record',
    );
    expect(listDailyCompletions()).toEqual([]);
  });
});

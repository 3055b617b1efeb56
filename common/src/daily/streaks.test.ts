import { describe, expect, it } from 'vitest';
import { addDays, dayKeyInZone } from './dates';
import { dayForGameNumber } from './gameNumber';
import {
  completionForDay,
  dailyStreak,
  gameNumberStreak,
  pruneCompletions,
  twentyPlusStreak,
  type DailyCompletion,
} from './streaks';

function completion(date: string, finalScore = 10): DailyCompletion {
  return { date, gameNumber: 1, finalScore, gameId: `DCS-G1-${date}`, completedAt: `${date}T12:00:00.000Z` };
}

function run(lastDay: string, length: number, score = 10): DailyCompletion[] {
  return Array.from({ length }, (_, i) => completion(addDays(lastDay, -i), score));
}

describe('dailyStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(dailyStreak(run('2026-03-10', 4), '2026-03-10')).toBe(4);
  });

  it('still counts a streak ending yesterday while today is unplayed', () => {
    expect(dailyStreak(run('2026-03-09', 3), '2026-03-10')).toBe(3);
  });

  it('is zero when neither today nor yesterday was played', () => {
    expect(dailyStreak(run('2026-03-08', 5), '2026-03-10')).toBe(0);
    expect(dailyStreak([], '2026-03-10')).toBe(0);
  });

  it('stops at the first missed day', () => {
    const completions = [...run('2026-03-10', 2), ...run('2026-03-07', 5)];
    expect(dailyStreak(completions, '2026-03-10')).toBe(2);
  });

  it('runs across month and year ends, including a leap day', () => {
    expect(dailyStreak(run('2025-01-02', 5), '2025-01-02')).toBe(5);
    expect(dailyStreak(run('2024-03-01', 3), '2024-03-01')).toBe(3);
    expect(run('2024-03-01', 3).map((c) => c.date)).toEqual(['2024-03-01', '2024-02-29', '2024-02-28']);
  });

  it('looks back no further than 365 days', () => {
    expect(dailyStreak(run('2026-03-10', 400), '2026-03-10')).toBe(365);
  });

  it('ignores duplicate records for one day', () => {
    const completions = [...run('2026-03-10', 3), completion('2026-03-10', 30)];
    expect(dailyStreak(completions, '2026-03-10')).toBe(3);
  });

  it('counts days played across DST changes, where days are 23 or 25 hours long', () => {
    // A player in New York finishing at 23:30 local time each day from 1 to 5 November 2025 (DST ends 2 Nov).
    const days = [
      '2025-11-02T03:30:00Z',
      '2025-11-03T03:30:00Z',
      '2025-11-04T04:30:00Z',
      '2025-11-05T04:30:00Z',
      '2025-11-06T04:30:00Z',
    ].map((iso) => dayKeyInZone(new Date(iso), 'America/New_York') ?? '');
    expect(days).toEqual(['2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04', '2025-11-05']);
    expect(
      dailyStreak(
        days.map((d) => completion(d)),
        '2025-11-05',
      ),
    ).toBe(5);
    // And in London over the spring change (30 March 2025).
    const spring = ['2025-03-29T23:30:00Z', '2025-03-30T22:30:00Z', '2025-03-31T22:30:00Z'].map(
      (iso) => dayKeyInZone(new Date(iso), 'Europe/London') ?? '',
    );
    expect(spring).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(
      dailyStreak(
        spring.map((d) => completion(d)),
        '2025-04-01',
      ),
    ).toBe(3);
  });
});

describe('twentyPlusStreak', () => {
  it('counts the most recent completions in a row that scored 20 or more', () => {
    const completions = [
      completion('2026-03-10', 24),
      completion('2026-03-09', 20),
      completion('2026-03-08', 19),
      completion('2026-03-07', 30),
    ];
    expect(twentyPlusStreak(completions)).toBe(2);
  });

  it('orders by date, not by the order of the records', () => {
    const completions = [
      completion('2026-03-08', 12),
      completion('2026-03-10', 25),
      completion('2026-03-09', 22),
    ];
    expect(twentyPlusStreak(completions)).toBe(2);
  });

  it('does not need the completions to be on consecutive days', () => {
    expect(twentyPlusStreak([completion('2026-03-10', 21), completion('2026-01-01', 32)])).toBe(2);
  });

  it('is zero when the latest score is under 20 or there are no completions', () => {
    expect(twentyPlusStreak([completion('2026-03-10', 19), completion('2026-03-09', 30)])).toBe(0);
    expect(twentyPlusStreak([])).toBe(0);
  });

  it('sorts correctly across a year end', () => {
    expect(twentyPlusStreak([completion('2025-12-31', 10), completion('2026-01-01', 20)])).toBe(1);
  });
});

describe('pruneCompletions', () => {
  it('keeps the last 90 days and drops older records', () => {
    const today = '2026-03-10';
    const kept = pruneCompletions(
      [completion(today), completion(addDays(today, -90)), completion(addDays(today, -91))],
      today,
    );
    expect(kept.map((c) => c.date)).toEqual([today, '2025-12-10']);
  });

  it('drops records whose date is not a calendar day', () => {
    expect(pruneCompletions([completion('2026-02-30'), completion('garbage')], '2026-03-10')).toEqual([]);
  });

  it('finds the record for a day', () => {
    const completions = run('2026-03-10', 3);
    expect(completionForDay(completions, '2026-03-09')?.date).toBe('2026-03-09');
    expect(completionForDay(completions, '2026-03-01')).toBeNull();
  });
});

describe('gameNumberStreak', () => {
  it('agrees with dailyStreak on the same days, counted as game numbers', () => {
    const todayNumber = 400;
    const today = dayForGameNumber(todayNumber);
    const cases = [[400, 399, 398], [399, 398, 396], [398, 397], [], [400], [400, 398]];
    for (const numbers of cases) {
      const dates = numbers.map((n) => completion(dayForGameNumber(n)));
      expect(gameNumberStreak(new Set(numbers), todayNumber)).toBe(dailyStreak(dates, today));
    }
    expect(gameNumberStreak(new Set([400, 399, 398]), 400)).toBe(3);
    expect(gameNumberStreak(new Set([399, 398, 396]), 400)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { dailyStats, histogramIndex, longestDailyStreak } from './stats';

const played = (date: string, finalScore: number) => ({ date, finalScore });

describe('dailyStats', () => {
  it('counts played, average, best and both streaks over the completions', () => {
    const stats = dailyStats(
      [
        played('2025-03-01', 10),
        played('2025-03-02', 21),
        played('2025-03-03', 22),
        played('2025-03-05', 24),
        played('2025-03-06', 32),
      ],
      '2025-03-06',
    );
    expect(stats).toMatchObject({
      played: 5,
      average: 21.8,
      best: 32,
      currentStreak: 2,
      longestStreak: 3,
      twentyPlusStreak: 4,
    });
    expect(stats.histogram.map((bar) => bar.count)).toEqual([0, 0, 1, 0, 0, 2, 1, 0, 1]);
    expect(stats.histogram.map((bar) => bar.label)).toEqual([
      '0–3',
      '4–7',
      '8–11',
      '12–15',
      '16–19',
      '20–23',
      '24–27',
      '28–31',
      '32',
    ]);
  });

  it('starts from nothing', () => {
    expect(dailyStats([], '2025-03-06')).toMatchObject({
      played: 0,
      average: 0,
      best: null,
      currentStreak: 0,
      longestStreak: 0,
      twentyPlusStreak: 0,
    });
  });
});

describe('histogramIndex', () => {
  it('puts a perfect 32 on its own bar and everything else in fours', () => {
    expect([0, 3, 4, 31, 32].map(histogramIndex)).toEqual([0, 0, 1, 7, 8]);
  });
});

describe('longestDailyStreak', () => {
  it('counts across month ends and ignores the order given', () => {
    expect(longestDailyStreak([{ date: '2025-03-01' }, { date: '2025-02-28' }, { date: '2025-02-27' }])).toBe(
      3,
    );
  });
});

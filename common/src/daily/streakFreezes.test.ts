import { describe, expect, it } from 'vitest';
import { addDays, type DayKey } from './dates';
import { frozenStreak } from './streakFreezes';
import { dailyStreak } from './streaks';

/** Completions for `count` days in a row from `from`. */
function days(from: DayKey, count: number): { date: DayKey }[] {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(from, i) }));
}

describe('frozenStreak', () => {
  it('earns one freeze per seven days played in a row, and banks at most two', () => {
    expect(frozenStreak(days('2026-01-01', 6), '2026-01-06')).toEqual({
      streak: 6,
      freezesBanked: 0,
      frozenDays: [],
    });
    expect(frozenStreak(days('2026-01-01', 7), '2026-01-07').freezesBanked).toBe(1);
    expect(frozenStreak(days('2026-01-01', 14), '2026-01-14').freezesBanked).toBe(2);
    expect(frozenStreak(days('2026-01-01', 28), '2026-01-28').freezesBanked).toBe(2);
  });

  it('spends a freeze on a missed day instead of breaking the streak, while the perfect streak breaks', () => {
    const completions = [...days('2026-01-01', 7), ...days('2026-01-09', 3)];
    expect(frozenStreak(completions, '2026-01-11')).toEqual({
      streak: 10,
      freezesBanked: 0,
      frozenDays: ['2026-01-08'],
    });
    // The spec's daily streak is the perfect streak: the freeze does not touch it.
    expect(dailyStreak(completions, '2026-01-11')).toBe(3);
  });

  it('breaks when a missed day finds the bank empty, and the next seven start afresh', () => {
    const completions = [...days('2026-01-01', 7), ...days('2026-01-11', 2)];
    // Two misses (8th, 9th... and 10th) against one freeze: the streak starts again on the 11th.
    expect(frozenStreak(completions, '2026-01-12')).toEqual({ streak: 2, freezesBanked: 0, frozenDays: [] });
  });

  it('covers two missed days with two banked freezes', () => {
    const completions = [...days('2026-01-01', 14), ...days('2026-01-17', 1)];
    expect(frozenStreak(completions, '2026-01-17')).toEqual({
      streak: 15,
      freezesBanked: 0,
      frozenDays: ['2026-01-15', '2026-01-16'],
    });
  });

  it('does not count a miss toward the seven, nor spend a freeze on today, which may still be played', () => {
    // Six days, a freeze-covered miss, then one day: not seven in a row, so nothing new is earned.
    const completions = [...days('2026-01-01', 7), ...days('2026-01-09', 6)];
    expect(frozenStreak(completions, '2026-01-15')).toMatchObject({ streak: 13, freezesBanked: 0 });
    expect(frozenStreak(days('2026-01-01', 7), '2026-01-08')).toMatchObject({ streak: 7, freezesBanked: 1 });
  });

  it('ignores days after today and is empty with no games', () => {
    expect(frozenStreak([], '2026-01-01')).toEqual({ streak: 0, freezesBanked: 0, frozenDays: [] });
    expect(frozenStreak(days('2026-01-02', 3), '2026-01-01')).toEqual({
      streak: 0,
      freezesBanked: 0,
      frozenDays: [],
    });
  });
});

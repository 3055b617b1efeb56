import { describe, expect, it } from 'vitest';
import { DAILY_LAUNCH_DAY } from '../constants';
import { dailyTitle, dayForGameNumber, gameNumberForDay } from './gameNumber';
import {
  couldNameGame,
  gameNumberFromGameId,
  isDailyGameId,
  isDemoGameId,
  isLegacyDailyGameId,
} from './gameIds';

describe('game numbers', () => {
  it('makes the launch day Gridable #1 and counts up a day at a time', () => {
    expect(DAILY_LAUNCH_DAY).toBe('2025-01-01');
    expect(gameNumberForDay('2025-01-01')).toBe(1);
    expect(gameNumberForDay('2025-01-02')).toBe(2);
    expect(gameNumberForDay('2026-01-01')).toBe(366);
    expect(gameNumberForDay('2024-12-31')).toBe(0);
  });

  it('turns a game number back into its day', () => {
    for (const n of [1, 2, 59, 60, 366, 1000]) expect(gameNumberForDay(dayForGameNumber(n))).toBe(n);
    expect(dayForGameNumber(366)).toBe('2026-01-01');
  });

  it('titles a daily game Gridable #N', () => {
    expect(dailyTitle(42)).toBe('Gridable #42');
  });
});

describe('game ids', () => {
  it('tells simplified daily, legacy daily, demo and friend ids apart', () => {
    expect(isDailyGameId('DCS-G12-abc')).toBe(true);
    expect(isLegacyDailyGameId('DCS-G12-abc')).toBe(false);
    expect(isLegacyDailyGameId('DC-G3xyz')).toBe(true);
    expect(isDailyGameId('AB3DE') || isLegacyDailyGameId('AB3DE')).toBe(false);
    expect(isDemoGameId('daily-demo-1')).toBe(true);
    expect(isDemoGameId('AB3DE')).toBe(false);
  });

  it('reads the game number out of a daily id', () => {
    expect(gameNumberFromGameId('DCS-G12-abc')).toBe(12);
    expect(gameNumberFromGameId('DC-G345x')).toBe(345);
    expect(gameNumberFromGameId('AB3DE')).toBeNull();
  });
});

describe('couldNameGame', () => {
  it('takes friend ids of up to 5 letters and digits, and daily ids', () => {
    for (const id of ['ABCDE', 'ab3', 'X', 'DCS-G12-abc', 'DC-G7xyz'])
      expect(couldNameGame(id), id).toBe(true);
  });
  it('refuses what no game was ever given', () => {
    for (const id of ['NOSUCH', '', 'AB CD', 'AB-CD', 'ABCDEF1']) expect(couldNameGame(id), id).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  clampToDaysInPlay,
  dayKeyInZone,
  dayKeyInZoneOrUtc,
  daysBetween,
  isDayKey,
  isValidTimeZone,
  parseDay,
  parseDdMmYyyy,
  toDdMmYyyy,
} from './dates';

describe('day keys', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(['2026-11-22', '2024-02-29', '2000-02-29'].every(isDayKey)).toBe(true);
    expect(
      ['2025-02-29', '1900-02-29', '2026-13-01', '2026-04-31', '2026-1-5', '22/11/2026', '', 20261122].some(
        isDayKey,
      ),
    ).toBe(false);
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDays('2025-01-01', 0)).toBe('2025-01-01');
    expect(() => addDays('2025-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('counts whole days between two days, negative when the second is earlier', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-31', '2025-03-29')).toBe(-2);
    // 30 March 2025 is the day European clocks go forward; calendar days still count as whole days.
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
  });

  it('converts to and strictly from DD/MM/YYYY', () => {
    expect(toDdMmYyyy('2026-11-22')).toBe('22/11/2026');
    expect(parseDdMmYyyy('22/11/2026')).toBe('2026-11-22');
    expect(parseDdMmYyyy('29/02/2024')).toBe('2024-02-29');
    for (const bad of [
      '31/02/2026',
      '29/02/2025',
      '00/01/2026',
      '01/13/2026',
      '1/1/2026',
      '22/11/2026 ',
      '2026-11-22',
      '',
    ]) {
      expect(parseDdMmYyyy(bad)).toBeNull();
    }
    expect(() => toDdMmYyyy('2026-02-31')).toThrow(RangeError);
  });

  it('parses a day given in either wire format', () => {
    expect(parseDay('2026-11-22')).toBe('2026-11-22');
    expect(parseDay(' 22/11/2026 ')).toBe('2026-11-22');
    expect(parseDay('2026-02-31')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
  });
});

describe('dayKeyInZone', () => {
  const instant = new Date('2026-01-01T03:30:00Z');

  it('gives the calendar day of an instant in the named zone', () => {
    expect(dayKeyInZone(instant, 'UTC')).toBe('2026-01-01');
    expect(dayKeyInZone(instant, 'America/New_York')).toBe('2025-12-31');
    expect(dayKeyInZone(instant, 'Asia/Tokyo')).toBe('2026-01-01');
    expect(dayKeyInZone(new Date('2026-01-01T12:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-02');
  });

  it('follows DST: the same UTC hour falls on different days either side of a clock change', () => {
    // London is UTC+1 in summer and UTC+0 in winter; 23:30 UTC is the next day only in summer.
    expect(dayKeyInZone(new Date('2025-10-25T23:30:00Z'), 'Europe/London')).toBe('2025-10-26');
    expect(dayKeyInZone(new Date('2025-10-26T23:30:00Z'), 'Europe/London')).toBe('2025-10-26');
    expect(dayKeyInZone(new Date('2025-03-30T00:30:00Z'), 'Europe/London')).toBe('2025-03-30');
  });

  it('returns null for an unknown zone or an invalid date', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(dayKeyInZone(instant, 'Mars/Olympus_Mons')).toBeNull();
    expect(dayKeyInZone(new Date('not a date'), 'UTC')).toBeNull();
  });
});

describe('dayKeyInZoneOrUtc', () => {
  it('is the zone’s day, or UTC’s for a zone this runtime does not know', () => {
    const instant = new Date('2026-01-01T03:30:00Z');
    expect(dayKeyInZoneOrUtc(instant, 'America/New_York')).toBe('2025-12-31');
    expect(dayKeyInZoneOrUtc(instant, 'Mars/Olympus_Mons')).toBe('2026-01-01');
    expect(() => dayKeyInZoneOrUtc(new Date('not a date'), 'UTC')).toThrow(RangeError);
  });
});

describe('clampToDaysInPlay', () => {
  it('keeps a day it is somewhere on Earth, and moves any other to the nearest such day', () => {
    // 12:30 UTC on 15 June: 00:30 on the 15th in UTC−12, 02:30 on the 16th in UTC+14.
    const instant = new Date('2025-06-15T12:30:00Z');
    expect(clampToDaysInPlay('2025-06-15', instant)).toBe('2025-06-15');
    expect(clampToDaysInPlay('2025-06-16', instant)).toBe('2025-06-16');
    expect(clampToDaysInPlay('2025-06-14', instant)).toBe('2025-06-15');
    expect(clampToDaysInPlay('9999-12-31', instant)).toBe('2025-06-16');
  });
});

import { describe, expect, it } from 'vitest';
import { weekStartOf } from './calendar';

describe('league calendar', () => {
  it('starts the week on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });
});

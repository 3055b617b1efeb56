import { describe, expect, it } from 'vitest';
import { dayOverEverywhereAt, isDayOverEverywhere, mayRevealDay } from './spoilers';

describe('the spoiler rule', () => {
  it('keeps a day secret until it has ended at UTC−12', () => {
    expect(dayOverEverywhereAt('2026-11-25').toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(isDayOverEverywhere('2026-11-25', new Date('2026-11-26T11:59:59.999Z'))).toBe(false);
    expect(isDayOverEverywhere('2026-11-25', new Date('2026-11-26T12:00:00.000Z'))).toBe(true);
  });

  it('reveals a day to a viewer who has finished it, even while others still play', () => {
    const whilePlayed = new Date('2026-11-25T18:00:00Z');
    expect(mayRevealDay('2026-11-25', false, whilePlayed)).toBe(false);
    expect(mayRevealDay('2026-11-25', true, whilePlayed)).toBe(true);
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => dayOverEverywhereAt('2026-02-30')).toThrow(RangeError);
  });
});

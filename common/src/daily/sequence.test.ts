import { describe, expect, it } from 'vitest';
import { DAILY_SEQUENCE_LENGTH } from '../constants';
import { addDays } from './dates';
import { hashString, isPlayableSequence, mulberry32, sequenceForDay, sequenceFromRandom } from './sequence';

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const DAYS = Array.from({ length: 3000 }, (_, i) => addDays('2025-01-01', i));

describe('sequenceForDay', () => {
  it('gives the same eight letters every time for the same day', () => {
    expect(sequenceForDay('2026-11-22')).toEqual(sequenceForDay('2026-11-22'));
    expect(sequenceForDay('2026-11-22')).toHaveLength(DAILY_SEQUENCE_LENGTH);
  });

  it('keeps every day over 3,000 days playable: letters A–Z, two vowels or more, no Q without U, no letter thrice', () => {
    for (const day of DAYS) {
      const letters = sequenceForDay(day);
      expect(letters).toHaveLength(8);
      expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
      expect(letters.filter((l) => VOWELS.has(l)).length).toBeGreaterThanOrEqual(2);
      if (letters.includes('Q')) expect(letters).toContain('U');
      expect(isPlayableSequence(letters)).toBe(true);
    }
  });

  it('differs from day to day', () => {
    const distinct = new Set(DAYS.map((day) => sequenceForDay(day).join('')));
    expect(distinct.size).toBeGreaterThan(2990);
    for (let i = 1; i < 100; i++) {
      expect(sequenceForDay(DAYS[i] ?? '')).not.toEqual(sequenceForDay(DAYS[i - 1] ?? ''));
    }
  });

  it('favours common letters over rare ones', () => {
    const counts = new Map<string, number>();
    for (const day of DAYS) for (const l of sequenceForDay(day)) counts.set(l, (counts.get(l) ?? 0) + 1);
    expect(counts.get('E') ?? 0).toBeGreaterThan(5 * (counts.get('K') ?? 0));
    expect(counts.size).toBeGreaterThan(20);
  });
});

describe('the seeded generator', () => {
  it('is a deterministic stream in [0, 1)', () => {
    const a = mulberry32(hashString('x'));
    const b = mulberry32(hashString('x'));
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(hashString('2025-01-01')).not.toBe(hashString('2025-01-02'));
  });

  it('still returns a playable sequence when the random source never gives one', () => {
    const letters = sequenceFromRandom(() => 0);
    expect(isPlayableSequence(letters)).toBe(true);
  });

  it('rejects sequences that break a rule', () => {
    expect(isPlayableSequence([...'STRNGTHS'])).toBe(false);
    expect(isPlayableSequence([...'QATERINS'])).toBe(false);
    expect(isPlayableSequence([...'QUATERNS'])).toBe(true);
    expect(isPlayableSequence([...'EEEATRNS'])).toBe(false);
    expect(isPlayableSequence([...'EATRNS'])).toBe(false);
  });
});

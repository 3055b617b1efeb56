import { describe, expect, it } from 'vitest';
import { DAILY_SEQUENCE_LENGTH } from '../constants';
import * as common from '../index';
import { drawDailyLetters, isPlayableSequence, mulberry32 } from './sequence';

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const DRAWS = Array.from({ length: 3000 }, (_, i) => drawDailyLetters(mulberry32(i + 1)));

describe('drawDailyLetters', () => {
  it('replays the same letters from the same seeded source', () => {
    expect(drawDailyLetters(mulberry32(42))).toEqual(drawDailyLetters(mulberry32(42)));
    expect(drawDailyLetters(mulberry32(42))).toHaveLength(DAILY_SEQUENCE_LENGTH);
  });

  it('keeps every draw over 3,000 seeds playable: letters A–Z, two vowels or more, no Q without U, no letter thrice', () => {
    for (const letters of DRAWS) {
      expect(letters).toHaveLength(8);
      expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
      expect(letters.filter((l) => VOWELS.has(l)).length).toBeGreaterThanOrEqual(2);
      if (letters.includes('Q')) expect(letters).toContain('U');
      expect(isPlayableSequence(letters)).toBe(true);
    }
  });

  it('differs from source to source', () => {
    expect(new Set(DRAWS.map((letters) => letters.join(''))).size).toBeGreaterThan(2990);
  });

  it('favours common letters over rare ones', () => {
    const counts = new Map<string, number>();
    for (const letters of DRAWS) for (const l of letters) counts.set(l, (counts.get(l) ?? 0) + 1);
    expect(counts.get('E') ?? 0).toBeGreaterThan(5 * (counts.get('K') ?? 0));
    expect(counts.size).toBeGreaterThan(20);
  });

  it('redraws until the extra rule accepts the letters', () => {
    const seen: string[] = [];
    const letters = drawDailyLetters(mulberry32(7), (draw) => {
      seen.push(draw.join(''));
      return seen.length === 3;
    });
    expect(seen).toHaveLength(3);
    expect(letters.join('')).toBe(seen[2]);
    expect(new Set(seen).size).toBe(3);
  });

  it('still returns a playable sequence when the random source never gives one', () => {
    expect(isPlayableSequence(drawDailyLetters(() => 0))).toBe(true);
  });

  it('rejects sequences that break a rule', () => {
    expect(isPlayableSequence([...'STRNGTHS'])).toBe(false);
    expect(isPlayableSequence([...'QATERINS'])).toBe(false);
    expect(isPlayableSequence([...'QUATERNS'])).toBe(true);
    expect(isPlayableSequence([...'EEEATRNS'])).toBe(false);
    expect(isPlayableSequence([...'EATRNS'])).toBe(false);
  });
});

describe('what the repository offers', () => {
  it('has no function that derives a day’s letters from its date', () => {
    expect('sequenceForDay' in common).toBe(false);
    expect('hashString' in common).toBe(false);
  });
});

describe('the seeded generator', () => {
  it('is a deterministic stream in [0, 1)', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

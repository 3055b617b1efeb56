import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DICTIONARY_SIZE, isValidWord, wordCountsByLength } from './dictionary';

describe('the dictionary', () => {
  it('matches the spec description: about 50 two-letter, about 500 three-letter, over 2,000 four-letter words', () => {
    const counts = wordCountsByLength();
    expect(counts[2]).toBeGreaterThanOrEqual(40);
    expect(counts[2]).toBeLessThanOrEqual(65);
    expect(counts[3]).toBeGreaterThanOrEqual(450);
    expect(counts[3]).toBeLessThanOrEqual(650);
    expect(counts[4]).toBeGreaterThan(2000);
    expect(Object.keys(counts).sort()).toEqual(['2', '3', '4']);
  });

  it('accepts words in any case and with surrounding space', () => {
    expect(isValidWord('cat')).toBe(true);
    expect(isValidWord('CAT')).toBe(true);
    expect(isValidWord(' Word ')).toBe(true);
    expect(isValidWord('at')).toBe(true);
  });

  it('rejects non-words, single letters, long words, letter plurals and profanity', () => {
    for (const word of ['', 'a', 'xq', 'zzzz', 'words', 'ks', 'cs', 'shit', 'c4t']) {
      expect(isValidWord(word), word).toBe(false);
    }
  });

  it('bundles exactly the committed words.txt', () => {
    const file = readFileSync(new URL('../../data/words.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(file.length).toBe(DICTIONARY_SIZE);
    expect(file.every((w) => isValidWord(w))).toBe(true);
  });
});

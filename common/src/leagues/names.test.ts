import { describe, expect, it } from 'vitest';
import { isProfaneName, nameProblem } from './names';

describe('nicknames and league names', () => {
  it('accepts ordinary names of 1 to 20 characters', () => {
    for (const name of [
      'A',
      'Ann',
      'Team 4',
      'j.doe_2-b',
      'José',
      'Scunthorpe Friends',
      'Class of 99',
      'x'.repeat(20),
    ])
      expect(nameProblem(name, 'Nickname'), name).toBeNull();
  });

  it('refuses empty, long and oddly spelled names with a sentence', () => {
    expect(nameProblem('', 'Nickname')).toBe('Nickname must not be empty.');
    expect(nameProblem('x'.repeat(21), 'League name')).toBe('League name must be at most 20 characters.');
    expect(nameProblem('<b>hi</b>', 'Nickname')).toBe(
      'Nickname may use only letters, digits, spaces and . _ -',
    );
    expect(nameProblem('a😀', 'Nickname')).toMatch(/only letters/);
  });

  it('refuses names from the profanity list, however they are spaced or spelled', () => {
    for (const name of [
      'shit',
      'SHIT',
      'big shit',
      'ass-hole',
      'a.s.s.h.o.l.e',
      'sh1t',
      'motherfucker99',
      'Bästärd',
    ])
      expect(isProfaneName(name), name).toBe(true);
    expect(nameProblem('shit', 'Nickname')).toBe('Nickname is not allowed here; please choose another.');
  });
});

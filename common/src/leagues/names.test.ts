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

  it('accepts names whose letters carry combining marks: Hindi, Thai, Arabic, decomposed accents', () => {
    for (const name of ['राहुल', 'अभिषेक बच्चन', 'สมชาย', 'مُحَمَّد', 'Nguyễn'.normalize('NFD'), 'דני'])
      expect(nameProblem(name, 'Nickname'), name).toBeNull();
  });

  it('refuses empty, long and oddly spelled names with a sentence', () => {
    expect(nameProblem('', 'Nickname')).toBe('Nickname must not be empty.');
    expect(nameProblem('x'.repeat(21), 'League name')).toBe('League name must be at most 20 characters.');
    expect(nameProblem('<b>hi</b>', 'Nickname')).toBe(
      'Nickname may use only letters, digits, spaces and . _ -',
    );
    expect(nameProblem('a😀', 'Nickname')).toMatch(/only letters/);
    // Marks with no letter under them, or piled four high, draw over the rest of the table.
    expect(nameProblem('\u0301ab', 'Nickname')).toMatch(/only letters/);
    expect(nameProblem('Z\u0337\u0327\u031b\u0353a', 'Nickname')).toMatch(/only letters/);
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

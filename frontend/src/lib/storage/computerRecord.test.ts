// A player's record against the computer: each finished game counted once, a damaged store read as no games.
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from './keys';
import { countComputerGame, hasPlayedComputer, noteLevelStarted, readComputerRecord } from './computerRecord';

afterEach(() => localStorage.clear());

describe('computerRecord', () => {
  it('starts empty, with no level played last', () => {
    const record = readComputerRecord();
    expect(record.lastLevel).toBeNull();
    expect(record.levels.hard).toEqual({ won: 0, lost: 0, drawn: 0 });
    expect(hasPlayedComputer(record)).toBe(false);
  });

  it('counts each finished game once, however often it is counted, and remembers its level as the last', () => {
    countComputerGame('medium', 'won', '7:2026-11-29T10:00:00.000Z');
    countComputerGame('medium', 'won', '7:2026-11-29T10:00:00.000Z');
    countComputerGame('medium', 'lost', '8:2026-11-29T10:20:00.000Z');
    countComputerGame('easy', 'drawn', '9:2026-11-29T10:40:00.000Z');
    const record = readComputerRecord();
    expect(record.levels.medium).toEqual({ won: 1, lost: 1, drawn: 0 });
    expect(record.levels.easy).toEqual({ won: 0, lost: 0, drawn: 1 });
    expect(record.lastLevel).toBe('easy');
    expect(hasPlayedComputer(record)).toBe(true);
  });

  it('marks a level started as the last played before any game against it ends', () => {
    noteLevelStarted('hard');
    expect(readComputerRecord().lastLevel).toBe('hard');
    expect(hasPlayedComputer(readComputerRecord())).toBe(true);
  });

  it('reads a damaged record as no games rather than failing the page', () => {
    localStorage.setItem(
      LOCAL_KEYS.computerRecord,
      '{"lastLevel":"expert","levels":{"easy":{"won":-3,"lost":"2"}}}',
    );
    const record = readComputerRecord();
    expect(record.lastLevel).toBeNull();
    expect(record.levels.easy).toEqual({ won: 0, lost: 0, drawn: 0 });
    localStorage.setItem(LOCAL_KEYS.computerRecord, 'not json');
    expect(readComputerRecord().levels.medium).toEqual({ won: 0, lost: 0, drawn: 0 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onPlayerNameChange,
  playerNameField,
  playerNameProblem,
  readPlayerName,
  savePlayerName,
} from './playerName';

describe("the player's name for friend games", () => {
  afterEach(() => localStorage.clear());

  it('is kept per browser, trimmed, and sent with a create or join only once set', () => {
    expect(readPlayerName()).toBeNull();
    expect(playerNameField()).toEqual({});
    savePlayerName('  Ana  ');
    expect(readPlayerName()).toBe('Ana');
    expect(playerNameField()).toEqual({ name: 'Ana' });
  });

  it('is forgotten when cleared', () => {
    savePlayerName('Ana');
    savePlayerName('   ');
    expect(readPlayerName()).toBeNull();
    expect(playerNameField()).toEqual({});
  });

  it("says the server's sentence for a name it would refuse, and does not keep it", () => {
    savePlayerName('Ana');
    expect(playerNameProblem('a'.repeat(21))).toBe('Name must be at most 20 characters.');
    expect(playerNameProblem('<b>')).toBe('Name may use only letters, digits, spaces and . _ -');
    expect(playerNameProblem('')).toBeNull();
    savePlayerName('a'.repeat(21));
    expect(readPlayerName()).toBe('Ana');
  });

  it('never sends a stored name the rule now refuses, so a create or join cannot fail on it', () => {
    localStorage.setItem('gridable.playerName', 'a'.repeat(30));
    expect(readPlayerName()).toBeNull();
    expect(playerNameField()).toEqual({});
  });

  it('tells listeners what was saved', () => {
    const listener = vi.fn();
    const stop = onPlayerNameChange(listener);
    savePlayerName('Ben');
    expect(listener).toHaveBeenLastCalledWith('Ben');
    stop();
    savePlayerName('Cleo');
    expect(listener).toHaveBeenCalledOnce();
  });
});

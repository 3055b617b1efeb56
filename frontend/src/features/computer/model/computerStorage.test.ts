import { afterEach, describe, expect, it } from 'vitest';
import { newComputerGame, playMove } from './computerGame';
import { COMPUTER_GAME_KEY, loadComputerGame, saveComputerGame } from './computerStorage';

afterEach(() => localStorage.clear());

describe('the saved computer game', () => {
  it('comes back after a reload at the same position', () => {
    const started = newComputerGame('medium', 1, 42);
    const moved = playMove(started, 1, { type: 'SELECT_LETTER', letter: 'E' });
    if (!moved.ok) throw new Error(moved.error);
    saveComputerGame(moved.game);
    expect(loadComputerGame()).toEqual(moved.game);
  });

  it('is ignored when missing, unreadable or not a legal game', () => {
    expect(loadComputerGame()).toBeNull();
    localStorage.setItem(COMPUTER_GAME_KEY, '{not json');
    expect(loadComputerGame()).toBeNull();
    localStorage.setItem(
      COMPUTER_GAME_KEY,
      JSON.stringify({ level: 'impossible', seed: 1, humanSeat: 1, moves: [], startedAt: 'x' }),
    );
    expect(loadComputerGame()).toBeNull();
    const illegal = {
      level: 'easy',
      seed: 1,
      humanSeat: 1,
      startedAt: 'x',
      moves: [{ seat: 2, move: { type: 'SELECT_LETTER', letter: 'A' } }],
    };
    localStorage.setItem(COMPUTER_GAME_KEY, JSON.stringify(illegal));
    expect(loadComputerGame()).toBeNull();
  });
});

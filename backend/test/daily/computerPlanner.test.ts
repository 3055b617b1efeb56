import { describe, expect, it } from 'vitest';
import { drawDailyLetters, findPerfectGrid, mulberry32, playDailyAsComputer } from '@gridable/common';
import { PAR_LEVEL, createComputerPlanner } from '../../src/daily/computerPlanner';

describe('the computer planner', () => {
  const planner = createComputerPlanner();

  it('accepts only letters a perfect 32 can hold', () => {
    const letters = drawDailyLetters(mulberry32(3));
    expect(planner.hasPerfectGrid?.(letters)).toBe(findPerfectGrid(letters) !== null);
    // Eight Qs and Xs cannot all sit in words.
    expect(planner.hasPerfectGrid?.([...'QXQXJZJZ'])).toBe(false);
  });

  it('sets par to the strongest player’s score on the day, with its grid', () => {
    const letters = drawDailyLetters(mulberry32(4));
    const computer = playDailyAsComputer(letters, PAR_LEVEL, 9);
    expect(planner.par?.(letters, 9)).toEqual({ score: computer.score, grid: computer.grid });
  });
});

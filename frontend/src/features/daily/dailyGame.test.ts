import { describe, expect, it } from 'vitest';
import { createDailyGameCore } from '@gridable/common/rules';
import { TEST_GAME_NUMBER, TEST_SEQUENCE, viewOf } from '../../testing/fakeDailyServer';
import { toDailyGame } from './dailyGame';

const view = viewOf(createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE));

describe('toDailyGame', () => {
  it('keeps the server’s word that a new player’s game does not count toward the high score', () => {
    expect(toDailyGame({ ...view, countsForHighScore: false })?.countsForHighScore).toBe(false);
    expect(toDailyGame(view)).not.toHaveProperty('countsForHighScore');
  });
});

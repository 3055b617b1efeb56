import { describe, expect, it } from 'vitest';
import { botTask, newComputerGame, playMove } from './computerGame';
import { MAX_THINK_MS, thinkMs } from './thinkTime';

function placeTask(level: 'easy' | 'hard', seed: number) {
  const moved = playMove(newComputerGame(level, 1, seed), 1, { type: 'SELECT_LETTER', letter: 'E' });
  if (!moved.ok) throw new Error(moved.error);
  const task = botTask(moved.game);
  if (!task) throw new Error('no task');
  return { game: moved.game, task };
}

describe('thinkMs', () => {
  it('thinks a few hundred milliseconds, the same again for the same position', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { game, task } = placeTask('hard', seed);
      const ms = thinkMs(game, task);
      expect(ms).toBeGreaterThanOrEqual(300);
      expect(ms).toBeLessThanOrEqual(MAX_THINK_MS);
      expect(MAX_THINK_MS).toBeLessThan(1_000);
      expect(thinkMs(game, task)).toBe(ms);
    }
  });

  it('varies with the level and the position', () => {
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    const mean = (level: 'easy' | 'hard') =>
      seeds.reduce((sum, seed) => {
        const { game, task } = placeTask(level, seed);
        return sum + thinkMs(game, task);
      }, 0) / seeds.length;
    expect(mean('hard')).toBeGreaterThan(mean('easy'));
    const times = new Set(
      seeds.map((seed) => thinkMs(placeTask('hard', seed).game, placeTask('hard', seed).task)),
    );
    expect(times.size).toBeGreaterThan(5);
  });
});

import { describe, expect, it } from 'vitest';
import { createFollowCounts } from './followCounts';

describe('following a game from several viewers on one node', () => {
  it('subscribes at the first viewer and unsubscribes only after the last one leaves', () => {
    const calls: string[] = [];
    const follows = createFollowCounts(
      (gameId) => calls.push(`start ${gameId}`),
      (gameId) => calls.push(`stop ${gameId}`),
    );
    const room = follows.follow('ABCDE');
    const stream = follows.follow('ABCDE');
    expect(calls).toEqual(['start ABCDE']);
    room();
    expect(follows.has('ABCDE')).toBe(true);
    stream();
    expect(calls).toEqual(['start ABCDE', 'stop ABCDE']);
    expect(follows.size()).toBe(0);
  });

  it('counts an undo once, however often it is called', () => {
    const stops: string[] = [];
    const follows = createFollowCounts(
      () => undefined,
      (gameId) => stops.push(gameId),
    );
    const first = follows.follow('G1');
    const second = follows.follow('G1');
    first();
    first();
    expect(stops).toEqual([]);
    second();
    expect(stops).toEqual(['G1']);
  });
});

import { describe, expect, it } from 'vitest';
import { rematchSeatOf, rematchStageFor } from '../game/rematch';
import { rematchOfferedText } from '../messages/rematchMessages';
import { RematchRequest } from './rematch';
import { ServerEvent } from './events';

describe('rematch protocol', () => {
  it('tells each seat what to do next from the stored offers', () => {
    expect(rematchStageFor(undefined, 1)).toBe('none');
    expect(rematchStageFor({ offeredBy: [], rematchGameId: null }, 1)).toBe('none');
    expect(rematchStageFor({ offeredBy: [2], rematchGameId: null }, 1)).toBe('offered-to-you');
    expect(rematchStageFor({ offeredBy: [2], rematchGameId: null }, 2)).toBe('offered-by-you');
    expect(rematchStageFor({ offeredBy: [1, 2], rematchGameId: 'AB3CD' }, 1)).toBe('started');
  });

  it('swaps the seats, so the other player chooses first in the new game', () => {
    expect(rematchSeatOf(1)).toBe(2);
    expect(rematchSeatOf(2)).toBe(1);
  });

  it('names the opponent in the offer sentence', () => {
    expect(rematchOfferedText('Opponent')).toBe('Opponent wants a rematch');
  });

  it('needs a clientId in the REST body', () => {
    expect(RematchRequest.safeParse({}).success).toBe(false);
    expect(RematchRequest.parse({ clientId: 'tab-1' })).toEqual({ clientId: 'tab-1' });
  });

  it('parses a REMATCH_STARTED event only with a friend game id', () => {
    const base = {
      type: 'REMATCH_STARTED',
      eventId: 9,
      gameId: 'AB3CD',
      timestamp: new Date(0).toISOString(),
    };
    expect(ServerEvent.safeParse({ ...base, rematchGameId: 'not a game id' }).success).toBe(false);
  });
});

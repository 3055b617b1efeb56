import { describe, expect, it } from 'vitest';
import { rematchAfterDecline, rematchSeatOf, rematchStageFor } from '../game/rematch';
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

  it('tells each seat how the last offer ended, until a new offer replaces it', () => {
    const declined = { offeredBy: [], rematchGameId: null, declinedBy: 2 as const };
    expect(rematchStageFor(declined, 1)).toBe('declined-by-opponent');
    expect(rematchStageFor(declined, 2)).toBe('declined-by-you');
    expect(rematchStageFor({ ...declined, offeredBy: [2] }, 1)).toBe('offered-to-you');
  });

  it("turns down the opponent's offer, takes back one's own, and has nothing to answer otherwise", () => {
    expect(rematchAfterDecline({ offeredBy: [1], rematchGameId: null }, 2)).toEqual({
      offeredBy: [],
      declinedBy: 2,
    });
    expect(rematchAfterDecline({ offeredBy: [1], rematchGameId: null }, 1)).toEqual({
      offeredBy: [],
      declinedBy: null,
    });
    expect(rematchAfterDecline({ offeredBy: [], rematchGameId: null, declinedBy: 2 }, 2)).toBeNull();
    expect(rematchAfterDecline({ offeredBy: [1, 2], rematchGameId: 'AB3CD' }, 1)).toBeNull();
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

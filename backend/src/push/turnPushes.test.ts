import { describe, expect, it } from 'vitest';
import { PUSH_AWAY_GRACE_MS } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { turnPushTiming } from './turnPushes';

const now = new Date('2026-05-01T12:00:00Z');
function game(fields: Partial<StoredGame>): StoredGame {
  return {
    gameId: 'ABCDE',
    status: 'active',
    currentRound: 1,
    currentLetter: null,
    roundState: 'AWAITING_LETTER',
    player1Submitted: false,
    player2Submitted: false,
    ...fields,
  } as StoredGame;
}

describe('turnPushTiming', () => {
  it('pushes at once to a player with no socket on the game', () => {
    expect(turnPushTiming(game({}), 1, now)).toEqual({ at: 'now' });
  });

  it('sends nothing while a socket of theirs holds the game, or when it is not their turn', () => {
    expect(turnPushTiming(game({ player1Active: true }), 1, now)).toBeNull();
    expect(turnPushTiming(game({}), 2, now)).toBeNull();
    expect(turnPushTiming(game({ status: 'completed' }), 1, now)).toBeNull();
  });

  it('waits until their last socket has been gone 30 seconds', () => {
    const leftAt = new Date(now.getTime() - 10_000);
    expect(turnPushTiming(game({ player1LeftAt: leftAt }), 1, now)).toEqual({
      at: 'later',
      delayMs: PUSH_AWAY_GRACE_MS - 10_000,
    });
    const longAgo = new Date(now.getTime() - PUSH_AWAY_GRACE_MS);
    expect(turnPushTiming(game({ player1LeftAt: longAgo }), 1, now)).toEqual({ at: 'now' });
  });
});

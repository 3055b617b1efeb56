import { describe, expect, it } from 'vitest';
import { PUSH_AWAY_GRACE_MS } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { pushesFor, turnPushTiming } from './turnPushes';

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

describe('pushesFor, when the last socket of a player whose turn it is leaves', () => {
  const turnBegan = new Date(now.getTime() - 3_600_000);
  /** Player 1 must choose; their socket, there since `seenAt`, leaves now. */
  function leaving(seenAt: Date) {
    const before = game({
      player1UUID: 'u1',
      player2UUID: 'u2',
      player1Active: true,
      player1LastSeen: seenAt,
      lastActivityAt: turnBegan,
    });
    const after = { ...before, player1Active: false, player1LeftAt: now, player1LastSeen: now };
    return pushesFor({ before, after, drafts: [], now });
  }

  it('tells them 30 s later if nothing was heard from them since the turn began', () => {
    const intents = leaving(new Date(turnBegan.getTime() - 60_000));
    expect(intents.map((i) => [i.playerUUID, i.message.kind, i.turn?.delayMs])).toEqual([
      ['u1', 'your-turn', PUSH_AWAY_GRACE_MS],
    ]);
  });

  it('stays quiet after they opened the game during the turn (from the push) and put it down', () => {
    expect(leaving(new Date(turnBegan.getTime() + 10 * 60_000))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CLAIM_WIN_AFTER_MS } from '../constants';
import { claimWin, resignGame } from './ending';
import { createFriendGameCore } from './friendGame';
import { turnTitle } from './turnSignal';

const active = { ...createFriendGameCore(), status: 'active' as const };
const t0 = new Date('2026-01-01T00:00:00Z');

describe('resign and claim', () => {
  it('a resignation ends the game with the opponent as winner', () => {
    const ended = resignGame(active, 1);
    expect(ended.ok && ended.game.status).toBe('completed');
    expect(ended.ok && ended.events).toEqual([
      { type: 'GAME_COMPLETE', player1Score: 0, player2Score: 0, winner: 2, ending: 'resigned' },
    ]);
    expect(resignGame({ ...active, status: 'waiting' }, 1).ok).toBe(false);
  });

  it('the waiting player may claim only after 72 hours of silence on the opponent turn', () => {
    const later = new Date(t0.getTime() + CLAIM_WIN_AFTER_MS);
    // Refused by a code of its own, so no side tells it from other conflicts by its sentence.
    expect(claimWin(active, 2, t0, new Date(later.getTime() - 1))).toMatchObject({
      ok: false,
      error: { code: 'CLAIM_TOO_SOON' },
    });
    const claimed = claimWin(active, 2, t0, later);
    expect(claimed.ok && claimed.events[0]).toMatchObject({ winner: 2, ending: 'claimed' });
    // Player 1 must choose: it is not their opponent they are waiting on.
    expect(claimWin(active, 1, t0, later).ok).toBe(false);
  });
});

describe('turnTitle', () => {
  it('prefixes exactly once, and removes the prefix when it is not your turn', () => {
    expect(turnTitle('Gridable', true)).toBe('(Your turn) Gridable');
    expect(turnTitle('(Your turn) Gridable', true)).toBe('(Your turn) Gridable');
    expect(turnTitle('(Your turn) Gridable', false)).toBe('Gridable');
  });
});

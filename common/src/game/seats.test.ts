import { describe, expect, it } from 'vitest';
import { createFriendGameCore } from './friendGame';
import { hasSubmitted, scoresFor, seatPresence, seatView, withSeatView } from './seats';

describe('seat accessors', () => {
  it('reads and writes one seat’s fields without touching the other', () => {
    const game = { ...createFriendGameCore(), player1Score: 7, player2Score: 3, player2Submitted: true };
    expect(seatView(game, 1).score).toBe(7);
    expect(seatView(game, 2)).toMatchObject({ score: 3, submitted: true });
    const next = withSeatView(game, 1, { score: 9, submitted: true });
    expect(next).toMatchObject({ player1Score: 9, player1Submitted: true, player2Score: 3 });
    expect(game.player1Score).toBe(7);
    expect(hasSubmitted(next, 1)).toBe(true);
  });

  it('turns a score pair to a seat’s side', () => {
    expect(scoresFor({ player1Score: 10, player2Score: 4 }, 2)).toEqual({ own: 4, opponent: 10 });
  });

  it('tells a seat’s presence from its holder and status', () => {
    const view = { player1: 'a', player2: null, player1Status: 'Away', player2Status: 'Available' };
    expect(seatPresence(view, 1)).toBe('away');
    expect(seatPresence(view, 2)).toBeNull();
    expect(seatPresence({ ...view, player1Status: 'Available' }, 1)).toBe('active');
  });
});

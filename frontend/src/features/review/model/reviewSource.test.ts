import { describe, expect, it } from 'vitest';
import type { ReviewMovesResponse } from '@gridable/common';
import { sourceFromServer } from './reviewSource';

const moves = Array.from({ length: 16 }, (_, i) => ({ round: i + 1, letter: 'A', cell: i }));
const friendReply = (opponentName: string | null): ReviewMovesResponse => ({
  gameId: 'AB3CD',
  kind: 'friend',
  seat: 1,
  isOwner: true,
  moves,
  score: 0,
  opponentMoves: moves,
  opponentScore: 0,
  opponentName,
  gameNumber: null,
  date: null,
  archive: false,
});

describe("a friend game's review", () => {
  it('is titled and labelled by the opponent once they had a name', () => {
    const source = sourceFromServer(friendReply('Ana'));
    expect(source.title).toBe('Friend game vs Ana');
    expect(source.other?.label).toBe('Ana');
  });

  it('keeps the code and "Opponent" for an opponent without one', () => {
    const source = sourceFromServer(friendReply(null));
    expect(source.title).toBe('Friend game AB3CD');
    expect(source.other?.label).toBe('Opponent');
  });
});

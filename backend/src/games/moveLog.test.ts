// The move log kept on a game for its review: what goes in comes out, in order, in either stored form.
import { describe, expect, it } from 'vitest';
import type { FriendGameCore, GameEvent } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { moveLogFields, moveLogOf } from './moveLog';

const grid = (cell: number, letter: string) =>
  [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => (r * 4 + c === cell ? letter : null)));

function placed(round: number, seat: 1 | 2, cell: number, letter: string) {
  const moved = {
    player1Grid: grid(seat === 1 ? cell : -1, letter),
    player2Grid: grid(seat === 2 ? cell : -1, letter),
  };
  const events = [{ type: 'PLAYER_PLACED_LETTER', round, seat, cellIndex: cell }];
  return { moved: moved as unknown as FriendGameCore, events: events as unknown as GameEvent[] };
}

describe('the move log', () => {
  it('appends each placement and reads them back in order, the last round and last cell included', () => {
    let game = {} as StoredGame;
    const moves = [
      { round: 1, seat: 1, cell: 0, letter: 'S' },
      { round: 1, seat: 2, cell: 15, letter: 'S' },
      { round: 16, seat: 2, cell: 10, letter: 'Z' },
    ] as const;
    for (const { round, seat, cell, letter } of moves) {
      const { moved, events } = placed(round, seat, cell, letter);
      game = { ...game, ...moveLogFields(game, moved, events) };
    }
    expect(moveLogOf(game)).toEqual(moves);
    // A whole game is 128 bytes in the document, not 32 sub-documents.
    expect(typeof game.moveLog).toBe('string');
    expect(String(game.moveLog)).toHaveLength(12);
  });

  it('still reads a game stored with the array form', () => {
    const legacy = [{ round: 2, seat: 1, letter: 'Q', cell: 7 }];
    expect(moveLogOf({ moveLog: legacy } as unknown as StoredGame)).toEqual(legacy);
    expect(moveLogOf({} as StoredGame)).toEqual([]);
  });

  it('writes nothing when no letter was placed', () => {
    expect(moveLogFields({} as StoredGame, {} as FriendGameCore, [])).toEqual({});
  });
});

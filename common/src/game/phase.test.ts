import { describe, expect, it } from 'vitest';
import { MOVE_ERROR_MESSAGES } from '../messages';
import { createFriendGameCore, type FriendGameCore } from './friendGame';
import { placeLetterInGrid } from './grid';
import { gamePhase, isSeatsTurn, placementRefusal, seatPhase, staleMoveRefusal, turnKey } from './phase';

function active(overrides: Partial<FriendGameCore> = {}): FriendGameCore {
  return { ...createFriendGameCore(), status: 'active', ...overrides };
}
const placing = (overrides: Partial<FriendGameCore> = {}) =>
  active({ currentLetter: 'A', roundState: 'LETTER_PROVIDED', ...overrides });

describe('gamePhase', () => {
  it('names each stage of a game', () => {
    expect(gamePhase(createFriendGameCore())).toBe('waiting');
    expect(gamePhase(active())).toBe('choosing');
    expect(gamePhase(placing())).toBe('placing');
    expect(gamePhase(active({ status: 'completed' }))).toBe('completed');
  });
});

describe('isSeatsTurn', () => {
  it('gives the choice to player 1 in odd rounds and player 2 in even rounds', () => {
    expect(isSeatsTurn(active(), 1)).toBe(true);
    expect(isSeatsTurn(active(), 2)).toBe(false);
    expect(isSeatsTurn(active({ currentRound: 2 }), 2)).toBe(true);
  });

  it('lets both seats place until each has submitted, counting an unconfirmed placement', () => {
    const game = placing({ player1Submitted: true });
    expect(isSeatsTurn(game, 1)).toBe(false);
    expect(isSeatsTurn(game, 2)).toBe(true);
    expect(isSeatsTurn(game, 2, true)).toBe(false);
  });

  it('is nobody’s turn before the start and after the end', () => {
    expect(isSeatsTurn(createFriendGameCore(), 1)).toBe(false);
    expect(isSeatsTurn(active({ status: 'completed' }), 1)).toBe(false);
  });
});

describe('seatPhase', () => {
  it('follows a round from the viewer’s side', () => {
    expect(seatPhase(active(), 1)).toBe('choose');
    expect(seatPhase(active(), 2)).toBe('await-letter');
    expect(seatPhase(placing(), 2)).toBe('place');
    expect(seatPhase(placing({ player2Submitted: true }), 2)).toBe('await-placement');
    expect(seatPhase(placing({ currentRound: 16 }), 2)).toBe('final-auto');
    expect(seatPhase(active({ status: 'completed' }), 2)).toBe('over');
  });
});

describe('placementRefusal', () => {
  it('answers with the docs/PROTOCOL.md §5 sentences', () => {
    expect(placementRefusal(active(), { submitted: false })?.message).toBe(
      MOVE_ERROR_MESSAGES.noLetterSelected,
    );
    expect(placementRefusal(placing({ currentLetter: ' ' }), { submitted: false })?.message).toBe(
      MOVE_ERROR_MESSAGES.noLetterSelected,
    );
    expect(placementRefusal(placing(), { submitted: true })?.message).toBe(MOVE_ERROR_MESSAGES.alreadyPlaced);
  });

  it('refuses an occupied cell and the final round, and allows an empty cell', () => {
    const grid = placeLetterInGrid(createFriendGameCore().player1Grid, 5, 'Q');
    expect(placementRefusal(placing(), { submitted: false, grid, cellIndex: 5 })?.message).toBe(
      MOVE_ERROR_MESSAGES.cellOccupied,
    );
    expect(placementRefusal(placing({ currentRound: 16 }), { submitted: false })?.message).toBe(
      MOVE_ERROR_MESSAGES.finalRoundAutoPlaced,
    );
    expect(placementRefusal(placing(), { submitted: false, grid, cellIndex: 6 })).toBeNull();
  });
});

describe('staleMoveRefusal', () => {
  it('refuses a move made before the latest rule change, with its own code and sentence', () => {
    expect(staleMoveRefusal(4, 5)).toEqual({
      code: 'STALE_VERSION',
      message: MOVE_ERROR_MESSAGES.staleVersion,
    });
  });

  it('accepts a move made at or after the latest rule change, or sent without a version', () => {
    expect(staleMoveRefusal(5, 5)).toBeNull();
    expect(staleMoveRefusal(9, 5)).toBeNull();
    expect(staleMoveRefusal(undefined, 5)).toBeNull();
  });
});

describe('turnKey', () => {
  it("tells each of a seat's turns from the next, and one seat's from the other's", () => {
    const keys = [1, 2].flatMap((round) =>
      [null, 'A'].flatMap((currentLetter) =>
        ([1, 2] as const).map((seat) => turnKey({ currentRound: round, currentLetter }, seat)),
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
    // The server's push and the browser's tab name a turn alike from the same state.
    expect(turnKey(active({ currentRound: 3 }), 1)).toBe(
      turnKey({ currentRound: 3, currentLetter: null }, 1),
    );
  });
});

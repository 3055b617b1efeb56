import { describe, expect, it } from 'vitest';
import { applyDailyMove, createDailyGameCore, isDailySequence, type DailyGameCore } from './dailyGame';
import { MOVE_ERROR_MESSAGES } from './errors';
import { isGridFull, placeLetterInGrid } from './grid';
import type { Move, MoveResult } from './moves';
import { scoreGrid } from './scoring';
import { gridOf } from './testWords';

// Blind letters fill the odd rounds: C, R, A, E, R, A, E, R; the player chooses the rest.
const SEQUENCE = ['C', 'R', 'A', 'E', 'R', 'A', 'E', 'R'];
const SQUARE = new Set(['CARE', 'AREA', 'REAR', 'EARS']);
const isSquareWord = (w: string): boolean => SQUARE.has(w);

const select = (letter: string): Move => ({ type: 'SELECT_LETTER', letter });
const place = (cellIndex: number): Move => ({ type: 'PLACE_LETTER', cellIndex });

function ok<G>(result: MoveResult<G>): Extract<MoveResult<G>, { ok: true }> {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

function move(game: DailyGameCore, m: Move): DailyGameCore {
  return ok(applyDailyMove(game, m, SEQUENCE, isSquareWord)).game;
}

describe('createDailyGameCore', () => {
  it('starts round 1 with the first blind letter already provided', () => {
    expect(createDailyGameCore(42, SEQUENCE)).toMatchObject({
      gameNumber: 42,
      status: 'active',
      currentRound: 1,
      roundState: 'LETTER_PROVIDED',
      currentLetter: 'C',
      playerScore: 0,
      playerWords: [],
      completedRounds: 0,
    });
  });

  it('throws on a sequence that is not eight capital letters', () => {
    expect(() => createDailyGameCore(1, ['A', 'B'])).toThrow(RangeError);
    expect(() => createDailyGameCore(1, [...'abcdefgh'])).toThrow(RangeError);
    expect(isDailySequence(SEQUENCE)).toBe(true);
    expect(isDailySequence('CRAERAER')).toBe(false);
  });
});

describe('applyDailyMove', () => {
  it('places a blind letter, then waits for the player to choose in the even round', () => {
    const result = ok(applyDailyMove(createDailyGameCore(1, SEQUENCE), place(0), SEQUENCE));
    expect(result.game).toMatchObject({
      currentRound: 2,
      completedRounds: 1,
      roundState: 'AWAITING_LETTER',
      currentLetter: null,
    });
    expect(result.events).toEqual([
      { type: 'PLAYER_PLACED_LETTER', round: 1, seat: 2, cellIndex: 0 },
      { type: 'ROUND_COMPLETE', round: 1, nextRound: 2 },
    ]);
  });

  it('provides the next blind letter as the AI (seat 1) after an even round', () => {
    const chosen = ok(
      applyDailyMove(move(createDailyGameCore(1, SEQUENCE), place(0)), select('a'), SEQUENCE),
    );
    expect(chosen.game).toMatchObject({ currentLetter: 'A', roundState: 'LETTER_PROVIDED', currentRound: 2 });
    expect(chosen.events).toEqual([{ type: 'LETTER_SELECTED', round: 2, letter: 'A', seat: 2 }]);
    const placed = ok(applyDailyMove(chosen.game, place(1), SEQUENCE));
    expect(placed.game).toMatchObject({
      currentRound: 3,
      currentLetter: 'R',
      roundState: 'LETTER_PROVIDED',
      completedRounds: 2,
    });
    expect(placed.events.at(-1)).toEqual({ type: 'LETTER_SELECTED', round: 3, letter: 'R', seat: 1 });
  });

  it('plays a whole daily game: blind letters in odd rounds, choices in even ones, the last auto-placed', () => {
    const target = 'CAREAREAREAREARS';
    let game = createDailyGameCore(7, SEQUENCE);
    for (let round = 1; round <= 15; round++) {
      const letter = target[round - 1] ?? '';
      if (round % 2 === 0) game = move(game, select(letter));
      expect(game.currentLetter).toBe(letter);
      game = move(game, place(round - 1));
    }
    expect(game).toMatchObject({ currentRound: 16, roundState: 'AWAITING_LETTER', completedRounds: 15 });
    const final = ok(applyDailyMove(game, select('S'), SEQUENCE, isSquareWord));
    expect(final.game).toMatchObject({ status: 'completed', completedRounds: 16, playerScore: 32 });
    expect(final.game.playerGrid).toEqual(gridOf(['CARE', 'AREA', 'REAR', 'EARS']));
    expect(isGridFull(final.game.playerGrid)).toBe(true);
    expect(final.game.playerWords).toEqual(scoreGrid(final.game.playerGrid, isSquareWord).words);
    expect(final.events).toEqual([
      { type: 'LETTER_SELECTED', round: 16, letter: 'S', seat: 2 },
      { type: 'PLAYER_PLACED_LETTER', round: 16, seat: 2, cellIndex: 15 },
      { type: 'ROUND_COMPLETE', round: 16, nextRound: null },
      { type: 'DAILY_GAME_COMPLETE', gameNumber: 7, score: 32 },
    ]);
  });

  it('never mutates the game it is given', () => {
    const game = Object.freeze(createDailyGameCore(1, SEQUENCE));
    const snapshot = structuredClone(game);
    move(game, place(5));
    expect(game).toEqual(snapshot);
  });

  describe('refuses', () => {
    const even = (): DailyGameCore => move(createDailyGameCore(1, SEQUENCE), place(0));
    const cases: [string, () => MoveResult<DailyGameCore>, string, string][] = [
      [
        'a letter choice in a blind round',
        () => applyDailyMove(createDailyGameCore(1, SEQUENCE), select('A'), SEQUENCE),
        'NOT_YOUR_TURN',
        MOVE_ERROR_MESSAGES.blindRound,
      ],
      [
        'a second letter in an even round',
        () => applyDailyMove(move(even(), select('A')), select('B'), SEQUENCE),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.letterAlreadyChosen,
      ],
      [
        'a placement before the letter is chosen',
        () => applyDailyMove(even(), place(3), SEQUENCE),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.noLetterSelected,
      ],
      [
        'a placement on an occupied cell',
        () => applyDailyMove(move(even(), select('A')), place(0), SEQUENCE),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.cellOccupied,
      ],
      [
        'a placement in the final round',
        () => applyDailyMove({ ...even(), currentRound: 16 }, place(3), SEQUENCE),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.finalRoundAutoPlaced,
      ],
      [
        'an invalid letter',
        () => applyDailyMove(even(), select('?'), SEQUENCE),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidLetter,
      ],
      [
        'a cell index out of range',
        () => applyDailyMove(createDailyGameCore(1, SEQUENCE), place(-1), SEQUENCE),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidCellIndex,
      ],
      [
        'moves after the game ends',
        () => applyDailyMove({ ...even(), status: 'completed' }, select('A'), SEQUENCE),
        'NOT_ACTIVE',
        MOVE_ERROR_MESSAGES.gameCompleted,
      ],
    ];
    it.each(cases)('%s', (_name, run, code, message) => {
      expect(run()).toEqual({ ok: false, error: { code, message } });
    });

    it('a final letter when the grid is already full', () => {
      const full = gridOf(['ABCD', 'EFGH', 'IJKL', 'MNOP']);
      const game = { ...even(), currentRound: 16, playerGrid: placeLetterInGrid(full, 0, 'Z') };
      expect(applyDailyMove(game, select('A'), SEQUENCE)).toEqual({
        ok: false,
        error: { code: 'CONFLICT', message: MOVE_ERROR_MESSAGES.gridFull },
      });
    });
  });
});

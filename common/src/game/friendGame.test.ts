import { describe, expect, it } from 'vitest';
import { MOVE_ERROR_MESSAGES } from './errors';
import { applyMove, createFriendGameCore, startGame, winnerOf, type FriendGameCore } from './friendGame';
import { isGridFull, placeLetterInGrid } from './grid';
import type { Move, MoveResult } from './moves';
import { scoreGrid } from './scoring';
import { gridOf, isTestWord } from './testWords';

const SQUARE = new Set(['CARE', 'AREA', 'REAR', 'EARS']);
const isSquareWord = (w: string): boolean => SQUARE.has(w) || isTestWord(w);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function activeGame(): FriendGameCore {
  const started = startGame(createFriendGameCore());
  if (!started.ok) throw new Error(started.error.message);
  return started.game;
}

function ok<G>(result: MoveResult<G>): Extract<MoveResult<G>, { ok: true }> {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

const select = (letter: string): Move => ({ type: 'SELECT_LETTER', letter });
const place = (cellIndex: number): Move => ({ type: 'PLACE_LETTER', cellIndex });

function playRound(game: FriendGameCore, letter: string, cell1: number, cell2: number): FriendGameCore {
  const chooser = game.currentRound % 2 === 1 ? 1 : 2;
  const chosen = ok(applyMove(game, select(letter), chooser, isSquareWord)).game;
  const first = ok(applyMove(chosen, place(cell1), 1, isSquareWord)).game;
  return ok(applyMove(first, place(cell2), 2, isSquareWord)).game;
}

describe('createFriendGameCore and startGame', () => {
  it('creates a waiting game in round 1 with player 1 to choose and empty grids', () => {
    const game = createFriendGameCore();
    expect(game).toMatchObject({
      gameMode: 'multiplayer',
      status: 'waiting',
      currentRound: 1,
      currentLetter: null,
      currentTurn: 1,
      roundState: 'AWAITING_LETTER',
      player1Score: 0,
      player2Score: 0,
      player1Submitted: false,
      player2Submitted: false,
    });
    expect(scoreGrid(game.player1Grid).total).toBe(0);
  });

  it('starts a waiting game and announces GAME_STARTED', () => {
    const result = ok(startGame(createFriendGameCore()));
    expect(result.game.status).toBe('active');
    expect(result.events).toEqual([{ type: 'GAME_STARTED' }]);
  });

  it('refuses to start a game that has already started', () => {
    expect(startGame(activeGame())).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: MOVE_ERROR_MESSAGES.gameNotWaiting },
    });
  });
});

describe('applyMove', () => {
  it('lets the chooser select a letter, upper-casing it', () => {
    const { game, events } = ok(applyMove(activeGame(), select('c'), 1));
    expect(game).toMatchObject({ currentLetter: 'C', roundState: 'LETTER_PROVIDED', currentRound: 1 });
    expect(events).toEqual([{ type: 'LETTER_SELECTED', round: 1, letter: 'C', seat: 1 }]);
  });

  it('lets each player place the letter once, and advances the round when both have placed', () => {
    const chosen = ok(applyMove(activeGame(), select('A'), 1, isTestWord)).game;
    const first = ok(applyMove(chosen, place(5), 2, isTestWord));
    expect(first.game).toMatchObject({ player2Submitted: true, player1Submitted: false, currentRound: 1 });
    expect(first.game.player2Grid[1]?.[1]).toBe('A');
    expect(first.events).toEqual([{ type: 'PLAYER_PLACED_LETTER', round: 1, seat: 2, cellIndex: 5 }]);

    const second = ok(applyMove(first.game, place(0), 1, isTestWord));
    expect(second.game).toMatchObject({
      currentRound: 2,
      currentLetter: null,
      currentTurn: 2,
      roundState: 'AWAITING_LETTER',
      player1Submitted: false,
      player2Submitted: false,
    });
    expect(second.game.player1Grid[0]?.[0]).toBe('A');
    expect(second.events).toEqual([
      { type: 'PLAYER_PLACED_LETTER', round: 1, seat: 1, cellIndex: 0 },
      { type: 'ROUND_COMPLETE', round: 1, nextRound: 2 },
    ]);
  });

  it('recomputes words and scores as letters land', () => {
    let game = playRound(activeGame(), 'A', 0, 0);
    game = playRound(game, 'T', 1, 4);
    expect(game.player1Words.map((w) => w.word)).toEqual(['AT']);
    expect(game.player2Words).toMatchObject([{ word: 'AT', direction: 'column' }]);
    expect([game.player1Score, game.player2Score]).toEqual([2, 2]);
  });

  it('plays a whole 16-round game to completion with full grids scored by scoreGrid', () => {
    const letters = [...'CAREAREAREAREARS'];
    let game = activeGame();
    for (let round = 1; round <= 15; round++) {
      const letter = letters[round - 1] ?? 'X';
      game = playRound(game, letter, round - 1, 16 - round);
      expect(game.currentRound).toBe(round + 1);
      expect(game.currentTurn).toBe(round % 2 === 0 ? 1 : 2);
    }
    expect(game.currentTurn).toBe(2);
    const final = ok(applyMove(game, select('s'), 2, isSquareWord));
    const done = final.game;
    expect(done.status).toBe('completed');
    expect(isGridFull(done.player1Grid) && isGridFull(done.player2Grid)).toBe(true);
    expect(done.player1Grid).toEqual(gridOf(['CARE', 'AREA', 'REAR', 'EARS']));
    expect(done.player2Grid[0]?.[0]).toBe('S');
    expect(done.player1Score).toBe(32);
    expect(done.player1Score).toBe(scoreGrid(done.player1Grid, isSquareWord).total);
    expect(done.player2Score).toBe(scoreGrid(done.player2Grid, isSquareWord).total);
    expect(done.player1Words).toEqual(scoreGrid(done.player1Grid, isSquareWord).words);
    expect(final.events).toEqual([
      { type: 'LETTER_SELECTED', round: 16, letter: 'S', seat: 2 },
      { type: 'PLAYER_PLACED_LETTER', round: 16, seat: 1, cellIndex: 15 },
      { type: 'PLAYER_PLACED_LETTER', round: 16, seat: 2, cellIndex: 0 },
      { type: 'ROUND_COMPLETE', round: 16, nextRound: null },
      { type: 'GAME_COMPLETE', player1Score: 32, player2Score: done.player2Score, winner: 1 },
    ]);
    expect(applyMove(done, place(3), 1).ok).toBe(false);
  });

  it('never mutates the game it is given', () => {
    const game = deepFreeze(activeGame());
    const snapshot = structuredClone(game);
    const chosen = ok(applyMove(game, select('A'), 1, isTestWord)).game;
    deepFreeze(chosen);
    const placed = ok(applyMove(chosen, place(3), 1, isTestWord)).game;
    ok(applyMove(placed, place(3), 2, isTestWord));
    expect(game).toEqual(snapshot);
    expect(chosen.player1Grid[0]?.[3]).toBeNull();
  });

  it('keeps the extra fields of a server or client game', () => {
    const game = { ...activeGame(), gameId: 'ABCDE', version: 7 };
    const { game: next } = ok(applyMove(game, select('A'), 1));
    expect(next.gameId).toBe('ABCDE');
    expect(next.version).toBe(7);
  });

  describe('refuses', () => {
    const chosen = (): FriendGameCore => ok(applyMove(activeGame(), select('A'), 1)).game;
    const cases: [string, () => MoveResult<FriendGameCore>, string, string][] = [
      [
        'a letter that is not one character A–Z',
        () => applyMove(activeGame(), select('AB'), 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidLetter,
      ],
      [
        'a digit as a letter',
        () => applyMove(activeGame(), select('1'), 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidLetter,
      ],
      [
        'a cell index out of range',
        () => applyMove(chosen(), place(16), 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidCellIndex,
      ],
      [
        'a fractional cell index',
        () => applyMove(chosen(), place(2.5), 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidCellIndex,
      ],
      [
        'an unknown move type',
        () => applyMove(activeGame(), { type: 'PASS' } as unknown as Move, 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidMove,
      ],
      [
        'a seat other than 1 or 2',
        () => applyMove(activeGame(), select('A'), 3 as unknown as 1),
        'INVALID_INPUT',
        MOVE_ERROR_MESSAGES.invalidSeat,
      ],
      [
        'moves before the game starts',
        () => applyMove(createFriendGameCore(), select('A'), 1),
        'NOT_ACTIVE',
        MOVE_ERROR_MESSAGES.gameNotStarted,
      ],
      [
        'moves after the game ends',
        () => applyMove({ ...activeGame(), status: 'completed' }, select('A'), 1),
        'NOT_ACTIVE',
        MOVE_ERROR_MESSAGES.gameCompleted,
      ],
      [
        'a letter from the player whose turn it is not',
        () => applyMove(activeGame(), select('A'), 2),
        'NOT_YOUR_TURN',
        MOVE_ERROR_MESSAGES.notYourTurn,
      ],
      [
        'a second letter in the same round',
        () => applyMove(chosen(), select('B'), 1),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.letterAlreadyChosen,
      ],
      [
        'a placement before a letter is chosen',
        () => applyMove(activeGame(), place(0), 2),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.noLetterSelected,
      ],
      [
        'a second placement in one round',
        () => applyMove(ok(applyMove(chosen(), place(0), 1)).game, place(1), 1),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.alreadyPlaced,
      ],
      [
        'a placement on an occupied cell',
        () =>
          applyMove(
            { ...chosen(), player2Grid: placeLetterInGrid(chosen().player2Grid, 4, 'Z') },
            place(4),
            2,
          ),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.cellOccupied,
      ],
      [
        'a placement in the final round',
        () => applyMove({ ...chosen(), currentRound: 16, currentTurn: 2 }, place(0), 1),
        'CONFLICT',
        MOVE_ERROR_MESSAGES.finalRoundAutoPlaced,
      ],
    ];
    it.each(cases)('%s', (_name, run, code, message) => {
      expect(run()).toEqual({ ok: false, error: { code, message } });
    });

    it('a final letter when a grid has no empty cell left', () => {
      const full = gridOf(['ABCD', 'EFGH', 'IJKL', 'MNOP']);
      const game = { ...activeGame(), currentRound: 16, currentTurn: 2 as const, player1Grid: full };
      expect(applyMove(game, select('A'), 2)).toEqual({
        ok: false,
        error: { code: 'CONFLICT', message: MOVE_ERROR_MESSAGES.gridFull },
      });
    });
  });
});

describe('winnerOf', () => {
  it('names the higher score, or nobody on a tie', () => {
    expect(winnerOf({ player1Score: 10, player2Score: 4 })).toBe(1);
    expect(winnerOf({ player1Score: 3, player2Score: 4 })).toBe(2);
    expect(winnerOf({ player1Score: 7, player2Score: 7 })).toBeNull();
  });
});

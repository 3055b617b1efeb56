import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_COUNT } from '../constants';
import { cellAt, emptyCellIndexes, emptyGrid, isLetter, placeLetterInGrid, type Grid } from '../game/grid';
import { scoreGrid } from '../game/scoring';
import { scoresFor } from '../game/seats';
import { botChooseLetter, botPlaceLetter } from './botPlayer';
import { playBotMatch } from './botMatch';
import { playDailyAsComputer } from './dailyPlayer';
import { BOT_LEVELS, type BotLevel } from './levels';

const letterArb = fc.integer({ min: 0, max: 25 }).map((code) => String.fromCharCode(65 + code));

/** A grid with `filled` random cells holding random letters. */
const stateArb = fc.integer({ min: 0, max: CELL_COUNT - 1 }).chain((filled) =>
  fc.record({
    cells: fc.shuffledSubarray([...Array(CELL_COUNT).keys()], { minLength: filled, maxLength: filled }),
    letters: fc.array(letterArb, { minLength: filled, maxLength: filled }),
    letter: letterArb,
    seed: fc.integer(),
  }),
);

function gridFrom(cells: number[], letters: string[]): Grid {
  return cells.reduce((grid, cell, i) => placeLetterInGrid(grid, cell, letters[i] ?? 'A'), emptyGrid());
}

describe('the computer player', () => {
  it.each(['easy', 'medium'] as const)(
    '%s only ever places in an empty cell and chooses a letter A–Z',
    (level) => {
      fc.assert(
        fc.property(stateArb, ({ cells, letters, letter, seed }) => {
          const grid = gridFrom(cells, letters);
          const round = cells.length + 1;
          const cell = botPlaceLetter({ grid, letter, round, level, seed });
          expect(emptyCellIndexes(grid)).toContain(cell);
          expect(
            isLetter(botChooseLetter({ ownGrid: grid, lettersPlayed: letters, round, level, seed })),
          ).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('hard only ever places in an empty cell and chooses a letter A–Z', () => {
    fc.assert(
      fc.property(stateArb, ({ cells, letters, letter, seed }) => {
        const grid = gridFrom(cells, letters);
        const round = cells.length + 1;
        expect(emptyCellIndexes(grid)).toContain(
          botPlaceLetter({ grid, letter, round, level: 'hard', seed }),
        );
        const chosen = botChooseLetter({
          ownGrid: grid,
          lettersPlayed: letters,
          round,
          level: 'hard',
          seed,
          seat: 1,
        });
        expect(isLetter(chosen)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a full grid, a bad letter, round or level with a RangeError', () => {
    const full = gridFrom([...Array(CELL_COUNT).keys()], Array<string>(CELL_COUNT).fill('E'));
    expect(() => botPlaceLetter({ grid: full, letter: 'A', round: 16, level: 'easy', seed: 1 })).toThrow(
      RangeError,
    );
    expect(() =>
      botChooseLetter({ ownGrid: full, lettersPlayed: [], round: 16, level: 'hard', seed: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      botPlaceLetter({ grid: emptyGrid(), letter: 'ab', round: 1, level: 'easy', seed: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      botPlaceLetter({ grid: emptyGrid(), letter: 'A', round: 17, level: 'easy', seed: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      botPlaceLetter({ grid: emptyGrid(), letter: 'A', round: 1, level: 'expert' as BotLevel, seed: 1 }),
    ).toThrow(RangeError);
  });

  it('places the last letter in the only empty cell', () => {
    const cells = [...Array(CELL_COUNT).keys()].filter((cell) => cell !== 9);
    const grid = gridFrom(cells, Array<string>(cells.length).fill('T'));
    for (const level of BOT_LEVELS)
      expect(botPlaceLetter({ grid, letter: 'Q', round: 16, level, seed: 3 })).toBe(9);
  });

  it.each(BOT_LEVELS)('%s plays the same daily for the same seed', (level) => {
    const letters = ['R', 'I', 'E', 'A', 'O', 'I', 'O', 'S'];
    const first = playDailyAsComputer(letters, level, 42);
    expect(playDailyAsComputer(letters, level, 42)).toEqual(first);
    expect(emptyCellIndexes(first.grid)).toEqual([]);
    expect(first.score).toBe(scoreGrid(first.grid).total);
    // Odd rounds are the day's blind letters, in order.
    expect(first.letters.filter((_, i) => i % 2 === 0)).toEqual(letters);
    expect([...Array(CELL_COUNT).keys()].map((cell) => cellAt(first.grid, cell)).sort()).toEqual(
      [...first.letters].sort(),
    );
  });

  it('plays the same friend game for the same seed, on the real rules', () => {
    const first = playBotMatch('easy', 'medium', 11);
    expect(first.status).toBe('completed');
    expect(playBotMatch('easy', 'medium', 11)).toEqual(first);
    expect(first.player1Score).toBe(scoreGrid(first.player1Grid).total);
    // Both players placed the same letters.
    const letters = (grid: Grid) => [...Array(CELL_COUNT).keys()].map((cell) => cellAt(grid, cell)).sort();
    expect(letters(first.player1Grid)).toEqual(letters(first.player2Grid));
  });

  it('easy plays differently for different seeds', () => {
    const letters = ['S', 'T', 'A', 'R', 'E', 'L', 'I', 'N'];
    const grids = new Set(
      [1, 2, 3, 4].map((seed) => JSON.stringify(playDailyAsComputer(letters, 'easy', seed).grid)),
    );
    expect(grids.size).toBeGreaterThan(1);
  });

  it("easy is beatable: under the daily's 20-point mark on average, and behind medium", () => {
    // A beginner's good day is the 20+ the daily's streak counts; Easy once scored 20 or more in nine games of ten.
    const games = 24;
    let easyTotal = 0;
    let mediumTotal = 0;
    for (let seed = 0; seed < games; seed++) {
      const easySeat = seed % 2 === 0 ? 1 : 2;
      const game =
        easySeat === 1 ? playBotMatch('easy', 'medium', seed) : playBotMatch('medium', 'easy', seed);
      const { own, opponent } = scoresFor(game, easySeat);
      easyTotal += own;
      mediumTotal += opponent;
    }
    expect(easyTotal / games).toBeLessThan(20);
    expect(easyTotal / games).toBeLessThan(mediumTotal / games - 4);
  });

  it('hard beats medium in a clear majority of seeded friend games, on the real rules', () => {
    let won = 0;
    let lost = 0;
    const games = 6;
    for (let seed = 0; seed < games; seed++) {
      const hardSeat = seed % 2 === 0 ? 1 : 2;
      const game =
        hardSeat === 1 ? playBotMatch('hard', 'medium', seed) : playBotMatch('medium', 'hard', seed);
      const { own: hard, opponent: medium } = scoresFor(game, hardSeat);
      if (hard > medium) won++;
      if (hard < medium) lost++;
    }
    expect(won).toBeGreaterThanOrEqual(4);
    expect(won).toBeGreaterThan(2 * lost);
  }, 30_000);
});

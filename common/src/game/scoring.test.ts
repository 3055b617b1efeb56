import { describe, expect, it } from 'vitest';
import { MAX_SCORE } from '../constants';
import { emptyGrid } from './grid';
import { pointsForWord, scoreGrid, scoreLine, scoredCellIndexes } from './scoring';
import { gridOf, isTestWord } from './testWords';

describe('scoreGrid', () => {
  it('scores nothing on an empty grid', () => {
    expect(scoreGrid(emptyGrid(), isTestWord)).toEqual({ total: 0, words: [] });
  });

  it('scores 2, 3 and 4 points for 2-, 3- and 4-letter words', () => {
    expect([pointsForWord('AT'), pointsForWord('CAT'), pointsForWord('CATS'), pointsForWord('A')]).toEqual([
      2, 3, 4, 0,
    ]);
  });

  it('reads rows left to right and columns top to bottom', () => {
    const grid = gridOf(['CAT.', 'A...', 'T...', '....']);
    const { total, words } = scoreGrid(grid, isTestWord);
    expect(words).toEqual([
      { word: 'CAT', points: 3, direction: 'row', line: 0, start: 0, cells: [0, 1, 2] },
      { word: 'CAT', points: 3, direction: 'column', line: 0, start: 0, cells: [0, 4, 8] },
    ]);
    expect(total).toBe(6);
  });

  it('does not read words backwards (NET is not TEN)', () => {
    expect(scoreGrid(gridOf(['NET.', '....', '....', '....']), isTestWord).total).toBe(0);
  });

  it('counts only the best word of a row: the 4-letter word over the words inside it', () => {
    const [word] = scoreGrid(gridOf(['CATS', '....', '....', '....']), isTestWord).words;
    expect(word).toMatchObject({ word: 'CATS', points: 4, start: 0 });
  });

  it('finds a word that starts in the middle of a run of letters', () => {
    const [word] = scoreGrid(gridOf(['XTEA', '....', '....', '....']), isTestWord).words;
    expect(word).toMatchObject({ word: 'TEA', points: 3, start: 1, cells: [1, 2, 3] });
  });

  it('takes the leftmost word of a row when two score the same', () => {
    // ATSO holds AT (0), SO (2) and ATS (0): ATS wins on length; ASIT holds AS and IT: AS wins on position.
    expect(scoreLine(gridOf(['ASIT', '....', '....', '....']), 'row', 0, isTestWord)).toMatchObject({
      word: 'AS',
      start: 0,
    });
    expect(scoreLine(gridOf(['ATSO', '....', '....', '....']), 'row', 0, isTestWord)).toMatchObject({
      word: 'ATS',
    });
  });

  it('takes the topmost word of a column when two score the same', () => {
    const grid = gridOf(['.I..', '.T..', '.S..', '.O..']);
    expect(scoreGrid(grid, isTestWord).words).toEqual([
      { word: 'IT', points: 2, direction: 'column', line: 1, start: 0, cells: [1, 5] },
    ]);
  });

  it('lets an empty cell break a run so letters across the gap never join', () => {
    expect(scoreGrid(gridOf(['C.AT', '....', '....', '....']), isTestWord).words).toEqual([
      { word: 'AT', points: 2, direction: 'row', line: 0, start: 2, cells: [2, 3] },
    ]);
    expect(scoreGrid(gridOf(['CA.T', '....', '....', '....']), isTestWord).total).toBe(0);
  });

  it('scores the same word again in every line where it appears', () => {
    const grid = gridOf(['AT..', 'AT..', '.AT.', '..AT']);
    const { total, words } = scoreGrid(grid, isTestWord);
    expect(words.filter((w) => w.direction === 'row').map((w) => w.word)).toEqual(['AT', 'AT', 'AT', 'AT']);
    expect(total).toBeGreaterThanOrEqual(8);
  });

  it('orders words rows 0–3 then columns 0–3', () => {
    const grid = gridOf(['....', 'AT..', '....', 'IT..']);
    const words = scoreGrid(grid, isTestWord).words.map((w) => `${w.direction}${w.line}`);
    expect(words).toEqual(['row1', 'row3']);
    const crossed = gridOf(['TO..', 'O...', '....', '....']);
    expect(scoreGrid(crossed, isTestWord).words.map((w) => `${w.direction}${w.line}:${w.word}`)).toEqual([
      'row0:TO',
      'column0:TO',
    ]);
  });

  it('reaches the maximum of 32 when every row and column is a 4-letter word', () => {
    // A word square: the rows and the columns both read CARE, AREA, REAR, EARS.
    const grid = gridOf(['CARE', 'AREA', 'REAR', 'EARS']);
    const square = new Set(['CARE', 'AREA', 'REAR', 'EARS']);
    const { total, words } = scoreGrid(grid, (w) => square.has(w));
    expect(words).toHaveLength(8);
    expect(total).toBe(MAX_SCORE);
    expect(total).toBe(32);
  });

  it('reads lower-case letters as their capitals', () => {
    const grid = gridOf(['cat.', '....', '....', '....']);
    expect(scoreGrid(grid, isTestWord).words[0]).toMatchObject({ word: 'CAT', points: 3 });
  });

  it('treats anything that is not a single letter as an empty cell', () => {
    const grid = [
      ['C', 'AT', 'A', 'T'],
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ];
    expect(scoreGrid(grid, isTestWord).words).toEqual([
      { word: 'AT', points: 2, direction: 'row', line: 0, start: 2, cells: [2, 3] },
    ]);
  });

  it('uses the real dictionary when none is given', () => {
    expect(scoreGrid(gridOf(['CATS', '....', '....', '....'])).total).toBe(4);
  });
});

describe('scoredCellIndexes', () => {
  it('lists each cell of any scored word once, ascending', () => {
    const { words } = scoreGrid(gridOf(['CAT.', 'A...', 'T...', '....']), isTestWord);
    expect(scoredCellIndexes(words)).toEqual([0, 1, 2, 4, 8]);
    expect(scoredCellIndexes([])).toEqual([]);
  });
});

/** The definition of docs/PROTOCOL.md §5 scoring written as plainly as possible, for checking the fast scoreLine. */
function referenceLine(grid: unknown[][], direction: 'row' | 'column', line: number) {
  const cells = [0, 1, 2, 3].map((i) => (direction === 'row' ? line * 4 + i : i * 4 + line));
  const letters = cells.map((index) => {
    const cell = grid[Math.floor(index / 4)]?.[index % 4];
    return typeof cell === 'string' && /^[A-Za-z]$/.test(cell) ? cell.toUpperCase() : null;
  });
  let best: { word: string; points: number; start: number; cells: number[] } | null = null;
  for (let start = 0; start < 4; start++) {
    for (let length = 2; length <= 4 && start + length <= 4; length++) {
      const window = letters.slice(start, start + length);
      if (window.includes(null)) break;
      const word = window.join('');
      if (pointsForWord(word) > (best?.points ?? 0) && isTestWord(word))
        best = { word, points: pointsForWord(word), start, cells: cells.slice(start, start + length) };
    }
  }
  return best && { ...best, direction, line };
}

describe('scoreLine against its plain definition', () => {
  it('agrees on 3,000 random grids, odd cell values included', () => {
    // Letters that make test words often, plus values a tampered or legacy document might hold.
    const pool: unknown[] = [
      ...'CATSNEOR',
      'a',
      't',
      'É',
      '@',
      '[',
      '`',
      '{',
      'AB',
      '',
      ' ',
      7,
      null,
      undefined,
    ];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let words = 0;
    for (let run = 0; run < 3_000; run++) {
      const grid = Array.from({ length: 4 }, () =>
        Array.from({ length: 4 }, () => pool[Math.floor(random() * pool.length)]),
      );
      for (const direction of ['row', 'column'] as const) {
        for (let line = 0; line < 4; line++) {
          const expected = referenceLine(grid, direction, line);
          if (expected) words++;
          expect(scoreLine(grid as never, direction, line, isTestWord)).toEqual(expected);
        }
      }
    }
    // The comparison means something only if many lines held words.
    expect(words).toBeGreaterThan(1_200);
  });
});

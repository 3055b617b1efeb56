import { describe, expect, it } from 'vitest';
import { scoreGrid } from '../game/scoring';
import { gridOf, isTestWord } from '../game/testWords';
import { buildShareText, gridEmoji, gridPattern, patternCells } from './shareText';

const grid = gridOf(['CATX', 'A..Y', 'T..Z', 'QQQQ']);
const { total, words } = scoreGrid(grid, isTestWord);

describe('buildShareText', () => {
  it('marks a result played from the archive in its title', () => {
    const text = buildShareText({ gameNumber: 7, archive: true, score: total, grid, words, url: 'u' });
    expect(text.split('\n')[0]).toBe('Gridable #7 (archive)');
    expect(buildShareText({ gameNumber: 7, score: total, grid, words, url: 'u' }).split('\n')[0]).toBe(
      'Gridable #7',
    );
  });

  it('titles a daily result with its number, then the score, the grid picture and the link', () => {
    const text = buildShareText({
      gameNumber: 42,
      score: total,
      grid,
      words,
      url: 'https://gridable.example/share/abc',
    });
    expect(text).toBe(
      [
        'Gridable #42',
        'Score: 6/32',
        '',
        '🟩🟩🟩⬜',
        '🟩⬛⬛⬜',
        '🟩⬛⬛⬜',
        '⬜⬜⬜⬜',
        '',
        'https://gridable.example/share/abc',
      ].join('\n'),
    );
  });

  it('titles a friend result plain Gridable', () => {
    const text = buildShareText({
      score: 0,
      grid: gridOf(['....', '....', '....', '....']),
      words: [],
      url: 'https://x.example',
    });
    expect(text.split('\n')[0]).toBe('Gridable');
    expect(text.split('\n')[1]).toBe('Score: 0/32');
  });

  it('never shows the letters themselves', () => {
    expect(gridEmoji(grid, words)).not.toMatch(/[A-Z]/);
    expect(gridEmoji(grid, words).split('\n')).toHaveLength(4);
  });
});

describe('patternCells', () => {
  it('reads back the cells of an emoji picture, row by row', () => {
    const cells = patternCells(gridEmoji(grid, words));
    expect(cells).toEqual(gridPattern(grid, words));
    expect(cells).toHaveLength(16);
    expect(cells[5]).toBe('empty');
  });
});

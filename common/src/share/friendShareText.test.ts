import { describe, expect, it } from 'vitest';
import { scoreGrid } from '../game/scoring';
import type { Grid } from '../game/grid';
import { buildFriendSharePlainText, buildFriendShareText, friendShareHeadline } from './friendShareText';

const grid: Grid = ['CATS', 'AREA', 'REST', 'STOP'].map((row) => row.split(''));
const { words } = scoreGrid(grid);

describe('friend share text', () => {
  it('says who won, lost or tied with both scores', () => {
    expect(friendShareHeadline(28, 15)).toBe('Gridable — I won 28–15');
    expect(friendShareHeadline(15, 28)).toBe('Gridable — I lost 15–28');
    expect(friendShareHeadline(20, 20)).toBe('Gridable — I tied 20–20');
  });

  it('puts the headline, the emoji grid and the link on their own lines', () => {
    const text = buildFriendShareText({
      myScore: 28,
      opponentScore: 15,
      grid,
      words,
      url: 'https://g.example',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Gridable — I won 28–15');
    expect(lines.slice(2, 6).every((line) => /^[🟩⬜⬛]{4}$/u.test(line))).toBe(true);
    expect(lines.at(-1)).toBe('https://g.example');
  });

  it('offers a plain-text version with no emoji that names each scored word and where it is', () => {
    const text = buildFriendSharePlainText({
      myScore: 28,
      opponentScore: 15,
      grid,
      words,
      url: 'https://g.example',
    });
    expect(text).toContain('Gridable: I won 28 to 15, out of 32.');
    expect(text).toContain('CATS in row 1 (4)');
    expect(text).not.toMatch(/[🟩⬜⬛]/u);
  });
});

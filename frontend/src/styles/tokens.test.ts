// Non-text contrast (WCAG 1.4.11, 3:1) of the parts of the game a player must see to play, read from the theme
// tokens. axe checks text colours on the rendered page but not borders, outlines or empty shapes, so an empty
// square's faint outline or a focus ring lost on the board would pass the e2e audit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The light palette from `:root`, with a theme's own block laid over it. */
function palette(theme: 'light' | 'dark' | 'contrast'): Map<string, string> {
  const block = (selector: string) => {
    const start = CSS.indexOf(`${selector} {`);
    return CSS.slice(start, CSS.indexOf('\n}', start));
  };
  const tokens = new Map<string, string>();
  const blocks = [block(':root')];
  if (theme !== 'light') blocks.push(block(`:root[data-theme='${theme}']`));
  for (const text of blocks)
    for (const [, name, value] of text.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6});/gi))
      tokens.set(name as string, value as string);
  return tokens;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** [what a player must make out, its colour token, the colours it sits on]. */
const PARTS: [part: string, token: string, on: string[]][] = [
  // While the grid takes no letter (choosing, waiting) an empty square is told from the board only by its edge.
  ['empty square edge', '--color-cell-edge', ['--color-cell', '--color-board']],
  ['open square edge while placing', '--color-primary', ['--color-cell-open', '--color-board']],
  ['focus ring', '--color-focus', ['--color-bg', '--color-surface', '--color-board', '--color-cell']],
];

describe('theme tokens', () => {
  for (const theme of ['light', 'dark', 'contrast'] as const)
    it(`give every part of play at least 3:1 in the ${theme} theme`, () => {
      const tokens = palette(theme);
      const below: string[] = [];
      for (const [part, token, backgrounds] of PARTS)
        for (const background of backgrounds) {
          const ratio = contrast(tokens.get(token) ?? '', tokens.get(background) ?? '');
          if (!(ratio >= 3)) below.push(`${part} ${token} on ${background}: ${ratio.toFixed(2)}`);
        }
      expect(below).toEqual([]);
    });
});

describe('placeholder text', () => {
  for (const theme of ['light', 'dark', 'contrast'] as const)
    it(`reads at 4.5:1 in the ${theme} theme, yet is told from typed text by its shade`, () => {
      const tokens = palette(theme);
      const placeholder = tokens.get('--color-placeholder') ?? '';
      for (const background of ['--color-bg', '--color-surface'])
        expect(contrast(placeholder, tokens.get(background) ?? ''), background).toBeGreaterThanOrEqual(4.5);
      expect(contrast(placeholder, tokens.get('--color-ink') ?? '')).toBeGreaterThanOrEqual(2);
    });
});

// What the grid's stylesheet animates. A colour fade on a cell runs on the main thread every frame for every cell a
// move changes (all 16 as placing begins or ends), and each fade's start and end reach React's root listener as
// events: on a 4x slower phone CPU the frame after a Submit and the next tap waited on them (bench:taps).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(path.join(import.meta.dirname, 'GridBoard.module.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string): string {
  const start = CSS.indexOf(`\n${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return CSS.slice(start, CSS.indexOf('\n}', start));
}

describe('GridBoard styles', () => {
  it('moves a cell only by transform, changing its colours at once', () => {
    const transition = /\btransition:\s*([^;]+);/.exec(rule('.cell'))?.[1] ?? '';
    const properties = transition.split(',').map((part) => part.trim().split(/\s+/)[0]);
    expect(properties).toEqual(['transform']);
  });

  // A finger's tap hovers the cell it lands on, and a lift there is a transform that lays the page out again
  // before the tap is handled (bench:taps); the keys' hover colour would stay on after the tap.
  it.each(['GridBoard.module.css', '../LetterKeyboard/LetterKeyboard.module.css'])(
    '%s: hover looks only where a pointer hovers',
    (file) => {
      const root = postcss.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
      const hovers: { selector: string; media: string | null }[] = [];
      root.walkRules((rule) => {
        if (!rule.selector.includes(':hover')) return;
        const parent = rule.parent;
        const media = parent?.type === 'atrule' && (parent as postcss.AtRule).name === 'media';
        // A rule that only keeps a state's look under hover (the chosen key) changes nothing on a tap.
        if (rule.selectors.some((selector) => !selector.includes(':hover'))) return;
        hovers.push({ selector: rule.selector, media: media ? (parent as postcss.AtRule).params : null });
      });
      expect(hovers.length).toBeGreaterThan(0);
      for (const hover of hovers)
        expect(hover).toEqual({ selector: hover.selector, media: '(hover: hover)' });
    },
  );

  it('sizes the letters of a fitted grid on the grid, so a change in one cell does not restyle through the container', () => {
    // Container units on each cell made every tile drawn or taken away restyle and lay out the whole grid through
    // its size container (bench:taps): the grid reads the container once and its cells inherit the result.
    expect(rule('.fit .grid')).toMatch(/font-size:\s*clamp\([^;]*\dcqmin/);
    const onCells: string[] = [];
    postcss.parse(CSS).walkRules((cssRule) => {
      if (!cssRule.selectors.some((selector) => /\.cell\b/.test(selector))) return;
      cssRule.walkDecls((decl) => {
        if (/\dcq(w|h|i|b|min|max)\b/.test(decl.value))
          onCells.push(`${cssRule.selector} { ${decl.toString()} }`);
      });
    });
    expect(onCells).toEqual([]);
  });
});

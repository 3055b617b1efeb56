// What the grid's stylesheet animates. A colour fade on a cell runs on the main thread every frame for every cell a
// move changes (all 16 as placing begins or ends), and each fade's start and end reach React's root listener as
// events: on a 4x slower phone CPU the frame after a Submit and the next tap waited on them (bench:taps).
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
});

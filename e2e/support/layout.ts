// Reading where text and elements were drawn, for the layout tests: how many lines an element's text runs to, and
// whether two boxes meet.
import type { Locator } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The lines of text an element runs to: its words' boxes grouped by height on the page (a badge beside a name, a
 * few pixels off its baseline, is the same line). Text hidden for screen readers only is not a line.
 */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const centres: number[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of Array.from(range.getClientRects()))
        if (r.width > 1 && r.height > 1) centres.push(r.top + r.height / 2);
    }
    centres.sort((a, b) => a - b);
    return centres.filter((c, i) => i === 0 || c - (centres[i - 1] ?? c) > 10).length;
  });
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element's box on the page; one that is not drawn fails the test. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

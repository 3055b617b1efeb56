// The level cards' hover look: on a phone the tap that opened the page leaves a hover where the finger lifted,
// over Hard's card, which then looked chosen before the player chose anything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

describe('LevelPicker styles', () => {
  it('shows a card hovered only where a pointer can hover', () => {
    const root = postcss.parse(
      readFileSync(path.join(import.meta.dirname, 'LevelPicker.module.css'), 'utf8'),
    );
    const hovers: { selector: string; media: string | null }[] = [];
    root.walkRules((rule) => {
      if (!rule.selector.includes(':hover')) return;
      const parent = rule.parent;
      const media =
        parent?.type === 'atrule' && (parent as postcss.AtRule).name === 'media'
          ? (parent as postcss.AtRule).params
          : null;
      for (const selector of rule.selectors.filter((one) => one.includes(':hover')))
        hovers.push({ selector, media });
    });
    // The card's border and its name both answer a hovering pointer.
    expect(hovers.map((hover) => hover.selector).sort()).toEqual(['.level:hover', '.level:hover .name']);
    for (const hover of hovers) expect(hover).toEqual({ selector: hover.selector, media: '(hover: hover)' });
  });
});

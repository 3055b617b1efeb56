// Layout details a person notices and a DOM test cannot see, at the phone sizes where they go wrong.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('polish on a phone', () => {
  it("stacks the end screen's way on as one column of equal buttons on a 320 px phone", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 320, height: 568 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.baseUrl}/end-game-demo`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const names = ['Play Again', 'Share Results', 'Copy as plain text'];
      const boxes = [];
      for (const name of names) {
        const box = await page
          .getByRole(name === 'Play Again' ? 'link' : 'button', { name, exact: true })
          .boundingBox();
        if (!box) throw new Error(`${name} is not on the page`);
        boxes.push({ name, width: Math.round(box.width), left: Math.round(box.x) });
      }
      // One column: every button as wide as the others and lined up under them, not sized to its label.
      expect(new Set(boxes.map((box) => box.width)).size, JSON.stringify(boxes)).toBe(1);
      expect(new Set(boxes.map((box) => box.left)).size, JSON.stringify(boxes)).toBe(1);
    } finally {
      await context.close();
    }
  });
});

// Layout details a person notices and a DOM test cannot see, at the phone sizes where they go wrong.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/suite';
import { dailyPlayerOf, playDailyOverRest } from './support/restPlay';

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

  it('keeps a league with long names inside a 320 px page, every column of its tables on screen', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 320, height: 568 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      // Opening the daily gives this browser its player identity, which the league is created for.
      await page.goto(`${suite.server.baseUrl}/daily-challenge`);
      await page.waitForFunction(() => localStorage.getItem('gridable.playerIdentity') !== null);
      const { playerUUID, timeZone } = await dailyPlayerOf(page);
      const leagueId = await page.evaluate(
        async (body) => {
          const response = await fetch('/api/leagues', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return ((await response.json()) as { leagueId: string }).leagueId;
        },
        { name: 'Thursday Wordsmiths', nickname: 'Annabelle Maximilia', playerUUID, timeZone },
      );
      for (const nickname of ['Chidimma_Okonkwo', 'WWWWWWWWWWWWWWWWWWWW']) {
        const member = { playerUUID: crypto.randomUUID(), timeZone };
        await page.evaluate(
          async ({ id, body }) => {
            await fetch(`/api/leagues/${id}/members`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            });
          },
          { id: leagueId, body: { nickname, playerUUID: member.playerUUID } },
        );
        await playDailyOverRest(suite.server.baseUrl, member);
      }
      // A finished day fills every column of today's table: the widest it gets.
      await playDailyOverRest(suite.server.baseUrl, { playerUUID, timeZone });
      await page.goto(`${suite.server.baseUrl}/league/${leagueId}`);
      await page.getByRole('heading', { level: 1, name: 'Thursday Wordsmiths' }).waitFor();
      await page.getByRole('table').first().waitFor();
      const widths = await page.evaluate(() => ({
        page: document.scrollingElement?.scrollWidth ?? 0,
        rights: Array.from(document.querySelectorAll('h2, figure, table'), (element) =>
          Math.round(element.getBoundingClientRect().right),
        ),
      }));
      expect(widths.page).toBeLessThanOrEqual(320);
      // Headings, grid cards and tables end on screen: no column hidden behind a sideways scroll.
      for (const right of widths.rights) expect(right).toBeLessThanOrEqual(320);
    } finally {
      await context.close();
    }
  });

  it('leaves a tapped button its own colour on a touch screen, with no hover colour stuck on it', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      // A phone's browser reports a pointer that cannot hover; Chromium on its own reports a mouse.
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setEmulatedMedia', {
        features: [
          { name: 'hover', value: 'none' },
          { name: 'pointer', value: 'coarse' },
        ],
      });
      await page.goto(`${suite.server.baseUrl}/end-game-demo`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const share = page.getByRole('button', { name: 'Share Results', exact: true });
      const colour = () => share.evaluate((button) => getComputedStyle(button).backgroundColor);
      const resting = await colour();
      // Where the tap left the pointer: over the button, as after a tap on a touch screen.
      await share.hover();
      expect(await colour()).toBe(resting);
    } finally {
      await context.close();
    }
  });
});

// Names in a friend game, in Chromium: a creator names themself on Challenge a Friend, a friend who came by link
// names themself mid-game from the settings panel, and each sees the other's name at once (no reload) in place of
// "Opponent", on a laptop and a 390 px phone, with the longest name on one line; Home lists the game by it.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './support/browser';
import { expectNoSideScroll } from './support/dailyPlay';
import { closeAll, createGame, openPlayer, roundHeading } from './support/friendPlay';
import { boxOf, overlap, textLines } from './support/layout';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
/** The longest name there may be (NAME_MAX_LENGTH). */
const LONGEST = 'Bartholomew Aldridge';

describe('player names', () => {
  it('each player reads the other by name, set before the game or during it', async () => {
    const baseUrl = suite.server.baseUrl;
    const creator = await openPlayer(suite.browser, baseUrl, { width: 1366, height: 657 });
    const friend = await openPlayer(suite.browser, baseUrl, { width: 390, height: 844 });
    try {
      const gameId = await createGame(baseUrl, creator, 'Ana');
      await friend.page.goto(`${baseUrl}/game/${gameId}`);
      await roundHeading(creator, 1);
      await roundHeading(friend, 1);

      // The friend came by link with no name: "Opponent" to the creator, while they read "Ana".
      await friend.page.getByText('Ana: Active').waitFor();
      await creator.page.getByText('Opponent: Active').waitFor();

      // Named from the settings panel mid-game: the creator's screen changes without a reload.
      await friend.page.getByRole('button', { name: 'Settings' }).click();
      const name = friend.page.getByRole('textbox', { name: 'Your name' });
      await name.fill(LONGEST);
      // The open panel keeps to the phone's width.
      await expectNoSideScroll(friend.page, 390);
      await name.press('Enter');
      await friend.page.getByRole('button', { name: 'Settings' }).click();
      await creator.page.getByText(`${LONGEST}: Active`).waitFor();

      // The longest name keeps the pill to one line beside the round on the phone, nothing pushed sideways.
      await creator.page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();
      for (const width of [390, 320]) {
        await creator.page.setViewportSize({ width, height: 740 });
        const pill = creator.page.getByText(`${LONGEST}: Active`);
        expect.soft(await textLines(pill), `presence pill lines at ${width}`).toBe(1);
        const round = await boxOf(creator.page.getByRole('heading', { name: 'Round 1 of 16' }));
        expect.soft(overlap(await boxOf(pill), round), `pill over the round at ${width}`).toBe(false);
        await expectNoSideScroll(creator.page, width);
        await saveScreenshot(creator.page, `names-pill-${width}`);
      }
      await creator.page.setViewportSize({ width: 1366, height: 657 });

      // Home lists the game by whom it is against.
      await friend.page.goto(`${baseUrl}/`);
      await friend.page.getByRole('link', { name: /^vs Ana/ }).waitFor();
      await creator.page.goto(`${baseUrl}/`);
      const row = creator.page.getByRole('link', { name: new RegExp(`^vs ${LONGEST}`) });
      await row.waitFor();
      await saveScreenshot(creator.page, 'names-home');
      expect([...creator.errors, ...friend.errors]).toEqual([]);
    } finally {
      await closeAll(creator, friend);
    }
  });

  it("a name given on the waiting screen is in the invitation's link preview at once", async () => {
    const baseUrl = suite.server.baseUrl;
    const creator = await openPlayer(suite.browser, baseUrl, { width: 390, height: 844 });
    try {
      const gameId = await createGame(baseUrl, creator);
      const previewTitle = async () => {
        const html = await (await fetch(`${baseUrl}/game/${gameId}`)).text();
        return /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
      };
      await expect(previewTitle()).resolves.toBe(`Join my Gridable game · ${gameId}`);

      const name = creator.page.getByRole('textbox', { name: 'Your name' });
      await name.fill('Cleo');
      await name.press('Enter');
      await expect
        .poll(previewTitle, { timeout: 5_000, interval: 250 })
        .toBe(`Join Cleo for a game of Gridable · ${gameId}`);
      await expectNoSideScroll(creator.page, 390);
      await saveScreenshot(creator.page, 'names-waiting-390');
      expect(creator.errors).toEqual([]);
    } finally {
      await closeAll(creator);
    }
  });
});

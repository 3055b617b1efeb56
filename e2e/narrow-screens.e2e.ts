// Narrow phones (320, 360 and 390 px wide), in Chromium: a league table cuts a 20-letter nickname with an ellipsis on
// one line instead of breaking it mid-word, and its numbers' headers keep apart; the header names the app at 390 px
// (its icon at 360); Home's hub rows keep to their lines at 320 px; and the toast that greets a friend who joined
// by link hides neither the round heading nor the grid on a 390x844 phone or a laptop.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './support/browser';
import { expectNoSideScroll, pageAs } from './support/dailyPlay';
import { closeAll, openPlayer, startGame } from './support/friendPlay';
import {
  dailyPlayerOf,
  playDailyOverRest,
  playFriendRoundsOverRest,
  post,
  startFriendGameOverRest,
} from './support/restPlay';
import { boxOf, overlap, textLines } from './support/layout';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
/** The longest nickname there may be (NAME_MAX_LENGTH), one word. */
const LONGEST = 'Supercalifragilistic';

describe('narrow screens', () => {
  it('a league table cuts a 20-letter nickname on one line, and its headers keep apart', async () => {
    const baseUrl = suite.server.baseUrl;
    const viewer = crypto.randomUUID();
    const { leagueId } = await post<{ leagueId: string }>(baseUrl, '/leagues', {
      name: 'Narrow',
      nickname: LONGEST,
      playerUUID: viewer,
    });
    await post(baseUrl, `/leagues/${leagueId}/members`, {
      nickname: 'Bartholomew',
      playerUUID: crypto.randomUUID(),
    });
    await playDailyOverRest(baseUrl, { playerUUID: viewer });
    for (const width of [320, 360, 390]) {
      const { context, page, errors } = await pageAs(suite.browser, { width, height: 800 }, viewer);
      try {
        await page.goto(`${baseUrl}/league/${leagueId}`);
        for (const table of [/^Today/, 'This week', 'All time']) {
          const region = page.getByRole('region', { name: table });
          // Heard whole, with the viewer's "(you)"; seen on one line, cut with an ellipsis where it must be.
          const row = region.getByRole('rowheader', { name: `${LONGEST} (you)` });
          await row.waitFor();
          const name = row.getByText(LONGEST, { exact: true });
          expect.soft(await textLines(row), `${String(table)} at ${width}: lines of the name`).toBe(1);
          await expect(name.getAttribute('title')).resolves.toBe(LONGEST);
          const cut = await name.evaluate((el) => ({
            cut: el.scrollWidth > el.clientWidth,
            ellipsis: getComputedStyle(el).textOverflow,
          }));
          if (cut.cut) expect(cut.ellipsis).toBe('ellipsis');
          // "(you)" is never the part cut off.
          const you = await boxOf(row.getByText('(you)'));
          expect(you.x + you.width).toBeLessThanOrEqual((await boxOf(row)).x + (await boxOf(row)).width);
          // Nothing of the table behind a sideways scroll.
          await expect(
            region.locator('table').evaluate((t) => (t.parentElement?.scrollWidth ?? 0) - t.clientWidth),
          ).resolves.toBeLessThanOrEqual(0);
          // The headers' words at least 5 px apart (at 360 px 'Played' and 'Score' were 4 px apart, all but touching).
          const gaps = await region.locator('thead th').evaluateAll((cells) => {
            const boxes = cells.map((cell) => {
              const range = document.createRange();
              range.selectNodeContents(cell);
              const rects = Array.from(range.getClientRects());
              return {
                left: Math.min(...rects.map((r) => r.left)),
                right: Math.max(...rects.map((r) => r.right)),
              };
            });
            return boxes.slice(1).map((box, i) => box.left - (boxes[i]?.right ?? 0));
          });
          expect
            .soft(Math.min(...gaps), `${String(table)} at ${width}: header gap`)
            .toBeGreaterThanOrEqual(5);
        }
        // An 11-letter name is whole in today's six columns from 360 px.
        if (width >= 360) {
          const other = page
            .getByRole('region', { name: /^Today/ })
            .getByRole('rowheader', { name: 'Bartholomew' })
            .getByText('Bartholomew');
          await expect(other.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
        }
        await expectNoSideScroll(page, width);
        await saveScreenshot(page, `narrow-league-${width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the header names the app at 390 px and shows its icon at 360, in one 52 px row', async () => {
    for (const [width, shown] of [
      [390, 'Gridable'],
      [360, 'G'],
    ] as const) {
      const { context, page } = await pageAs(suite.browser, { width, height: 844 });
      try {
        await page.goto(`${suite.server.baseUrl}/`);
        const header = page.locator('header').first();
        const nav = header.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Home' }).waitFor();
        const brand = header.locator('a[aria-hidden="true"]').getByText(shown, { exact: true });
        expect(await brand.isVisible(), `${shown} at ${width}`).toBe(true);
        const [brandBox, navBox, headerBox] = [await boxOf(brand), await boxOf(nav), await boxOf(header)];
        // Top left, beside the items rather than under them, and the row as tall as ever.
        expect(brandBox.x).toBeLessThan(24);
        expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(navBox.x);
        expect(headerBox.height).toBe(52);
        expect(navBox.x + navBox.width).toBeLessThanOrEqual(width);
        // Each item's words on one line ("Word Checker", not "Word / Checker").
        for (const item of [
          nav.getByRole('link', { name: 'Home' }),
          nav.getByRole('button', { name: 'Rules' }),
          nav.getByRole('link', { name: /^Word Checker/ }),
        ])
          await expect(textLines(item)).resolves.toBe(1);
        await expectNoSideScroll(page, width);
        await saveScreenshot(page, `narrow-header-${width}`);
      } finally {
        await context.close();
      }
    }
  });

  it("Home's hub rows keep to their lines at 320 px: today's daily, and a lost game with a rematch to answer", async () => {
    const baseUrl = suite.server.baseUrl;
    const player = await openPlayer(suite.browser, baseUrl, { width: 320, height: 700 });
    try {
      await player.page.goto(`${baseUrl}/`);
      const me = (await dailyPlayerOf(player.page)).playerUUID;
      const friend = crypto.randomUUID();
      // A whole game the friend wins, then offers a rematch; and one this player resigned.
      const clientIds: [string, string] = [crypto.randomUUID(), crypto.randomUUID()];
      const lost = await startFriendGameOverRest(baseUrl, friend, me, clientIds);
      await playFriendRoundsOverRest(
        {
          baseUrl,
          gameId: lost,
          clientIds,
          cells: [(round) => round - 1, (round) => (round * 5) % 16],
          letters: 'CATSTONEAREDLIPS',
        },
        1,
        16,
      );
      await post(baseUrl, `/games/${lost}/rematch`, { clientId: clientIds[0], playerUUID: friend });
      const resigned = await startFriendGameOverRest(baseUrl, me, friend);
      await post(baseUrl, `/games/${resigned}/resign`, { playerUUID: me });
      await post(baseUrl, `/games/${resigned}/rematch`, { clientId: 'friend', playerUUID: friend });

      for (const width of [320, 360, 390]) {
        await player.page.setViewportSize({ width, height: 700 });
        await player.page.reload();
        const hub = player.page.getByRole('region', { name: 'Your games' });
        const daily = hub.getByRole('link', { name: /^Today's Gridable/ });
        await hub.getByRole('link', { name: new RegExp(`^Game ${lost}`) }).waitFor();
        // The daily's name and its badge on the first line.
        const dailyName = daily.getByText("Today's Gridable", { exact: true });
        expect.soft(await textLines(dailyName), `daily's name at ${width}`).toBe(1);
        const [nameBox, badgeBox] = [await boxOf(dailyName), await boxOf(daily.getByText('Your turn'))];
        expect
          .soft(Math.abs(nameBox.y + nameBox.height / 2 - (badgeBox.y + badgeBox.height / 2)))
          .toBeLessThan(8);
        for (const id of [lost, resigned]) {
          const card = hub.getByRole('listitem').filter({ hasText: `Game ${id}` });
          const link = card.getByRole('link');
          // The game's name, then its result ("Lost 15–28"), each on one line, neither under a button.
          const name = link.getByText(`Game ${id}`, { exact: true });
          const result = link.getByText(/^(Lost|Won|Tied)/);
          expect.soft(await textLines(name), `game's name at ${width}`).toBe(1);
          expect.soft(await textLines(result), `${await result.textContent()} at ${width}`).toBe(1);
          const words = [await boxOf(name), await boxOf(result)];
          for (const button of ['Accept rematch', 'Decline']) {
            const box = await boxOf(card.getByRole('button', { name: button }));
            expect
              .soft(
                words.filter((word) => overlap(word, box)),
                `${button} over words at ${width}`,
              )
              .toEqual([]);
            // Inside its card.
            const cardBox = await boxOf(link);
            expect.soft(box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
            expect.soft(box.y >= cardBox.y && box.y + box.height <= cardBox.y + cardBox.height).toBe(true);
          }
        }
        await expectNoSideScroll(player.page, width);
        await saveScreenshot(player.page, `narrow-hub-${width}`);
      }
      expect(player.errors).toEqual([]);
    } finally {
      await closeAll(player);
    }
  });

  it('the "Joined Game" toast hides neither the round heading nor the grid, on a phone and a laptop', async () => {
    const baseUrl = suite.server.baseUrl;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 657 },
    ]) {
      const creator = await openPlayer(suite.browser, baseUrl, viewport);
      const friend = await openPlayer(suite.browser, baseUrl, viewport);
      try {
        const gameId = await startGame(baseUrl, creator, friend);
        const { page } = friend;
        const toast = page.getByRole('status').filter({ hasText: `Joined Game ${gameId}` });
        await toast.waitFor();
        // Still said in full to a screen reader, whose turn it is included.
        await expect(toast.textContent()).resolves.toContain('Your friend chooses the first letter.');
        await saveScreenshot(page, `narrow-joined-toast-${viewport.width}`);
        const box = await boxOf(toast);
        const covered = {
          heading: await boxOf(page.getByRole('heading', { name: 'Round 1 of 16' })),
          status: await boxOf(page.getByText(/^Waiting for opponent to choose/)),
          grid: await boxOf(page.getByRole('group', { name: 'Your grid' })),
          nav: await boxOf(page.getByRole('navigation', { name: 'Main' })),
        };
        for (const [what, under] of Object.entries(covered))
          expect.soft(overlap(box, under), `toast over the ${what} at ${viewport.width}`).toBe(false);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect([...creator.errors, ...friend.errors]).toEqual([]);
      } finally {
        await closeAll(creator, friend);
      }
    }
  });
});

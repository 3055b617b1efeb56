// Home as the hub of a player's games, in Chromium: today's daily, the computer game, a friend game waiting on the
// opponent, and a finished one that ended by resignation (whose end screen says so to both players). Saves the
// hub at phone and laptop sizes (the README's screenshots in docs/screenshots/ are these). A returning player's
// Home shows the games whose turn is theirs on its first screen, without scrolling.
import { describe, expect, it } from 'vitest';
import { ENDING_MESSAGES } from '@gridable/common/messages';
import type { Page } from 'playwright-core';
import { auditAllThemes, setTheme } from './support/axe';
import { saveScreenshot } from './support/browser';
import {
  closeAll,
  confirmPlacement,
  openPlayer,
  startGame,
  submitLetter,
  tapCell,
  tapKey,
} from './support/friendPlay';
import { dailyPlayerOf, playDailyOverRest, post } from './support/restPlay';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 657 };
const SMALL = { width: 320, height: 568 };

/** A friend game made and joined over REST: round 1, the creator's turn to choose. */
async function friendGame(baseUrl: string, creator: string, joiner: string): Promise<string> {
  const clientIds = [crypto.randomUUID(), crypto.randomUUID()];
  const { gameId } = await post<{ gameId: string }>(baseUrl, '/games', {
    clientId: clientIds[0],
    playerUUID: creator,
  });
  await post(baseUrl, `/games/${gameId}/join`, {
    clientId: clientIds[0],
    playerUUID: creator,
    requestedPlayerId: 1,
  });
  await post(baseUrl, `/games/${gameId}/join`, { clientId: clientIds[1], playerUUID: joiner });
  return gameId;
}

/** Whether the element lies wholly inside the viewport as the page opened, before any scrolling. */
async function onFirstScreen(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const scrolled = await page.evaluate(() => window.scrollY);
  return scrolled === 0 && box.y >= 0 && box.y + box.height <= viewport.height;
}

/** Whether `button` sits on `link`'s line, to its right, rather than on a line of its own below it. */
async function besideOnItsLine(link: ReturnType<Page['locator']>, button: ReturnType<Page['locator']>) {
  const [row, box] = [await link.boundingBox(), await button.boundingBox()];
  if (!row || !box) return false;
  return box.x >= row.x + row.width && box.y < row.y + row.height && box.y + box.height > row.y;
}

/** How many lines an element's contents run to (its boxes' distinct tops: a bell beside the text is one line). */
function textLines(element: ReturnType<Page['locator']>): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 1)
        .map((r) => Math.round(r.top)),
    );
    return tops.size;
  });
}

describe('Home as the hub', () => {
  it('lists the daily, the computer game and friend games with whose turn it is, and a resignation', async () => {
    const baseUrl = suite.server.baseUrl;
    const one = await openPlayer(suite.browser, baseUrl, PHONE);
    const two = await openPlayer(suite.browser, baseUrl, PHONE);
    try {
      // A game that ends by resignation: both end screens say how it ended.
      const resigned = await startGame(baseUrl, one, two);
      await one.page.getByRole('button', { name: 'Resign' }).click();
      await one.page
        .getByRole('dialog', { name: 'Resign this game?' })
        .getByRole('button', { name: 'Resign' })
        .click();
      await one.page.getByText(ENDING_MESSAGES.resignedByYou).waitFor();
      await two.page.getByText(ENDING_MESSAGES.resignedByOpponent).waitFor();
      expect(await two.page.getByRole('heading', { level: 1, name: 'You Win!' }).isVisible()).toBe(true);

      // A game now waiting on player 2.
      const waiting = await startGame(baseUrl, one, two);
      await tapKey(one, 'C');
      await submitLetter(one);
      await tapCell(one, 'C', 0);
      await confirmPlacement(one, 'C', 0);

      // A game against the computer, round 1 under way.
      await one.page.goto(`${baseUrl}/play-computer?level=easy`);
      await one.page.getByRole('heading', { name: 'Round 1 of 16' }).waitFor();

      await one.page.goto(`${baseUrl}/`);
      const hub = one.page.getByRole('region', { name: 'Your games' });
      const waitingGame = hub.getByRole('link', { name: new RegExp(`^Game ${waiting}`) });
      await waitingGame.waitFor();
      expect(await waitingGame.textContent()).toContain('Their turn');
      const daily = hub.getByRole('link', { name: /^Today's Gridable/ });
      expect(await daily.textContent()).toContain('Your turn');
      expect(await hub.getByRole('link', { name: /^vs Computer \(Easy\)/ }).textContent()).toContain(
        'Your turn',
      );
      const finished = hub.getByRole('link', { name: new RegExp(`^Game ${resigned}`) });
      expect(await finished.textContent()).toContain('Lost (resigned)');
      // At 390 px a row stays one row: Rematch beside its game, and the notify label (here after the game
      // screen, whose style sheets load after the hub's) on one line.
      const rematch = hub
        .getByRole('listitem')
        .filter({ hasText: `Game ${resigned}` })
        .getByRole('button', { name: 'Rematch' });
      expect.soft(await besideOnItsLine(finished, rematch), 'Rematch on its row').toBe(true);
      const notify = hub.getByRole('button', { name: /Notify me/ });
      expect.soft(await textLines(notify), "notify label's lines").toBe(1);
      await saveScreenshot(one.page, 'hub-phone');
      await one.page.setViewportSize(LAPTOP);
      await waitingGame.waitFor();
      await saveScreenshot(one.page, 'hub-laptop');

      expect(one.errors).toEqual([]);
      expect(two.errors).toEqual([]);
    } finally {
      await closeAll(one, two);
    }
  });

  it('shows a returning player the games whose turn is theirs without scrolling', async () => {
    const baseUrl = suite.server.baseUrl;
    const friend = crypto.randomUUID();
    // A 320x568 phone has room for the title and the ways to play only: there, nothing may scroll sideways.
    for (const [viewport, gamesOnFirstScreen] of [
      [LAPTOP, true],
      [PHONE, true],
      [SMALL, false],
    ] as const) {
      const player = await openPlayer(suite.browser, baseUrl, viewport, { injectsScripts: true });
      try {
        // The first visit makes the identity; the games come over REST: two on this player's move, one on the
        // friend's, and today's daily still to play.
        await player.page.goto(`${baseUrl}/`);
        const { playerUUID } = await dailyPlayerOf(player.page);
        const yours = await friendGame(baseUrl, playerUUID, friend);
        await friendGame(baseUrl, friend, playerUUID);
        await friendGame(baseUrl, playerUUID, friend);

        await player.page.reload();
        const hub = player.page.getByRole('region', { name: 'Your games' });
        const row = hub.getByRole('link', { name: new RegExp(`^Game ${yours}`) });
        await row.waitFor();
        expect(await row.textContent()).toContain('Your turn');
        const size = `${viewport.width}x${viewport.height}`;
        await saveScreenshot(player.page, `hub-returning-${size}`);
        // The first of the games that wait on this player (the list puts them first), whole, as Home opens.
        const first = hub.getByRole('link', { name: /^Game / }).first();
        expect(await first.textContent()).toContain('Your turn');
        // Soft: the run says which of the two sizes misses, not only the first.
        if (gamesOnFirstScreen)
          expect
            .soft(await onFirstScreen(player.page, first), `first "Your turn" game at ${size}`)
            .toBe(true);
        expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        // The returning layout (two columns on the laptop) in every theme.
        if (gamesOnFirstScreen)
          expect(await auditAllThemes(player.page, `returning home ${size}`)).toEqual([]);
        expect(player.errors).toEqual([]);
      } finally {
        await closeAll(player);
      }
    }
  });

  it("keeps a returning player's games on a phone's first screen once today's daily is played", async () => {
    const baseUrl = suite.server.baseUrl;
    const friend = crypto.randomUUID();
    for (const viewport of [PHONE, SMALL, LAPTOP]) {
      const player = await openPlayer(suite.browser, baseUrl, viewport, { injectsScripts: true });
      try {
        // Today's daily played; a game on this player's move, one on the friend's, and a recent game (the friend
        // resigned), whose row carries Rematch.
        await player.page.goto(`${baseUrl}/`);
        const identity = await dailyPlayerOf(player.page);
        await playDailyOverRest(baseUrl, identity);
        const yours = await friendGame(baseUrl, identity.playerUUID, friend);
        await friendGame(baseUrl, friend, identity.playerUUID);
        const over = await friendGame(baseUrl, identity.playerUUID, friend);
        await post(baseUrl, `/games/${over}/resign`, { playerUUID: friend });

        await player.page.reload();
        const hub = player.page.getByRole('region', { name: 'Your games' });
        const row = hub.getByRole('link', { name: new RegExp(`^Game ${yours}`) });
        await row.waitFor();
        // What the played day offered is all still there: the day's numbers, its result, the countdown, stats.
        const day = player.page.getByRole('region', { name: "Today's results" });
        for (const label of ['Your score today', "Today's high score", 'Your 20+ points streak'])
          await day.getByText(label).waitFor();
        await player.page.getByText(/^Next Gridable in/).waitFor();
        for (const name of ["See today's result", 'Statistics', 'Archive'])
          expect(await player.page.getByRole('button', { name }).isVisible(), name).toBe(true);
        expect(
          await player.page.getByRole('button', { name: "Today's Gridable Completed!" }).isDisabled(),
        ).toBe(true);
        const size = `${viewport.width}x${viewport.height}`;
        await saveScreenshot(player.page, `hub-returning-played-${size}`);
        await setTheme(player.page, 'dark');
        await saveScreenshot(player.page, `hub-returning-played-${size}-dark`);
        await setTheme(player.page, 'light');

        const first = hub.getByRole('link', { name: /^Game / }).first();
        expect(await first.textContent()).toContain('Your turn');
        if (viewport !== SMALL)
          expect
            .soft(await onFirstScreen(player.page, first), `first "Your turn" game at ${size}`)
            .toBe(true);
        // A row stays one row: Rematch beside its game, the notify label on one line.
        const recent = hub.getByRole('listitem').filter({ hasText: `Game ${over}` });
        const rematch = recent.getByRole('button', { name: 'Rematch' });
        const notify = hub.getByRole('button', { name: /Notify me/ });
        if (viewport !== SMALL) {
          expect
            .soft(await besideOnItsLine(recent.getByRole('link'), rematch), `Rematch on its row at ${size}`)
            .toBe(true);
          expect.soft(await textLines(notify), `notify label's lines at ${size}`).toBe(1);
        }
        expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(player.errors).toEqual([]);
      } finally {
        await closeAll(player);
      }
    }
  });
});

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
import {
  dailyPlayerOf,
  playDailyOverRest,
  playFriendRoundsOverRest,
  post,
  startFriendGameOverRest,
} from './support/restPlay';
import { overlap, textLines } from './support/layout';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 657 };
const SMALL = { width: 320, height: 568 };
const ANDROID = { width: 360, height: 740 };

/** Whether the element lies wholly inside the viewport as the page opened, before any scrolling. */
async function onFirstScreen(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const scrolled = await page.evaluate(() => window.scrollY);
  return scrolled === 0 && box.y >= 0 && box.y + box.height <= viewport.height;
}

/** Whether `button` lies inside `link`'s card (a recent game's Rematch is in its card, on its first line). */
async function insideItsCard(link: ReturnType<Page['locator']>, button: ReturnType<Page['locator']>) {
  const [card, box] = [await link.boundingBox(), await button.boundingBox()];
  if (!card || !box) return false;
  return (
    box.x >= card.x &&
    box.x + box.width <= card.x + card.width &&
    box.y >= card.y &&
    box.y + box.height <= card.y + card.height
  );
}

/** The boxes of an element's words (as textLines reads them). */
function wordBoxes(element: ReturnType<Page['locator']>) {
  return element.evaluate((node) => {
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of Array.from(range.getClientRects()))
        if (r.width > 1 && r.height > 1) boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
    }
    return boxes;
  });
}

/** Elements of the hub whose content is wider than their box (a label cut off or spilling out). */
function cutOff(hub: ReturnType<Page['locator']>): Promise<string[]> {
  return hub.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('a, button, span, p, h2, h3, label'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && !el.classList.contains('visually-hidden'))
      .concat(
        Array.from(root.querySelectorAll<HTMLElement>('a, button')).filter(
          (el) => el.getBoundingClientRect().right > root.getBoundingClientRect().right,
        ),
      )
      .map((el) => el.textContent ?? el.tagName),
  );
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
      // At 390 px a row stays one card: Rematch in its game's card, and the notify label (here after the game
      // screen, whose style sheets load after the hub's) on one line.
      const rematch = hub
        .getByRole('listitem')
        .filter({ hasText: `Game ${resigned}` })
        .getByRole('button', { name: 'Rematch' });
      expect.soft(await insideItsCard(finished, rematch), 'Rematch in its card').toBe(true);
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
        const yours = await startFriendGameOverRest(baseUrl, playerUUID, friend);
        await startFriendGameOverRest(baseUrl, friend, playerUUID);
        await startFriendGameOverRest(baseUrl, playerUUID, friend);

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
        const yours = await startFriendGameOverRest(baseUrl, identity.playerUUID, friend);
        await startFriendGameOverRest(baseUrl, friend, identity.playerUUID);
        const over = await startFriendGameOverRest(baseUrl, identity.playerUUID, friend);
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
        // A row stays one card, down to 320 px: Rematch in its game's card, the notify label on one line.
        const recent = hub.getByRole('listitem').filter({ hasText: `Game ${over}` });
        const rematch = recent.getByRole('button', { name: 'Rematch' });
        const notify = hub.getByRole('button', { name: /Notify me/ });
        expect
          .soft(await insideItsCard(recent.getByRole('link'), rematch), `Rematch in its card at ${size}`)
          .toBe(true);
        expect.soft(await textLines(notify), `notify label's lines at ${size}`).toBe(1);
        expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(player.errors).toEqual([]);
      } finally {
        await closeAll(player);
      }
    }
  });

  it('reads every row at a glance from 320 to 1366 px: two lines, one action, nothing overlapping or cut off', async () => {
    const baseUrl = suite.server.baseUrl;
    const friend = crypto.randomUUID();
    const player = await openPlayer(suite.browser, baseUrl, SMALL, { injectsScripts: true });
    try {
      // Every kind of row: a game three rounds in, one nobody has moved in on the friend's,
      // one nobody has joined (with Withdraw), and a recent game the friend resigned (with Rematch).
      await player.page.goto(`${baseUrl}/`);
      const identity = await dailyPlayerOf(player.page);
      const clientIds: [string, string] = [crypto.randomUUID(), crypto.randomUUID()];
      const moved = await startFriendGameOverRest(baseUrl, identity.playerUUID, friend, clientIds);
      await playFriendRoundsOverRest(
        { baseUrl, gameId: moved, clientIds, cells: [(r) => r - 1, (r) => r - 1], letters: 'CATSTONE' },
        1,
        3,
      );
      const fresh = await startFriendGameOverRest(baseUrl, friend, identity.playerUUID);
      const { gameId: alone } = await post<{ gameId: string }>(baseUrl, '/games', {
        clientId: crypto.randomUUID(),
        playerUUID: identity.playerUUID,
      });
      await post(baseUrl, `/games/${alone}/join`, {
        clientId: crypto.randomUUID(),
        playerUUID: identity.playerUUID,
        requestedPlayerId: 1,
      });
      const over = await startFriendGameOverRest(baseUrl, identity.playerUUID, friend);
      await post(baseUrl, `/games/${over}/resign`, { playerUUID: friend });

      for (const dailyDone of [false, true]) {
        if (dailyDone) await playDailyOverRest(baseUrl, identity);
        for (const viewport of [SMALL, ANDROID, PHONE, LAPTOP]) {
          await player.page.setViewportSize(viewport);
          await player.page.reload();
          const hub = player.page.getByRole('region', { name: 'Your games' });
          const rowOf = (id: string) => hub.getByRole('link', { name: new RegExp(`^Game ${id}`) });
          await rowOf(over).waitFor();
          const size = `${viewport.width}x${viewport.height}${dailyDone ? ' (daily played)' : ''}`;
          for (const theme of ['light', 'dark'] as const) {
            await setTheme(player.page, theme);
            await saveScreenshot(
              player.page,
              `hub-rows-${viewport.width}x${viewport.height}${dailyDone ? '-played' : ''}-${theme}`,
            );
          }
          await setTheme(player.page, 'light');
          // Who and whose turn, then the round, score and time: two lines, never three.
          expect.soft(await rowOf(moved).textContent()).toMatch(/Round 4 · \d+–\d+ · just now/);
          for (const id of [moved, fresh, alone, over])
            expect.soft(await textLines(rowOf(id)), `lines of game ${id}'s row at ${size}`).toBe(2);
          // Rematch inside its game's card, on its first line, over none of its words.
          const rematch = hub
            .getByRole('listitem')
            .filter({ hasText: `Game ${over}` })
            .getByRole('button', { name: 'Rematch' });
          expect.soft(await insideItsCard(rowOf(over), rematch), `Rematch in its card at ${size}`).toBe(true);
          const button = await rematch.boundingBox();
          const words = await wordBoxes(rowOf(over));
          expect
            .soft(
              words.filter((word) => button && overlap(word, button)),
              `words under Rematch at ${size}`,
            )
            .toEqual([]);
          const notify = hub.getByRole('button', { name: /Notify me/ });
          expect.soft(await textLines(notify), `notify label's lines at ${size}`).toBe(1);
          expect.soft(await cutOff(hub), `cut off at ${size}`).toEqual([]);
          expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
        }
      }
      expect(player.errors).toEqual([]);
    } finally {
      await closeAll(player);
    }
  });
});

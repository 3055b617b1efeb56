// Learning from a game: the daily's Review from its end screen with the replay stepped by keys and buttons
// (phone), a friend game watched live by strangers at phone and laptop sizes with no grid before the end,
// and its player's review at laptop size.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './support/browser';
import {
  closeStatsOpenedByItself,
  expectNoSideScroll,
  finishDailyOnScreen,
  watchErrors,
} from './support/dailyPlay';
import { playDailyOverRest, ROUNDS } from './support/restPlay';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 657 };

async function openPage(viewport: { width: number; height: number }, identity?: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (identity) {
    await context.addInitScript((playerUUID) => {
      localStorage.setItem(
        'gridable.playerIdentity',
        JSON.stringify({ playerUUID, createdAt: new Date().toISOString() }),
      );
    }, identity);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${suite.server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(reply)}`);
  return reply;
}

/** A friend game played over REST; `round(n)` plays round n (choose, then both place in reading order). */
async function restFriendGame() {
  const { gameId } = (await post('/games', {})) as { gameId: string };
  const seats = [1, 2].map((seat) => ({ seat, clientId: `c-${randomUUID()}`, playerUUID: randomUUID() }));
  for (const s of seats) {
    await post(`/games/${gameId}/join`, {
      clientId: s.clientId,
      playerUUID: s.playerUUID,
      requestedPlayerId: s.seat,
    });
  }
  const letters = 'STARENOTLACEDIMP';
  const round = async (n: number) => {
    const chooser = seats[(n + 1) % 2];
    await post(`/games/${gameId}/letter`, { letter: letters[n - 1], clientId: chooser?.clientId });
    if (n === 16) return;
    for (const s of seats) {
      // Seat 1 fills in reading order, seat 2 from the end: two different grids.
      const cell = s.seat === 1 ? n - 1 : 16 - n;
      await post(`/games/${gameId}/placement`, { playerId: s.seat, cellIndex: cell, clientId: s.clientId });
    }
  };
  return { gameId, seats, round };
}

describe('review, replay and watching', () => {
  it('reviews a finished daily from its end screen and steps through it (phone)', async () => {
    const playerUUID = randomUUID();
    const page = await openPage(PHONE, playerUUID);
    const errors = watchErrors(page);
    // Rounds 1-15 over REST (daily.e2e plays them on screen); the page resumes at the last, played on screen.
    await playDailyOverRest(suite.server.baseUrl, { playerUUID }, ROUNDS - 1);
    await page.goto(`${suite.server.baseUrl}/daily-challenge`);
    await finishDailyOnScreen(page);
    await closeStatsOpenedByItself(page);
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.getByRole('heading', { name: /^Review: Gridable #\d+/ }).waitFor();
    const skill = Number(await page.getByTestId('review-skill').textContent());
    expect(skill).toBeGreaterThanOrEqual(0);
    expect(skill).toBeLessThanOrEqual(99);
    await expect
      .poll(() =>
        page
          .getByText(/Round \d+ of 16/)
          .first()
          .textContent(),
      )
      .toMatch(/Round \d+ of 16/);

    // Start from round 1, then the keys and buttons step one round at a time.
    await page.getByRole('button', { name: /^Round 1, letter/ }).click();
    await page.getByText('Round 1 of 16').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Round 2 of 16').waitFor();
    await page.getByRole('button', { name: 'Next round' }).click();
    await page.getByText('Round 3 of 16').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Round 2 of 16').waitFor();
    // Round 2's letter was the player's choice; the computer's other choice, if any, is drawn dashed.
    await expect.poll(() => page.getByTestId('move-note').textContent()).toMatch(/^You chose [A-Z]/);
    // The grids fill in: after the last round the player's grid is full.
    await page.getByRole('button', { name: /^Round 16, letter/ }).click();
    const yours = page.getByRole('group', { name: 'Your grid after round 16' });
    await expect.poll(() => yours.getByRole('button', { name: /letter [A-Z]$/ }).count()).toBe(16);
    // The grid beside yours is the Medium computer's own game; the Hard computer grades the moves.
    await page.getByRole('group', { name: "Medium computer's grid after round 16" }).waitFor();
    expect(await page.getByTestId('graded-by').textContent()).toContain('the Hard computer');
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toMatch(/^[A-Z]$/);
    await expectNoSideScroll(page, PHONE.width);
    await saveScreenshot(page, 'review-daily-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets strangers watch a full friend game without grids until the end, then its player reviews it (laptop)', async () => {
    const game = await restFriendGame();
    await game.round(1);
    const watchers = [await openPage(PHONE), await openPage(LAPTOP)];
    for (const page of watchers) {
      await page.goto(`${suite.server.baseUrl}/game/${game.gameId}`);
      await page.getByRole('heading', { name: `Watching game ${game.gameId}` }).waitFor();
      await page.getByRole('heading', { name: 'Round 2 of 16' }).waitFor();
    }
    await game.round(2);
    await game.round(3);
    for (const page of watchers) {
      await page.getByRole('heading', { name: 'Round 4 of 16' }).waitFor();
      expect(await page.getByRole('list', { name: 'Letters called' }).textContent()).toBe('STA');
      // No grid of either player is on the page before the end.
      expect(await page.getByRole('group', { name: /grid/ }).count()).toBe(0);
      expect(await page.getByText('2 watching').count()).toBe(1);
    }
    await saveScreenshot(watchers[0] as Page, 'watch-live-phone');
    await saveScreenshot(watchers[1] as Page, 'watch-live-laptop');
    for (let n = 4; n <= 16; n++) await game.round(n);
    for (const page of watchers) {
      await page.getByRole('heading', { name: 'Final' }).waitFor();
      await page.getByRole('group', { name: "Player 1's grid" }).waitFor();
      await page.getByRole('group', { name: "Player 2's grid" }).waitFor();
    }
    await saveScreenshot(watchers[1] as Page, 'watch-final-laptop');
    for (const page of watchers) await page.context().close();

    const player = await openPage(LAPTOP, game.seats[0]?.playerUUID);
    const errors = watchErrors(player);
    await player.goto(`${suite.server.baseUrl}/review/${game.gameId}`);
    await player.getByRole('heading', { name: `Review: Friend game ${game.gameId}` }).waitFor();
    await player.getByRole('group', { name: /^Opponent's grid after round/ }).waitFor();
    await player.getByRole('button', { name: /^Round 16, letter P/ }).click();
    await player.getByText('Round 16 of 16').waitFor();
    const full = player.getByRole('group', { name: 'Your grid after round 16' });
    await expect.poll(() => full.getByRole('button', { name: /letter [A-Z]$/ }).count()).toBe(16);
    await saveScreenshot(player, 'review-friend-laptop');
    expect(errors).toEqual([]);

    // Someone who did not play it is told why, not shown it.
    const stranger = await openPage(PHONE);
    await stranger.goto(`${suite.server.baseUrl}/review/${game.gameId}`);
    await stranger.getByRole('alert').getByText('Only the players of this game can review it.').waitFor();
    await player.context().close();
    await stranger.context().close();
  });
});

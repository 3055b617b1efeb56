// Two browsers play a whole friend game (its rounds over REST, the last letter on screen), one reloads its end
// screen, then both press Rematch at the same instant: both land in the same single new game, seated, and the player
// who chose second now chooses first. An offer accepted; an offer declined, told to the offerer (after a reload
// too), then offered back by the one who declined and accepted.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameStateResponse } from '@gridable/common';
import { REMATCH_MESSAGES, STATUS_MESSAGES } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { startGame } from './support/friendPlay';
import { useServerAndBrowser } from './support/suite';
import { clientIdOf, playFriendRoundsOverRest } from './support/restPlay';

const ROUNDS = 16;
const GRID = 4;
const LETTERS = 'CATSAREARESTSTOP';
const STEP_TIMEOUT_MS = 10_000;

const suite = useServerAndBrowser();

interface Player {
  page: Page;
  context: BrowserContext;
  errors: string[];
  cellForRound: (round: number) => number;
}

async function openPlayer(viewport: { width: number; height: number }, cellForRound: Player['cellForRound']) {
  const context = await suite.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, context, errors, cellForRound } satisfies Player;
}

function cellName(cellIndex: number, content: string | null): string {
  const row = Math.floor(cellIndex / GRID) + 1;
  const column = (cellIndex % GRID) + 1;
  return `Row ${row}, column ${column}, ${content === null ? 'empty' : `letter ${content}`}`;
}

async function chooseLetter(player: Player, letter: string) {
  const keyboard = player.page.getByRole('group', { name: 'Letter' });
  await keyboard.getByRole('button', { name: letter, exact: true }).click();
  await keyboard.getByRole('button', { name: 'Submit' }).click();
}

async function placeLetter(player: Player, letter: string, cellIndex: number) {
  const { page } = player;
  await page.getByRole('img', { name: `Current letter ${letter}` }).waitFor();
  await page.getByRole('button', { name: cellName(cellIndex, null), exact: true }).click();
  await page.getByRole('button', { name: cellName(cellIndex, letter), pressed: true }).waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('button', { name: cellName(cellIndex, letter), exact: true })
    .and(page.locator('[aria-disabled="true"]'))
    .waitFor();
}

/**
 * Rounds 1–15 go over REST (the rematch is the subject; friend-game.e2e plays by mouse and keyboard), the
 * browsers following them live; the last letter is chosen on screen, so the game ends as its players see it.
 */
async function playGame(p1: Player, p2: Player, gameId: string) {
  for (const player of [p1, p2])
    await player.page.getByRole('heading', { name: `Round 1 of ${ROUNDS}` }).waitFor();
  await playFriendRoundsOverRest(
    {
      baseUrl: suite.server.baseUrl,
      gameId,
      clientIds: [await clientIdOf(p1.page), await clientIdOf(p2.page)],
      cells: [(round) => p1.cellForRound(round - 1), (round) => p2.cellForRound(round - 1)],
      letters: LETTERS,
      followers: [p1.page, p2.page],
    },
    1,
    ROUNDS - 1,
  );
  for (const player of [p1, p2])
    await player.page.getByRole('heading', { name: `Round ${ROUNDS} of ${ROUNDS}` }).waitFor();
  await chooseLetter(chooserForRound(ROUNDS) === 1 ? p1 : p2, LETTERS[ROUNDS - 1] ?? 'P');
}

async function closeOverlay(page: Page) {
  await page.getByRole('heading', { level: 1, name: /^(You Win!|It's a Tie!|You Lost)$/ }).waitFor();
  const overlay = page.getByRole('dialog');
  if (await overlay.isVisible()) {
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
  }
}

const gameIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

describe('rematch', () => {
  it('puts both players in one new game with the chooser swapped when both press Rematch at once', async () => {
    const alice = await openPlayer(VIEWPORTS.desktop, (n) => n);
    const bob = await openPlayer(VIEWPORTS.phone, (n) => 15 - n);
    try {
      await alice.page.goto(`${suite.server.baseUrl}/play-friend`);
      await alice.page.getByRole('button', { name: 'Create New Game' }).click();
      const created = alice.page.getByRole('dialog', { name: 'Game Created!' });
      const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      await bob.page.goto(`${suite.server.baseUrl}/game/${gameId}`);

      await playGame(alice, bob, gameId);
      await closeOverlay(alice.page);
      await closeOverlay(bob.page);

      // A reloaded end screen still offers the rematch.
      await bob.page.reload();
      await closeOverlay(bob.page);
      await saveScreenshot(bob.page, 'rematch-end-phone');

      const rematchOf = (player: Player) => player.page.getByRole('button', { name: REMATCH_MESSAGES.offer });
      await rematchOf(alice).waitFor();
      await rematchOf(bob).waitFor();
      await Promise.all([rematchOf(alice).click(), rematchOf(bob).click()]);
      await alice.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      await bob.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      const rematchId = gameIdOf(alice.page);
      expect(rematchId).toMatch(/^[A-Z0-9]{5}$/);
      expect(gameIdOf(bob.page)).toBe(rematchId);

      // The finished game names that one game as its rematch.
      const finished = (await (
        await fetch(`${suite.server.baseUrl}/api/games/${gameId}`)
      ).json()) as GameStateResponse;
      expect(finished.game.rematch).toEqual({ offeredBy: [1, 2], rematchGameId: rematchId });

      // Both are seated straight away; Bob chose second last game and chooses first now.
      for (const player of [alice, bob])
        await player.page.getByRole('heading', { name: `Round 1 of ${ROUNDS}` }).waitFor();
      await alice.page.getByText(STATUS_MESSAGES.waitingForLetter).waitFor();
      await saveScreenshot(bob.page, 'rematch-new-game-phone');
      await chooseLetter(bob, 'S');
      await placeLetter(alice, 'S', 5);
      await placeLetter(bob, 'S', 10);
      for (const player of [alice, bob])
        await player.page.getByRole('heading', { name: `Round 2 of ${ROUNDS}` }).waitFor();
      await bob.page.getByText(STATUS_MESSAGES.waitingForLetter).waitFor();
      expect(alice.errors).toEqual([]);
      expect(bob.errors).toEqual([]);
    } finally {
      await alice.context.close();
      await bob.context.close();
    }
  });

  it('shows the offer to the opponent, who accepts it', async () => {
    const carol = await openPlayer(VIEWPORTS.desktop, (n) => n);
    const dave = await openPlayer(VIEWPORTS.desktop, (n) => (n % GRID) * GRID + Math.floor(n / GRID));
    try {
      await carol.page.goto(`${suite.server.baseUrl}/play-friend`);
      await carol.page.getByRole('button', { name: 'Create New Game' }).click();
      const created = carol.page.getByRole('dialog', { name: 'Game Created!' });
      const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      await dave.page.goto(`${suite.server.baseUrl}/game/${gameId}`);
      await playGame(carol, dave, gameId);
      await closeOverlay(carol.page);
      await closeOverlay(dave.page);

      await carol.page.getByRole('button', { name: REMATCH_MESSAGES.offer }).click();
      await carol.page.getByText(REMATCH_MESSAGES.offered).waitFor();
      await dave.page.getByText('Opponent wants a rematch').waitFor();
      await saveScreenshot(dave.page, 'rematch-offered-desktop');
      await dave.page.getByRole('button', { name: REMATCH_MESSAGES.accept }).click();
      await carol.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      await dave.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      expect(gameIdOf(carol.page)).toBe(gameIdOf(dave.page));
      await dave.page.getByRole('group', { name: 'Letter' }).waitFor();
      expect(carol.errors).toEqual([]);
      expect(dave.errors).toEqual([]);
    } finally {
      await carol.context.close();
      await dave.context.close();
    }
  });

  it('tells the offerer of a decline, even after a reload, and the decliner may offer back', async () => {
    const erin = await openPlayer({ width: 1366, height: 657 }, (n) => n);
    const finn = await openPlayer({ width: 390, height: 844 }, (n) => 15 - n);
    try {
      const gameId = await startGame(suite.server.baseUrl, erin, finn);
      // The whole game over REST: the end screen is the subject here.
      await playFriendRoundsOverRest(
        {
          baseUrl: suite.server.baseUrl,
          gameId,
          clientIds: [await clientIdOf(erin.page), await clientIdOf(finn.page)],
          cells: [(round) => erin.cellForRound(round - 1), (round) => finn.cellForRound(round - 1)],
          letters: LETTERS,
          followers: [erin.page, finn.page],
        },
        1,
        ROUNDS,
      );
      await closeOverlay(erin.page);
      await closeOverlay(finn.page);

      await erin.page.getByRole('button', { name: REMATCH_MESSAGES.offer }).click();
      await finn.page.getByText('Opponent wants a rematch').waitFor();
      await finn.page.getByRole('button', { name: REMATCH_MESSAGES.decline }).click();
      await finn.page.getByText(REMATCH_MESSAGES.declinedByYou).waitFor();
      await erin.page.getByText(REMATCH_MESSAGES.declinedByOpponent).waitFor();
      await saveScreenshot(erin.page, 'rematch-declined-desktop');
      // The refusal is the game's: a reloaded end screen still says it, rather than nothing at all.
      await erin.page.reload();
      await erin.page.getByText(REMATCH_MESSAGES.declinedByOpponent).waitFor();

      // Finn thinks again and offers one back; Erin accepts it.
      await finn.page.getByRole('button', { name: REMATCH_MESSAGES.offer }).click();
      await finn.page.getByText(REMATCH_MESSAGES.offered).waitFor();
      await erin.page.getByText('Opponent wants a rematch').waitFor();
      await saveScreenshot(finn.page, 'rematch-offered-back-phone');
      await erin.page.getByRole('button', { name: REMATCH_MESSAGES.accept }).click();
      await erin.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      await finn.page.waitForURL((url) => !url.pathname.endsWith(`/${gameId}`));
      expect(gameIdOf(erin.page)).toBe(gameIdOf(finn.page));
      // Finn chose second last game and chooses first now.
      await finn.page.getByRole('group', { name: 'Letter' }).waitFor();
      expect(erin.errors).toEqual([]);
      expect(finn.errors).toEqual([]);
    } finally {
      await erin.context.close();
      await finn.context.close();
    }
  });
});

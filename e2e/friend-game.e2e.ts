// Two players in two browser contexts: create and join by ID and by link, play all 16 rounds (mouse, then keyboard),
// survive a reload mid-round, agree on the final scores; screenshots of every screen at 1280 px and 360 px.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { saveScreenshot, VIEWPORTS } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { GAME_MESSAGES, STATUS_MESSAGES } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';
import { clientIdOf, playFriendRoundsOverRest } from './support/restPlay';

const ROUNDS = 16;
const GRID = 4;
/** Letters that fill a row-major grid with real words (CATS / AREA / REST / STOP). */
const LETTERS = 'CATSAREARESTSTOP';
const STEP_TIMEOUT_MS = 10_000;

/** Overlays are fixed to the viewport, so they are shot as the person sees them rather than as a full page. */
async function saveViewportScreenshot(page: Page, name: string) {
  // Let the entrance animations finish (the confetti loops forever, so only finite ones are awaited).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({ path: path.resolve(import.meta.dirname, 'screenshots', `${name}.png`) });
}

const suite = useServerAndBrowser();

type Input = 'mouse' | 'keyboard';

interface Player {
  name: string;
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** The cell this player uses in round n (0-based); each player fills the grid in its own order. */
  cellForRound: (round: number) => number;
}

async function openPlayer(
  name: string,
  viewport: { width: number; height: number },
  cellForRound: Player['cellForRound'],
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
): Promise<Player> {
  // Reduced motion settles animations at once, so the game's screenshots show the resting board.
  const context = await suite.browser.newContext({ viewport, reducedMotion });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { name, page, context, errors, cellForRound };
}

function cellName(cellIndex: number, content: string | null): string {
  const row = Math.floor(cellIndex / GRID) + 1;
  const column = (cellIndex % GRID) + 1;
  return `Row ${row}, column ${column}, ${content === null ? 'empty' : `letter ${content}`}`;
}

async function chooseLetter(player: Player, letter: string, input: Input) {
  const keyboard = player.page.getByRole('group', { name: 'Letter' });
  await keyboard.waitFor();
  if (input === 'mouse') {
    await keyboard.getByRole('button', { name: letter, exact: true }).click();
    await keyboard.getByRole('button', { name: 'Submit' }).click();
    return;
  }
  // Keyboard play: focus is brought to the letter keyboard when it is your turn to choose; typing picks the key.
  await player.page.waitForFunction(
    () => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') === 'Letter',
  );
  await player.page.keyboard.type(letter.toLowerCase());
  await player.page.keyboard.press('Enter');
}

async function placeLetter(player: Player, letter: string, cellIndex: number, input: Input) {
  const { page } = player;
  await page.getByRole('img', { name: `Current letter ${letter}` }).waitFor();
  const target = page.getByRole('button', { name: cellName(cellIndex, null), exact: true });
  if (input === 'mouse') {
    const pending = page.getByRole('button', { name: cellName(cellIndex, letter), pressed: true });
    if ((await pending.count()) === 0) await target.click();
    await pending.waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
  } else {
    // Focus lands on the grid's first empty cell when it is time to place (the cell placed last round may
    // still hold focus until then); walk to the target with the arrow keys.
    await page.waitForFunction(() => {
      const label = document.activeElement?.getAttribute('aria-label') ?? '';
      return label.startsWith('Row ') && label.endsWith(', empty');
    });
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const [, row, column] = /Row (\d), column (\d)/.exec(label) ?? [];
    const rowSteps = Math.floor(cellIndex / GRID) - (Number(row) - 1);
    const columnSteps = (cellIndex % GRID) - (Number(column) - 1);
    for (let i = 0; i < Math.abs(rowSteps); i++)
      await page.keyboard.press(rowSteps > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(columnSteps); i++)
      await page.keyboard.press(columnSteps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: cellName(cellIndex, letter), pressed: true }).waitFor();
    // A second Enter confirms the temporary placement.
    await page.keyboard.press('Enter');
  }
  await page
    .getByRole('button', { name: cellName(cellIndex, letter), exact: true })
    .and(page.locator('[aria-disabled="true"]'))
    .waitFor();
}

async function roundHeading(player: Player, round: number) {
  await player.page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }).waitFor();
}

/**
 * Plays every round: the round's chooser picks LETTERS[round - 1], both place it. `beforePlacing` runs once the
 * letter is out, `onRound` at the start of a round, so a test can reload or take screenshots mid-game.
 * `overRest` rounds are played over the REST endpoints as the two players, both pages following on screen.
 */
async function playGame(
  p1: Player,
  p2: Player,
  input: Input,
  hooks: {
    onRound?: (round: number) => Promise<void>;
    afterFirstPlacement?: (round: number) => Promise<void>;
  } = {},
  overRest?: { gameId: string; from: number; to: number },
) {
  for (let round = 1; round <= ROUNDS; round++) {
    await roundHeading(p1, round);
    await roundHeading(p2, round);
    if (overRest && round === overRest.from) {
      await playFriendRoundsOverRest(
        {
          baseUrl: suite.server.baseUrl,
          gameId: overRest.gameId,
          clientIds: [await clientIdOf(p1.page), await clientIdOf(p2.page)],
          cells: [(n) => p1.cellForRound(n - 1), (n) => p2.cellForRound(n - 1)],
          letters: LETTERS,
          followers: [p1.page, p2.page],
        },
        overRest.from,
        overRest.to,
      );
      round = overRest.to;
      continue;
    }
    await hooks.onRound?.(round);
    const letter = LETTERS[round - 1] ?? 'E';
    const [chooser, other] = chooserForRound(round) === 1 ? [p1, p2] : [p2, p1];
    await other.page
      .getByText(round === ROUNDS ? STATUS_MESSAGES.waitingForFinalLetter : STATUS_MESSAGES.waitingForLetter)
      .waitFor();
    await chooseLetter(chooser, letter, input);
    if (round === ROUNDS) break; // the final letter places itself and the game ends
    await placeLetter(p1, letter, p1.cellForRound(round - 1), input);
    await hooks.afterFirstPlacement?.(round);
    await placeLetter(p2, letter, p2.cellForRound(round - 1), input);
  }
}

async function finalScores(player: Player): Promise<[number, number]> {
  const text = (await player.page.getByText(/^\d+ to \d+$/).textContent()) ?? '';
  const [, mine, theirs] = /^(\d+) to (\d+)$/.exec(text) ?? [];
  return [Number(mine), Number(theirs)];
}

async function expectEndScreens(p1: Player, p2: Player, shotSuffix: { p1: string; p2: string }) {
  for (const player of [p1, p2]) {
    await player.page.getByRole('heading', { level: 1, name: /^(You Win!|It's a Tie!|You Lost)$/ }).waitFor();
  }
  const [p1Mine, p1Theirs] = await finalScores(p1);
  const [p2Mine, p2Theirs] = await finalScores(p2);
  expect([p1Mine, p1Theirs]).toEqual([p2Theirs, p2Mine]);
  for (const [player, suffix] of [
    [p1, shotSuffix.p1],
    [p2, shotSuffix.p2],
  ] as const) {
    const overlay = player.page.getByRole('dialog');
    if (await overlay.isVisible()) {
      await saveViewportScreenshot(player.page, `friend-overlay-${suffix}`);
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
    }
    await saveScreenshot(player.page, `friend-end-${suffix}`);
    expect(await player.page.getByRole('group', { name: 'Your grid' }).isVisible()).toBe(true);
    expect(await player.page.getByRole('group', { name: "Opponent's grid" }).isVisible()).toBe(true);
    expect(await player.page.getByText(/^Played on /).isVisible()).toBe(true);
    expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      player.page.viewportSize()?.width ?? 0,
    );
  }
  return [p1Mine, p1Theirs];
}

describe('friend game', () => {
  it('is created and joined by ID, played with the mouse, and survives a reload mid-round', async () => {
    const alice = await openPlayer('alice', VIEWPORTS.desktop, (n) => n);
    const bob = await openPlayer('bob', VIEWPORTS.phone, (n) => 15 - n);
    try {
      await alice.page.goto(`${suite.server.baseUrl}/play-friend`);
      await alice.page.getByRole('heading', { name: 'Challenge a Friend' }).waitFor();
      await saveScreenshot(alice.page, 'play-friend-desktop');
      await alice.page.getByRole('button', { name: 'Create New Game' }).click();
      const created = alice.page.getByRole('dialog', { name: 'Game Created!' });
      await created.waitFor();
      const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
      expect(gameId).toMatch(/^[A-Z0-9]{5}$/);
      expect(await created.getByRole('textbox', { name: 'Game URL' }).inputValue()).toBe(
        `${suite.server.baseUrl}/game/${gameId}`,
      );
      await created.getByRole('button', { name: 'Copy Game ID' }).click();
      await created.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await alice.page.evaluate(() => navigator.clipboard.readText())).toBe(gameId);
      await saveScreenshot(alice.page, 'game-created-desktop');
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      await alice.page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
      expect(await alice.page.getByText(gameId, { exact: true }).isVisible()).toBe(true);
      await saveScreenshot(alice.page, 'waiting-desktop');

      await bob.page.goto(`${suite.server.baseUrl}/play-friend`);
      await saveScreenshot(bob.page, 'play-friend-phone');
      // An empty ID is refused with a toast before any call.
      await bob.page.getByRole('button', { name: 'Join', exact: true }).click();
      await bob.page.getByText('Please enter a valid game ID to join').waitFor();
      await bob.page.getByRole('textbox', { name: 'Game ID' }).fill(`  ${gameId.toLowerCase()}`.trim());
      await bob.page.getByRole('button', { name: 'Join', exact: true }).click();
      await bob.page.waitForURL(`**/game/${gameId}`);

      await playGame(alice, bob, 'mouse', {
        onRound: async (round) => {
          if (round === 1) {
            for (const player of [alice, bob]) {
              const width = player.page.viewportSize()?.width ?? 0;
              expect(
                await player.page.evaluate(() => document.documentElement.scrollWidth),
              ).toBeLessThanOrEqual(width);
            }
            await saveScreenshot(alice.page, 'play-choose-desktop');
            await saveScreenshot(bob.page, 'play-waiting-phone');
          }
          if (round === 2) {
            await saveScreenshot(alice.page, 'play-waiting-desktop');
            await saveScreenshot(bob.page, 'play-choose-phone');
          }
        },
        afterFirstPlacement: async (round) => {
          if (round === 3) {
            await saveScreenshot(alice.page, 'play-placed-desktop');
            // A temporary tile, not yet confirmed, on the phone.
            await bob.page
              .getByRole('button', { name: cellName(bob.cellForRound(round - 1), null), exact: true })
              .click();
            await saveScreenshot(bob.page, 'play-pending-phone');
          }
          if (round === 9) {
            // Bob reloads after Alice placed and before he did: the letter, his grid and his seat all come back.
            await bob.page.reload();
            await roundHeading(bob, 9);
            for (let n = 0; n < 8; n++) {
              const letter = LETTERS[n] ?? '';
              await bob.page
                .getByRole('button', { name: cellName(bob.cellForRound(n), letter), exact: true })
                .waitFor();
            }
          }
        },
      });
      await expectEndScreens(alice, bob, { p1: 'desktop', p2: 'phone' });
      expect(alice.errors).toEqual([]);
      expect(bob.errors).toEqual([]);
    } finally {
      await alice.context.close();
      await bob.context.close();
    }
  });

  // The mouse game above walks every round on screen; this one plays the opening and the closing rounds (each
  // player choosing and placing, the focus finding cells across a filling grid, the final letter) by keyboard, and
  // the middle over REST.
  it('is joined by link and played with the keyboard only', async () => {
    const carol = await openPlayer('carol', VIEWPORTS.phone, (n) => (n % GRID) * GRID + Math.floor(n / GRID));
    const dave = await openPlayer('dave', VIEWPORTS.desktop, (n) => n);
    try {
      await carol.page.goto(`${suite.server.baseUrl}/play-friend`);
      await carol.page.getByRole('button', { name: 'Create New Game' }).click();
      const created = carol.page.getByRole('dialog', { name: 'Game Created!' });
      const link = await created.getByRole('textbox', { name: 'Game URL' }).inputValue();
      await saveScreenshot(carol.page, 'game-created-phone');
      await created.getByRole('button', { name: 'Continue to Game' }).click();
      const waiting = carol.page.getByRole('heading', { name: 'Waiting for Player 2' });
      await waiting.waitFor();
      // Two lines on a 390 px phone, split evenly: "Player 2" stays together rather than leaving the 2 alone below.
      await carol.page.setViewportSize({ width: 390, height: 844 });
      const playerTwoLines = await waiting.evaluate((heading) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf('Player') ?? -1;
          if (at >= 0) range.setStart(node, at);
        }
        range.setEnd(heading, heading.childNodes.length);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(playerTwoLines).toBe(1);
      await carol.page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(carol.page, 'waiting-phone');

      await dave.page.goto(link);
      await roundHeading(dave, 1);

      // A third person is turned away by ID on the play-friend page (unknown IDs too); the link itself lets them
      // watch, with no grid of either player before the end.
      const eve = await openPlayer('eve', VIEWPORTS.phone, (n) => n);
      try {
        await eve.page.goto(`${suite.server.baseUrl}/play-friend`);
        const idBox = eve.page.getByRole('textbox', { name: 'Game ID' });
        await idBox.fill(link.slice(-5));
        await eve.page.getByRole('button', { name: 'Join', exact: true }).click();
        await eve.page.getByText(GAME_MESSAGES.gameFullDetail).waitFor();
        await idBox.fill('zz9zz');
        expect(await idBox.inputValue()).toBe('ZZ9ZZ');
        await eve.page.getByRole('button', { name: 'Join', exact: true }).click();
        await eve.page.getByText(GAME_MESSAGES.joinNotFound).waitFor();
        await eve.page.goto(link);
        await eve.page.getByRole('heading', { name: `Watching game ${link.slice(-5)}` }).waitFor();
        expect(await eve.page.getByRole('group', { name: /grid/ }).count()).toBe(0);
        await saveScreenshot(eve.page, 'watching-phone');
      } finally {
        await eve.context.close();
      }

      await playGame(carol, dave, 'keyboard', {}, { gameId: link.slice(-5), from: 5, to: 12 });
      await expectEndScreens(carol, dave, { p1: 'phone-2', p2: 'desktop-2' });
      expect(carol.errors).toEqual([]);
      expect(dave.errors).toEqual([]);
    } finally {
      await carol.context.close();
      await dave.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))('shows the end-screen demos at %s width', async (name, viewport) => {
    const viewer = await openPlayer('viewer', viewport, (n) => n, 'no-preference');
    try {
      await viewer.page.goto(`${suite.server.baseUrl}/end-game-demo`);
      await viewer.page.getByRole('heading', { name: 'YOU WIN!', exact: true }).waitFor();
      expect(await viewer.page.getByText('Victory!').isVisible()).toBe(true);
      await saveViewportScreenshot(viewer.page, `demo-win-overlay-${name}`);
      // A swipe of more than 50 px closes the overlay.
      const box = await viewer.page.getByRole('dialog').boundingBox();
      const x = (box?.width ?? 0) / 2;
      await viewer.page.mouse.move(x, 200);
      await viewer.page.mouse.down();
      await viewer.page.mouse.move(x + 80, 200, { steps: 4 });
      await viewer.page.mouse.up();
      await viewer.page.getByRole('dialog').waitFor({ state: 'detached' });
      await viewer.page.getByRole('button', { name: 'Share Results' }).click();
      await viewer.page.getByText('Results copied!').waitFor();
      expect(await viewer.page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /^Gridable — I won 28–\d+\n/,
      );

      await viewer.page.goto(`${suite.server.baseUrl}/end-game-demo-loser`);
      await viewer.page.getByRole('heading', { name: 'YOU LOST', exact: true }).waitFor();
      expect(await viewer.page.getByText('Better luck next time').isVisible()).toBe(true);
      await saveViewportScreenshot(viewer.page, `demo-lose-overlay-${name}`);
      expect(viewer.errors).toEqual([]);
    } finally {
      await viewer.context.close();
    }
  });
});

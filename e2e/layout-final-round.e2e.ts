// One friend game walked at the five common screen sizes (1366x657, 1280x800, 1920x1080, 390x844, 360x640):
// in every round state the letter, all 16 cells and the confirm control are on screen without scrolling, and a
// move is confirmed on the status line, never by a toast. The same game then plays its final round: both players see the final-letter line and
// where the last letters landed before the end screen, whose overlay does not come back on a reload.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { nextFrames } from './support/frames';
import { useServerAndBrowser } from './support/suite';
import { clientIdOf, playFriendRoundsOverRest } from './support/restPlay';
import {
  ROUNDS,
  cellName,
  closeAll,
  confirmPlacement,
  holdTime,
  installClocks,
  openPlayer,
  releaseTime,
  roundHeading,
  startGame,
  submitLetter,
  tapCell,
  tapKey,
} from './support/friendPlay';
import type { Player } from './support/friendPlay';
import { STATUS_MESSAGES, TOAST_TITLES } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';

const SIZES = [
  { width: 1366, height: 657 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;
/** CATS / AREA / REST / STOP row by row for Alice. */
const LETTERS = 'CATSAREARESTSTOP';
const FINAL_LINE = STATUS_MESSAGES.finalLetterSelected;
const SHOTS = path.resolve(import.meta.dirname, 'screenshots');

const suite = useServerAndBrowser();
let alice: Player;
let bob: Player;
/** Alice fills the grid in reading order, Bob backwards, so their last empty cells differ. */
const aliceCell = (round: number) => round - 1;
const bobCell = (round: number) => 16 - round;

beforeAll(async () => {
  alice = await openPlayer(suite.browser, suite.server.baseUrl, SIZES[0]);
  bob = await openPlayer(suite.browser, suite.server.baseUrl, SIZES[0]);
  await installClocks(alice, bob);
});

afterAll(async () => {
  if (alice && bob) await closeAll(alice, bob);
});

async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is rendered`).not.toBeNull();
  if (!box || !viewport) return;
  const inside =
    box.x >= -0.5 &&
    box.y >= -0.5 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  expect(inside, `${what} at ${JSON.stringify(box)} inside ${viewport.width}x${viewport.height}`).toBe(true);
}

/** The letter (when there is one), the 16 cells and the confirm control (when there is one), with no scrolling. */
async function expectRoundFits(
  player: Player,
  state: string,
  parts: { letter?: Locator; confirm?: Locator },
) {
  const { page } = player;
  const size = `${page.viewportSize()?.width}x${page.viewportSize()?.height}`;
  await nextFrames(page);
  expect(
    await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight - window.innerHeight]),
    `${state} at ${size} needs no scrolling`,
  ).toEqual([0, expect.any(Number)]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  const cells = page.getByRole('group', { name: 'Your grid' }).getByRole('button');
  expect(await cells.count()).toBe(16);
  for (let i = 0; i < 16; i++) await expectOnScreen(page, cells.nth(i), `${state}: cell ${i + 1} at ${size}`);
  if (parts.letter) await expectOnScreen(page, parts.letter, `${state}: the letter at ${size}`);
  if (parts.confirm) await expectOnScreen(page, parts.confirm, `${state}: the confirm control at ${size}`);
}

/** A move's confirmation is said on the status line, and no toast appears to cover any control. */
async function expectQuietConfirmation(player: Player, confirmation: string) {
  const { page } = player;
  // The status line says the confirmation first, then what comes next.
  await page
    .getByText(new RegExp(`^${confirmation}\\b`))
    .first()
    .waitFor();
  // Only toasts saying it: the joining player's 'Joined Game' greeting may still be up in the first rounds.
  const toasts = await page.evaluate((said) => {
    const region = document.querySelector('[aria-label="Notifications (F8)"]');
    const shown = Array.from(region?.querySelectorAll('[role="status"], [role="alert"]') ?? []);
    return shown.filter((toast) => toast.textContent?.includes(said)).length;
  }, confirmation);
  expect(toasts, `'${confirmation}' came as a toast`).toBe(0);
}

async function shoot(player: Player, name: string) {
  await player.page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('one screen at every size', () => {
  it('keeps the letter, the grid and the confirm control in view in every round state, confirmations on the status line', async () => {
    const gameId = await startGame(suite.server.baseUrl, alice, bob);
    // One round on screen per size; the rounds after them go over REST to the final round.
    for (let round = 1; round <= SIZES.length; round++) {
      const letter = LETTERS[round - 1] ?? 'E';
      const size = SIZES[round - 1] ?? SIZES[0];
      const tag = `${size.width}x${size.height}`;
      await alice.page.setViewportSize(size);
      await bob.page.setViewportSize(size);
      await roundHeading(alice, round);
      await roundHeading(bob, round);
      const [chooser, other] = chooserForRound(round) === 1 ? [alice, bob] : [bob, alice];
      await chooser.page.getByRole('group', { name: 'Letter' }).waitFor();
      await tapKey(chooser, letter);
      const keyboard = chooser.page.getByRole('group', { name: 'Letter' });
      await expectRoundFits(chooser, 'choosing', {
        letter: keyboard.getByRole('button', { name: letter, exact: true, pressed: true }),
        confirm: keyboard.getByRole('button', { name: 'Submit' }),
      });
      await other.page.getByText(STATUS_MESSAGES.waitingForLetter).waitFor();
      await expectRoundFits(other, 'waiting for the letter', {});
      await shoot(chooser, `layout-${tag}-choose`);
      await shoot(other, `layout-${tag}-waiting`);
      await submitLetter(chooser);
      await expectQuietConfirmation(chooser, TOAST_TITLES.letterSelected);

      await tapCell(alice, letter, aliceCell(round));
      await tapCell(bob, letter, bobCell(round));
      for (const player of [alice, bob]) {
        await expectRoundFits(player, 'placing a pending tile', {
          letter: player.page.getByRole('img', { name: `Current letter ${letter}` }),
          confirm: player.page.getByRole('button', { name: 'Submit' }),
        });
      }
      await shoot(bob, `layout-${tag}-pending`);
      await confirmPlacement(alice, letter, aliceCell(round));
      await expectQuietConfirmation(alice, TOAST_TITLES.letterPlaced);
      await alice.page.getByText(STATUS_MESSAGES.waitingForPlacement).waitFor();
      await expectRoundFits(alice, 'waiting for the opponent to place', {
        letter: alice.page.getByRole('img', { name: `Current letter ${letter}` }),
      });
      await confirmPlacement(bob, letter, bobCell(round));
    }
    await playFriendRoundsOverRest(
      {
        baseUrl: suite.server.baseUrl,
        gameId,
        clientIds: [await clientIdOf(alice.page), await clientIdOf(bob.page)],
        cells: [aliceCell, bobCell],
        letters: LETTERS,
        followers: [alice.page, bob.page],
      },
      SIZES.length + 1,
      ROUNDS - 1,
    );
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });
});

describe('the final round', () => {
  it('shows the final-letter line and both last letters before the end screen, whose overlay shows once', async () => {
    await roundHeading(alice, ROUNDS);
    await roundHeading(bob, ROUNDS);
    const last = LETTERS[ROUNDS - 1] ?? 'P';
    // Round 16 is Bob's to choose; the letter then places itself in each player's last empty cell. The reveal
    // is held open by the clock while both players' screens are read.
    await tapKey(bob, last);
    await holdTime(alice, bob);
    await submitLetter(bob);
    await Promise.all(
      [
        { player: alice, mine: aliceCell(ROUNDS), theirs: bobCell(ROUNDS) },
        { player: bob, mine: bobCell(ROUNDS), theirs: aliceCell(ROUNDS) },
      ].map(async ({ player, mine, theirs }) => {
        const { page } = player;
        await page.getByText(FINAL_LINE).waitFor();
        await page
          .getByRole('group', { name: 'Your grid' })
          .getByRole('button', { name: cellName(mine, last), exact: true })
          .waitFor();
        await page
          .getByRole('group', { name: "Opponent's grid" })
          .getByRole('button', { name: cellName(theirs, last), exact: true })
          .waitFor();
        // Still the round screen: the end screen has not replaced it yet.
        expect(await page.getByRole('heading', { name: /^(You Win!|You Lost|It's a Tie!)$/ }).count()).toBe(
          0,
        );
      }),
    );
    await shoot(alice, 'final-round-reveal');
    await releaseTime(alice, bob);

    for (const player of [alice, bob]) {
      await player.page
        .getByRole('heading', { level: 1, name: /^(You Win!|You Lost|It's a Tie!)$/ })
        .waitFor();
      const overlay = player.page.getByRole('dialog');
      if (await overlay.isVisible()) await overlay.getByRole('button', { name: 'Close' }).click();
    }
    // Alice and Bob tie or not, neither sees an overlay after reloading the finished game.
    for (const player of [alice, bob]) {
      await player.page.reload();
      await player.page
        .getByRole('heading', { level: 1, name: /^(You Win!|You Lost|It's a Tie!)$/ })
        .waitFor();
      // An overlay opens from the end screen's first effects (Dialog's showModal): drawn within two frames.
      await nextFrames(player.page);
      expect(await player.page.getByRole('dialog').count()).toBe(0);
    }
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });
});

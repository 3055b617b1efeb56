// axe-core on every friend-game state, in all three themes (light, dark, high contrast), with zero violations of
// any impact, the final round's 1.5 s reveal among them (held open on Playwright's clock while it is audited).
// Every route by URL: a11y-routes.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditAllThemes, axeViolations, setTheme, type Theme } from './support/axe';
import { useServerAndBrowser } from './support/suite';
import { clientIdOf, playFriendRoundsOverRest } from './support/restPlay';
import {
  ROUNDS,
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
import { STATUS_MESSAGES } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';

const LETTERS = 'CATSAREARESTSTOP';

const suite = useServerAndBrowser();
let alice: Player;
let bob: Player;

beforeAll(async () => {
  alice = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 1366, height: 657 },
    { injectsScripts: true },
  );
  bob = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 390, height: 844 },
    { injectsScripts: true },
  );
  await installClocks(alice, bob);
});

afterAll(async () => {
  if (alice && bob) await closeAll(alice, bob);
});

/** The final-round reveal in the given themes; it must still be showing once they are audited. */
async function auditWhileRevealing(page: Page, themes: readonly Theme[]): Promise<string[]> {
  const line = page.getByText(STATUS_MESSAGES.finalLetterSelected);
  await line.waitFor();
  const found: string[] = [];
  for (const theme of themes) {
    // Already in this theme: no switch, whose settling waits on animation frames the held clock stops.
    for (const violation of await axeViolations(page))
      found.push(
        `final-round reveal [${theme}] ${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
      );
  }
  expect(await line.count(), 'the reveal outlasted its audit').toBe(1);
  return found;
}

describe('accessibility', () => {
  it('finds no axe violations in any friend-game state in any theme', async () => {
    const found: string[] = [];
    await alice.page.goto(`${suite.server.baseUrl}/play-friend`);
    await alice.page.getByRole('button', { name: 'Create New Game' }).click();
    const created = alice.page.getByRole('dialog', { name: 'Game Created!' });
    await created.waitFor();
    found.push(...(await auditAllThemes(alice.page, 'game created dialog')));
    await alice.page.keyboard.press('Escape');

    const gameId = await startGame(suite.server.baseUrl, alice, bob);
    await alice.page.getByRole('group', { name: 'Letter' }).waitFor();
    found.push(...(await auditAllThemes(alice.page, 'choosing')));
    found.push(...(await auditAllThemes(bob.page, 'waiting for the letter')));
    await alice.page.getByRole('button', { name: 'Settings' }).click();
    found.push(...(await auditAllThemes(alice.page, 'settings open')));
    await alice.page.keyboard.press('Escape');

    // Rounds 1-3 on screen reach the states audited mid-game; rounds 4-15 go over REST to the final round.
    const AUDITED_ROUNDS = 3;
    for (let round = 1; round <= AUDITED_ROUNDS; round++) {
      const letter = LETTERS[round - 1] ?? 'E';
      await roundHeading(alice, round);
      await roundHeading(bob, round);
      const chooser = chooserForRound(round) === 1 ? alice : bob;
      await tapKey(chooser, letter);
      await submitLetter(chooser);
      await tapCell(alice, letter, round - 1);
      await tapCell(bob, letter, 16 - round);
      if (round === AUDITED_ROUNDS)
        found.push(...(await auditAllThemes(bob.page, 'placing with scored words and a pending tile')));
      await confirmPlacement(alice, letter, round - 1);
      if (round === AUDITED_ROUNDS)
        found.push(...(await auditAllThemes(alice.page, 'waiting for the opponent to place')));
      await confirmPlacement(bob, letter, 16 - round);
    }
    await roundHeading(alice, AUDITED_ROUNDS + 1);
    await roundHeading(bob, AUDITED_ROUNDS + 1);
    await playFriendRoundsOverRest(
      {
        baseUrl: suite.server.baseUrl,
        gameId,
        clientIds: [await clientIdOf(alice.page), await clientIdOf(bob.page)],
        cells: [(round) => round - 1, (round) => 16 - round],
        letters: LETTERS,
        followers: [alice.page, bob.page],
      },
      AUDITED_ROUNDS + 1,
      ROUNDS - 1,
    );
    await roundHeading(alice, ROUNDS);
    await roundHeading(bob, ROUNDS);
    await tapKey(bob, LETTERS[ROUNDS - 1] ?? 'P');
    // The reveal is held open by the clock while each player audits it in one theme chosen beforehand (light
    // and dark; its parts are audited in high contrast in the other states).
    await setTheme(alice.page, 'light');
    await setTheme(bob.page, 'dark');
    await holdTime(alice, bob);
    const [, aliceReveal, bobReveal] = await Promise.all([
      submitLetter(bob),
      auditWhileRevealing(alice.page, ['light']),
      auditWhileRevealing(bob.page, ['dark']),
    ]);
    found.push(...aliceReveal, ...bobReveal);
    await releaseTime(alice, bob);
    for (const player of [alice, bob]) {
      await player.page
        .getByRole('heading', { level: 1, name: /^(You Win!|You Lost|It's a Tie!)$/ })
        .waitFor();
      if (await player.page.getByRole('dialog').isVisible())
        found.push(...(await auditAllThemes(player.page, 'end screen with its overlay')));
      await player.page.reload();
      await player.page
        .getByRole('heading', { level: 1, name: /^(You Win!|You Lost|It's a Tie!)$/ })
        .waitFor();
      found.push(...(await auditAllThemes(player.page, 'end screen')));
    }
    expect(found).toEqual([]);
  });
});

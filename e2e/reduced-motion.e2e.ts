// A player who asks for reduced motion gets still screens. The app's reset shortens every animation to a blink;
// an endless one (a spinner, the pending tile's bob, the navigation bar) then restarted every blink and was drawn
// at a different point each frame: a flicker, the opposite of what was asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/suite';
import {
  closeAll,
  openPlayer,
  roundHeading,
  submitLetter,
  tapCell,
  tapKey,
  type Player,
} from './support/friendPlay';

const suite = useServerAndBrowser();
let alice: Player;
let bob: Player;

beforeAll(async () => {
  alice = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 390, height: 844 },
    { reducedMotion: 'reduce' },
  );
  bob = await openPlayer(
    suite.browser,
    suite.server.baseUrl,
    { width: 1366, height: 657 },
    { reducedMotion: 'reduce' },
  );
});

afterAll(async () => {
  if (alice && bob) await closeAll(alice, bob);
});

/** The animations on the page that never end, named by their element's class (hashed, but readable). */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target;
        return `${target?.className ?? '?'} ${(animation as CSSAnimation).animationName ?? ''}`;
      }),
  );
}

describe('reduced motion', () => {
  it('leaves no endless animation on the waiting screen or under a pending tile', async () => {
    const base = suite.server.baseUrl;
    await alice.page.goto(`${base}/play-friend`);
    await alice.page.getByRole('button', { name: 'Create New Game' }).click();
    const created = alice.page.getByRole('dialog', { name: 'Game Created!' });
    const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
    await created.getByRole('button', { name: 'Continue to Game' }).click();
    await alice.page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
    expect(await endlessAnimations(alice.page)).toEqual([]);

    await bob.page.goto(`${base}/game/${gameId}`);
    await roundHeading(alice, 1);
    await roundHeading(bob, 1);
    await tapKey(alice, 'C');
    await submitLetter(alice);
    await tapCell(alice, 'C', 0);
    await tapCell(bob, 'C', 5);
    expect(await endlessAnimations(alice.page)).toEqual([]);
    expect(await endlessAnimations(bob.page)).toEqual([]);
  });
});

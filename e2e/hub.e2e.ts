// Home as the hub of a player's games, in Chromium: today's daily, the computer game, a friend game waiting on the
// opponent, and a finished one that ended by resignation (whose end screen says so to both players). Saves the
// hub at phone and laptop sizes (the README's screenshots in docs/screenshots/ are these).
import { describe, expect, it } from 'vitest';
import { ENDING_MESSAGES } from '@gridable/common/messages';
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
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 657 };

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
});

// A player's network is cut mid-game: within 5 s they see the reconnect hint and their opponent sees Away;
// when the network returns both go back to normal, and no raw transport text ever reaches either player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_DELAY_CAP_MS } from '@gridable/common/constants';
import { useServerAndBrowser } from './support/suite';
import { closeAll, openPlayer, startGame } from './support/friendPlay';
import type { Player } from './support/friendPlay';

const HINT = /Connection lost\. Please reconnect/;
const BOUND_MS = 5_000;
const RAW_TRANSPORT_TEXT = /timed out|timeout|xhr poll|websocket|transport|Failed to fetch|Not connected/i;

const suite = useServerAndBrowser();
let alice: Player;
let bob: Player;

beforeAll(async () => {
  alice = await openPlayer(suite.browser, suite.server.baseUrl, { width: 1366, height: 657 });
  bob = await openPlayer(suite.browser, suite.server.baseUrl, { width: 390, height: 844 });
  // Bob's page runs on Playwright's clock (flowing as usual) so the test can skip his reconnection back-off.
  await bob.page.clock.install();
});

afterAll(async () => {
  if (alice && bob) await closeAll(alice, bob);
});

describe('a lost connection', () => {
  it('shows the reconnect hint and the opponent Away within 5 s, and recovers', async () => {
    await startGame(suite.server.baseUrl, alice, bob);
    await alice.page.getByText('Opponent: Active').waitFor();
    expect(await bob.page.getByText(HINT).count()).toBe(0);

    const cutAt = Date.now();
    await bob.context.setOffline(true);
    await Promise.all([
      bob.page.getByText(HINT).waitFor({ timeout: BOUND_MS }),
      alice.page.getByText('Opponent: Away').waitFor({ timeout: BOUND_MS }),
    ]);
    const elapsed = Date.now() - cutAt;
    console.info(`connection: reconnect hint and opponent Away ${elapsed} ms after the network was cut`);
    expect(elapsed).toBeLessThan(BOUND_MS);
    // Choosing is round 1's move for Alice; Bob, offline, has no move, and his controls say nothing raw.
    expect(await bob.page.locator('body').innerText()).not.toMatch(RAW_TRANSPORT_TEXT);

    await bob.context.setOffline(false);
    // Socket.IO's next try is up to its longest back-off away; bring it forward.
    await bob.page.clock.runFor(RECONNECT_DELAY_CAP_MS);
    await bob.page.getByText(HINT).waitFor({ state: 'detached', timeout: 15_000 });
    await alice.page.getByText('Opponent: Active').waitFor({ timeout: 15_000 });
    for (const player of [alice, bob]) {
      expect(await player.page.locator('body').innerText()).not.toMatch(RAW_TRANSPORT_TEXT);
    }
  });
});

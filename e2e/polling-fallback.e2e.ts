// Polling is a fallback, not a second channel. With Socket.IO blocked (as by a proxy) two players still join
// and play a friend game over REST, each seeing the other's moves by polling, with a notice saying so; once the
// socket gets through, polling stops. With a healthy socket the page reads the game over REST not at all.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { POLL_INTERVAL_MS, RECONNECT_DELAY_CAP_MS } from '@gridable/common/constants';
import { CONNECTION_MESSAGES, STATUS_MESSAGES } from '@gridable/common/messages';
import { chooserForRound } from '@gridable/common/rules';
import { saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import {
  closeAll,
  confirmPlacement,
  openPlayer,
  roundHeading,
  startGame,
  submitLetter,
  tapCell,
  tapKey,
  type Player,
} from './support/friendPlay';

const LAPTOP = { width: 1366, height: 657 };
const PHONE = { width: 390, height: 844 };
const LETTERS = 'CAT';
/** Two polling intervals: a page that polls while its socket is connected is caught at least twice. */
const QUIET_WINDOW_MS = POLL_INTERVAL_MS * 2;
/** Socket.IO's reconnection backs off to 15 s between tries, give or take a quarter. */
const SOCKET_BACKOFF_MS = RECONNECT_DELAY_CAP_MS * 1.25;
const POLLED_STEP_TIMEOUT_MS = 20_000;

const suite = useServerAndBrowser();
let players: Player[] = [];

afterEach(async () => {
  await closeAll(...players);
  players = [];
});

async function openBoth(): Promise<[Player, Player]> {
  const alice = await openPlayer(suite.browser, suite.server.baseUrl, LAPTOP);
  const bob = await openPlayer(suite.browser, suite.server.baseUrl, PHONE);
  players = [alice, bob];
  // A move reaches a polling page on the next read, up to one interval late, on a machine that may be busy.
  for (const player of players) player.page.setDefaultTimeout(POLLED_STEP_TIMEOUT_MS);
  return [alice, bob];
}

/** Refuses every Socket.IO request of the player's browser; returns the count refused and the undo. */
async function blockSocket(player: Player) {
  const blocked = { count: 0 };
  const handler = (route: { abort(): Promise<void> }) => {
    blocked.count += 1;
    return route.abort();
  };
  await player.context.route('**/socket.io/**', handler);
  return { blocked, unblock: () => player.context.unroute('**/socket.io/**', handler) };
}

function countGameReads(page: Page) {
  const reads: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/games/')) reads.push(pathname);
  };
  page.on('request', listener);
  return { reads, stop: () => page.off('request', listener) };
}

/** One round by mouse: the round's chooser picks the letter, the other sees it arrive, both place it. */
async function playRound(alice: Player, bob: Player, round: number) {
  const letter = LETTERS[round - 1] ?? 'E';
  const [chooser, other] = chooserForRound(round) === 1 ? [alice, bob] : [bob, alice];
  await roundHeading(alice, round);
  await roundHeading(bob, round);
  await other.page.getByText(STATUS_MESSAGES.waitingForLetter).waitFor();
  await tapKey(chooser, letter);
  await submitLetter(chooser);
  await chooser.page.getByRole('img', { name: `Current letter ${letter}` }).waitFor();
  // The letter reaches the other player by a REST read, not an event: the next poll, its time brought forward.
  await nextPoll(other);
  await tapCell(other, letter, round - 1);
  await confirmPlacement(other, letter, round - 1);
  await tapCell(chooser, letter, 15 - (round - 1));
  await confirmPlacement(chooser, letter, 15 - (round - 1));
  // The player who placed first hears of the next round by a poll too.
  await nextPoll(other);
}

/** Moves a page's clock on to its next poll (and Socket.IO's next try, if due), as if the time had passed. */
function nextPoll(player: Player) {
  return player.page.clock.fastForward(POLL_INTERVAL_MS);
}

describe('polling fallback', () => {
  it('plays over REST and polling while Socket.IO is blocked, and stops polling when it connects', async () => {
    const [alice, bob] = await openBoth();
    // The pages' timers run on a clock that flows in real time until the test moves it on to the next poll or
    // past Socket.IO's backoff. (Only while the socket is down: a connected one would miss the server's
    // heartbeats and drop.)
    for (const player of [alice, bob]) await player.context.clock.install();
    const aliceSocket = await blockSocket(alice);
    const bobSocket = await blockSocket(bob);

    await startGame(suite.server.baseUrl, alice, bob);
    for (const player of [alice, bob])
      await player.page.getByText(CONNECTION_MESSAGES.pollingFallback).waitFor();
    await saveScreenshot(alice.page, 'polling-fallback-laptop');
    await saveScreenshot(bob.page, 'polling-fallback-phone');

    for (let round = 1; round <= LETTERS.length; round++) await playRound(alice, bob, round);
    await roundHeading(alice, LETTERS.length + 1);
    await roundHeading(bob, LETTERS.length + 1);
    expect(aliceSocket.blocked.count).toBeGreaterThan(0);
    expect(bobSocket.blocked.count).toBeGreaterThan(0);

    // The socket gets through again: the notice goes and the page stops reading the game over REST.
    await aliceSocket.unblock();
    await bobSocket.unblock();
    // The time of the next try comes at once, as it would after a real wait, and the socket connects.
    for (const player of [alice, bob]) await player.page.clock.fastForward(SOCKET_BACKOFF_MS);
    for (const player of [alice, bob]) {
      await player.page.getByText(CONNECTION_MESSAGES.pollingFallback).waitFor({ state: 'detached' });
    }
    const reads = [alice, bob].map((player) => countGameReads(player.page));
    // A move over the socket still reaches the other player, and no poll follows it.
    const round = LETTERS.length + 1;
    const chooser = chooserForRound(round) === 1 ? alice : bob;
    const other = chooser === alice ? bob : alice;
    await tapKey(chooser, 'S');
    await submitLetter(chooser);
    await other.page.getByRole('img', { name: 'Current letter S' }).waitFor();
    await alice.page.waitForTimeout(QUIET_WINDOW_MS);
    for (const read of reads) {
      read.stop();
      expect(read.reads).toEqual([]);
    }
    for (const player of [alice, bob])
      expect(player.errors.filter((e) => !/socket\.io|Failed to load resource/i.test(e))).toEqual([]);
  });

  it('sends no GET /api/games/ for ten seconds after a move while the socket is connected', async () => {
    const [alice, bob] = await openBoth();
    await startGame(suite.server.baseUrl, alice, bob);
    const reads = [alice, bob].map((player) => countGameReads(player.page));
    const chooser = chooserForRound(1) === 1 ? alice : bob;
    const other = chooser === alice ? bob : alice;
    await tapKey(chooser, 'C');
    await submitLetter(chooser);
    await other.page.getByRole('img', { name: 'Current letter C' }).waitFor();
    await alice.page.waitForTimeout(QUIET_WINDOW_MS);
    for (const read of reads) {
      read.stop();
      expect(read.reads).toEqual([]);
    }
    expect(await alice.page.getByText(CONNECTION_MESSAGES.pollingFallback).count()).toBe(0);
  });
});

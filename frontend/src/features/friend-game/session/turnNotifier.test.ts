// The tab's side of "one alert per turn": what it answers the service worker asking, before it shows a turn
// push, whether this tab told the player of that turn already.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { turnKey, type GameView } from '@gridable/common';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { QUIET_PUSH_CLOSE_MS, WINDOW_ASK, type WindowAnswer } from '../../../lib/pwa/windowAsk';
import { createTurnNotifier } from './turnNotifier';

const LAPTOP_ENDPOINT = 'https://push.example/laptop';
let hidden = true;
const tray = { close: vi.fn() };
const registration = {
  showNotification: vi.fn(() => Promise.resolve()),
  getNotifications: vi.fn((_filter: { tag: string }) => Promise.resolve([tray])),
  pushManager: { getSubscription: () => Promise.resolve({ endpoint: LAPTOP_ENDPOINT }) },
};
// The page's service worker container: the worker's messages arrive on it.
const container = Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration) });

/** The worker's question for `gameId`'s `turn`; whether the tab says it told of it, undefined for no answer. */
function ask(gameId: string, turn: string): boolean | undefined {
  const replies: WindowAnswer[] = [];
  const message = Object.assign(new Event('message'), {
    data: { type: WINDOW_ASK.type, gameId, turn },
    ports: [{ postMessage: (reply: WindowAnswer) => replies.push(reply) }],
  });
  container.dispatchEvent(message);
  return replies[0]?.told;
}

/** Round 3, seat 1's turn to choose the letter. */
function round3(gameId: string, overrides: Partial<GameView> = {}): GameView {
  return gameViewFixture({ gameId, currentRound: 3, ...overrides });
}

describe('a game tab asked whether it told the player of a turn', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  });
  // The files of a run share one jsdom: the next must not find this worker and this visibility.
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'hidden');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = true;
    tray.close.mockClear();
    registration.getNotifications.mockClear();
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says yes for the turn its notification told of, and no for a later turn or the other seat', async () => {
    const notifier = createTurnNotifier();
    const game = round3('TOLD1');
    notifier.update(game, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(registration.showNotification).toHaveBeenCalled();

    expect(ask('TOLD1', turnKey(game, 1))).toBe(true);
    // The letter is out: placing it is news the tab has not told of.
    expect(ask('TOLD1', turnKey({ ...game, currentLetter: 'A' }, 1))).toBe(false);
    // Seat 2 of the same game (another player on this device) in the same round, and another game.
    expect(ask('TOLD1', turnKey(game, 2))).toBe(false);
    expect(ask('OTHER', turnKey(game, 1))).toBe(false);

    // The player came back and looked, then left again without moving: still told, no alert needed.
    hidden = false;
    notifier.update({ ...game, version: 2 }, { playerId: 1, isYourTurn: true });
    hidden = true;
    notifier.update({ ...game, version: 3 }, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ask('TOLD1', turnKey(game, 1))).toBe(true);
  });

  it('takes the silent notification the worker showed for a turn it told of down again', async () => {
    const notifier = createTurnNotifier();
    const game = round3('TOLD2');
    notifier.update(game, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    ask('TOLD2', turnKey(game, 1));
    await vi.advanceTimersByTimeAsync(QUIET_PUSH_CLOSE_MS - 1);
    expect(tray.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.getNotifications).toHaveBeenCalledWith({ tag: 'game-TOLD2' });
    expect(tray.close).toHaveBeenCalledOnce();

    // A turn it did not tell of leaves the tray alone: that push's notification is the player's news.
    tray.close.mockClear();
    ask('TOLD2', turnKey({ ...game, currentLetter: 'A' }, 1));
    await vi.advanceTimersByTimeAsync(QUIET_PUSH_CLOSE_MS);
    expect(tray.close).not.toHaveBeenCalled();
  });

  it('says no when it did not notify: permission refused, or the game in view as the turn began', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    const refused = round3('REFUSED');
    createTurnNotifier().update(refused, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    // No answer or no: the worker alerts either way.
    expect(ask('REFUSED', turnKey(refused, 1))).not.toBe(true);

    // In view is not looked at: a window behind others on a desktop that calls it visible, a laptop left
    // open. Such a tab's player, away (the server's 2 minutes without activity), still hears the push.
    vi.stubGlobal('Notification', { permission: 'granted' });
    hidden = false;
    const inView = round3('INVIEW');
    createTurnNotifier().update(inView, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ask('INVIEW', turnKey(inView, 1))).not.toBe(true);
  });

  it('tells the server once per turn it told of, with its push subscription, so that push skips this browser', async () => {
    const notifier = createTurnNotifier();
    const game = round3('TELL1');
    const toldBodies = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/api/push/told'))
        .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
    notifier.update(game, { playerId: 1, isYourTurn: true });
    notifier.update({ ...game, version: 2 }, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(toldBodies()).toEqual([
      expect.objectContaining({ endpoint: LAPTOP_ENDPOINT, gameId: 'TELL1', turn: turnKey(game, 1) }),
    ]);

    const placing = { ...game, currentLetter: 'A', version: 3 };
    notifier.update(placing, { playerId: 1, isYourTurn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(toldBodies()).toHaveLength(2);
    expect(toldBodies()[1]).toMatchObject({ turn: turnKey(placing, 1) });
  });
});

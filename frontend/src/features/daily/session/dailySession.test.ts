import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDailyMove, createDailyGameCore } from '@gridable/common/rules';
import { DAILY_MESSAGES, loadErrorMessage } from '@gridable/common/messages';
import type { DailyAction, DailyGameCore } from '@gridable/common';
import { TEST_GAME_ID, TEST_GAME_NUMBER, TEST_SEQUENCE, viewOf } from '../../../testing/fakeDailyServer';
import { makeStore } from '../../../lib/store/store';
import { selectDailyGame } from '../model/dailyGameSlice';
import { getOrCreatePlayerIdentity } from '../../../lib/storage';
import { playerTimeZone } from '../../../lib/timeZone';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { createDailySession, type DailyCalls } from './dailySession';
import { DAILY_START_URL, startTodayEarly } from './earlyStart';

function fakeCalls(isOwner: boolean) {
  let game: DailyGameCore = createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE);
  const actions: DailyAction[] = [];
  const calls: DailyCalls = {
    startGame: () => Promise.resolve({ success: true, game: viewOf(game), isOwner: true }),
    getGame: () => Promise.resolve({ success: true, game: viewOf(game), isOwner }),
    getLegacyGame: () => Promise.reject(new Error('not legacy')),
    act: (_gameId, action) => {
      actions.push(action);
      const move =
        action.action === 'PLACE_LETTER'
          ? { type: 'PLACE_LETTER' as const, cellIndex: action.cellIndex }
          : { type: 'SELECT_LETTER' as const, letter: action.letter };
      const result = applyDailyMove(game, move, TEST_SEQUENCE);
      if (!result.ok) return Promise.reject(Object.assign(new Error(result.error.message), { status: 409 }));
      game = result.game;
      return Promise.resolve({ success: true, game: viewOf(game), isOwner: true });
    },
    checkCompletion: () => Promise.resolve(null),
  };
  return { calls, actions };
}

const notify = vi.fn();

/** A session over a fresh store; `read` is the dailyGame slice it fills. */
/** The sessions a test started, stopped after it as the page does when it closes (they listen for "online"). */
const running: (() => void)[] = [];
function keep(stop: () => void) {
  running.push(stop);
  return stop;
}
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

function sessionOver(gameId: string | undefined, calls: DailyCalls, store = makeStore()) {
  const output = { dispatch: store.dispatch, getState: () => store.getState(), notify, reloadPage: vi.fn() };
  const created = createDailySession(gameId, calls, output);
  const session: typeof created = { ...created, start: () => keep(created.start()) };
  return { session, read: () => selectDailyGame(store.getState()), store };
}

async function opened(isOwner: boolean) {
  const fake = fakeCalls(isOwner);
  const { session, read } = sessionOver(TEST_GAME_ID, fake.calls);
  session.start();
  await vi.waitFor(() => expect(read().screen.phase).toBe('ready'));
  return { session, read, ...fake };
}

describe('the daily session', () => {
  afterEach(() => vi.clearAllMocks());

  it('sends nothing for a visitor, whatever the screen asks', async () => {
    const { session, read, actions } = await opened(false);
    expect(read().screen).toMatchObject({ phase: 'ready', isOwner: false });
    session.chooseCell(0);
    session.chooseCell(0);
    session.confirmPlacement();
    session.selectLetter('A');
    expect(read().tentative).toBeNull();
    expect(actions).toEqual([]);
  });

  it('picks, moves and undoes a cell before sending it, then sends the confirmed one as its player', async () => {
    const { session, read, actions } = await opened(true);
    session.chooseCell(3);
    session.chooseCell(5);
    expect(read().tentative).toEqual({ cellIndex: 5, letter: TEST_SEQUENCE[0] });
    session.undoPlacement();
    expect(read().tentative).toBeNull();
    session.chooseCell(6);
    session.confirmPlacement();
    session.confirmPlacement(); // in flight: ignored
    await vi.waitFor(() => expect(read().busy).toBeNull());
    expect(actions).toEqual([
      { action: 'PLACE_LETTER', cellIndex: 6, playerUUID: expect.any(String) as unknown, round: 1 },
    ]);
    expect(read().screen).toMatchObject({ game: { currentRound: 2 } });
    // A move that worked is said on the status line; toasts are kept for failures.
    expect(read().confirmation).toBe(DAILY_MESSAGES.placed);
    expect(notify).not.toHaveBeenCalled();
  });

  it('loads once however often it is started', async () => {
    const fake = fakeCalls(true);
    const getGame = vi.spyOn(fake.calls, 'getGame');
    const { session, read } = sessionOver(TEST_GAME_ID, fake.calls);
    session.start()();
    session.start();
    await vi.waitFor(() => expect(read().screen.phase).toBe('ready'));
    expect(getGame).toHaveBeenCalledTimes(1);
  });

  it('shows the game the player went to, not a slower reply for the one they left', async () => {
    const store = makeStore();
    const slow = fakeCalls(true);
    let answerFirst = () => {};
    const getGame: DailyCalls['getGame'] = (...args) =>
      new Promise((resolve) => {
        answerFirst = () => resolve(slow.calls.getGame(...args));
      });
    // The first session's reads of the store: the one after its reply lands is where it decides to report.
    const firstReads = vi.fn(() => store.getState());
    const first = createDailySession(
      TEST_GAME_ID,
      { ...slow.calls, getGame },
      { dispatch: store.dispatch, getState: firstReads, notify, reloadPage: vi.fn() },
    );
    keep(first.start());
    // The player leaves for a link that is no daily game before the first game has loaded.
    const second = sessionOver('not-a-game', fakeCalls(true).calls, store);
    second.session.start();
    expect(second.read()).toMatchObject({ session: second.session.id, screen: { phase: 'invalid' } });
    firstReads.mockClear();
    answerFirst();
    await vi.waitFor(() => expect(firstReads).toHaveBeenCalled());
    expect(second.read()).toMatchObject({ session: second.session.id, screen: { phase: 'invalid' } });
  });

  it("adopts the page's early start of today's game instead of asking again, once", async () => {
    const fake = fakeCalls(true);
    const startGame = vi.spyOn(fake.calls, 'startGame');
    const early = createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE);
    const requests: MockRequest[] = [];
    installFetchMock((sent) => {
      requests.push(sent);
      return sent.path === DAILY_START_URL
        ? json({ success: true, game: viewOf(early), isOwner: true })
        : json({ error: 'unexpected' }, 404);
    });
    const request = { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() };
    startTodayEarly(request, false);

    const first = sessionOver(undefined, fake.calls);
    first.session.start();
    await vi.waitFor(() => expect(first.read().screen.phase).toBe('ready'));
    expect(startGame).not.toHaveBeenCalled();
    expect(requests).toEqual([{ method: 'POST', path: DAILY_START_URL, body: request }]);

    // The next visit to the page asks the server itself.
    const second = sessionOver(undefined, fake.calls);
    second.session.start();
    await vi.waitFor(() => expect(second.read().screen.phase).toBe('ready'));
    expect(startGame).toHaveBeenCalledTimes(1);
  });

  it("takes the early start's refusal of a finished day as the answer, without being refused again", async () => {
    const fake = fakeCalls(true);
    const startGame = vi.spyOn(fake.calls, 'startGame');
    const completion = {
      date: '2025-06-14',
      gameNumber: TEST_GAME_NUMBER,
      finalScore: 23,
      gameId: TEST_GAME_ID,
    };
    vi.spyOn(fake.calls, 'checkCompletion').mockResolvedValue(completion);
    installFetchMock((sent) =>
      sent.path === DAILY_START_URL
        ? json({ error: 'Already completed', code: 'ALREADY_COMPLETED', completion }, 409)
        : json({ error: 'unexpected' }, 404),
    );
    startTodayEarly(
      { playerUUID: getOrCreatePlayerIdentity().playerUUID, userTimezone: playerTimeZone() },
      false,
    );
    const done = sessionOver(undefined, fake.calls);
    done.session.start();
    await vi.waitFor(() => expect(done.read().screen.phase).toBe('alreadyCompleted'));
    expect(done.read().screen).toMatchObject({ gameId: TEST_GAME_ID, gameNumber: TEST_GAME_NUMBER });
    expect(startGame).not.toHaveBeenCalled();
  });

  it('asks again when the early start failed or was for another player', async () => {
    installFetchMock(() => json({ error: 'busy' }, 503));
    const fake = fakeCalls(true);
    const startGame = vi.spyOn(fake.calls, 'startGame');
    const { playerUUID } = getOrCreatePlayerIdentity();
    startTodayEarly({ playerUUID, userTimezone: playerTimeZone() }, false);
    const failed = sessionOver(undefined, fake.calls);
    failed.session.start();
    await vi.waitFor(() => expect(failed.read().screen.phase).toBe('ready'));
    expect(startGame).toHaveBeenCalledTimes(1);

    startTodayEarly({ playerUUID: 'someone-else', userTimezone: playerTimeZone() }, false);
    const other = sessionOver(undefined, fake.calls);
    other.session.start();
    await vi.waitFor(() => expect(other.read().screen.phase).toBe('ready'));
    expect(startGame).toHaveBeenCalledTimes(2);
    expect(startGame).toHaveBeenLastCalledWith({ playerUUID, userTimezone: playerTimeZone() });
  });
});

describe('the daily session when nothing answers', () => {
  /** RTK Query's failure for a request that got no reply at all. */
  const noAnswer = () =>
    Promise.reject(Object.assign(new Error('API error: FETCH_ERROR'), { status: 'FETCH_ERROR' }));
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('says a placement failed for want of a network, and keeps the pick so Submit sends it again', async () => {
    const { session, read, calls, actions } = await opened(true);
    const real = { ...calls };
    calls.act = noAnswer;
    session.chooseCell(6);
    session.confirmPlacement();
    await vi.waitFor(() => expect(read().busy).toBeNull());
    expect(read().actionError).toBe(`${DAILY_MESSAGES.placeFailed} ${DAILY_MESSAGES.placeOffline}`);
    expect(read().tentative).toEqual({ cellIndex: 6, letter: TEST_SEQUENCE[0] });

    calls.act = (...args) => real.act(...args);
    session.confirmPlacement();
    await vi.waitFor(() => expect(read().screen).toMatchObject({ game: { currentRound: 2 } }));
    expect(actions).toHaveLength(1);
    expect(read().actionError).toBeNull();
  });

  it('says a letter (the last one finishes the day) failed for want of a network', async () => {
    const { session, read, calls } = await opened(true);
    // Letters are chosen in even rounds: round 1's placement goes through first.
    session.chooseCell(0);
    session.confirmPlacement();
    await vi.waitFor(() => expect(read().screen).toMatchObject({ game: { roundState: 'AWAITING_LETTER' } }));
    calls.act = () => Promise.reject(new TypeError('Failed to fetch'));
    session.selectLetter('A');
    await vi.waitFor(() => expect(read().busy).toBeNull());
    expect(read().actionError).toBe(`${DAILY_MESSAGES.letterFailed} ${DAILY_MESSAGES.letterOffline}`);
  });

  it("says today's game could not start offline, and starts it once the browser is back online", async () => {
    const fake = fakeCalls(true);
    const real = { ...fake.calls };
    fake.calls.startGame = noAnswer;
    const { session, read } = sessionOver(undefined, fake.calls);
    const stop = session.start();
    await vi.waitFor(() => expect(read().screen.phase).toBe('error'));
    expect(read().screen).toEqual({
      phase: 'error',
      message: DAILY_MESSAGES.initFailed,
      offline: DAILY_MESSAGES.offline,
    });
    fake.calls.startGame = (...args) => real.startGame(...args);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(read().screen.phase).toBe('ready'));
    stop();
  });

  it('says a game opened by its link could not load offline, in words, and Try Again opens it', async () => {
    const fake = fakeCalls(true);
    const real = { ...fake.calls };
    fake.calls.getGame = noAnswer;
    const { session, read } = sessionOver(TEST_GAME_ID, fake.calls);
    session.start();
    await vi.waitFor(() => expect(read().screen.phase).toBe('error'));
    expect(read().screen).toEqual({
      phase: 'error',
      message: loadErrorMessage(DAILY_MESSAGES.offlineReason),
      offline: DAILY_MESSAGES.offlineGame,
    });
    fake.calls.getGame = (...args) => real.getGame(...args);
    session.retry();
    await vi.waitFor(() => expect(read().screen.phase).toBe('ready'));
  });
});

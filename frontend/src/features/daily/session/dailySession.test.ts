import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDailyMove, createDailyGameCore } from '@gridable/common/rules';
import { DAILY_MESSAGES } from '@gridable/common/messages';
import type { DailyAction, DailyGameCore } from '@gridable/common';
import { TEST_GAME_ID, TEST_GAME_NUMBER, TEST_SEQUENCE, viewOf } from '../../../testing/fakeDailyServer';
import { createDailySession, type DailyCalls } from './dailySession';

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

const output = { notify: vi.fn(), reloadPage: vi.fn() };

async function opened(isOwner: boolean) {
  const fake = fakeCalls(isOwner);
  const session = createDailySession(TEST_GAME_ID, fake.calls, output);
  session.start();
  await vi.waitFor(() => expect(session.getState().screen.phase).toBe('ready'));
  return { session, ...fake };
}

describe('the daily session', () => {
  afterEach(() => vi.clearAllMocks());

  it('sends nothing for a visitor, whatever the screen asks', async () => {
    const { session, actions } = await opened(false);
    expect(session.getState().screen).toMatchObject({ phase: 'ready', isOwner: false });
    session.chooseCell(0);
    session.chooseCell(0);
    session.confirmPlacement();
    session.selectLetter('A');
    expect(session.getState().tentative).toBeNull();
    expect(actions).toEqual([]);
  });

  it('picks, moves and undoes a cell before sending it, then sends the confirmed one as its player', async () => {
    const { session, actions } = await opened(true);
    session.chooseCell(3);
    session.chooseCell(5);
    expect(session.getState().tentative).toEqual({ cellIndex: 5, letter: TEST_SEQUENCE[0] });
    session.undoPlacement();
    expect(session.getState().tentative).toBeNull();
    session.chooseCell(6);
    session.confirmPlacement();
    session.confirmPlacement(); // in flight: ignored
    await vi.waitFor(() => expect(session.getState().busy).toBeNull());
    expect(actions).toEqual([
      { action: 'PLACE_LETTER', cellIndex: 6, playerUUID: expect.any(String) as unknown },
    ]);
    expect(session.getState().screen).toMatchObject({ game: { currentRound: 2 } });
    // A move that worked is said on the status line; toasts are kept for failures.
    expect(session.getState().confirmation).toBe(DAILY_MESSAGES.placed);
    expect(output.notify).not.toHaveBeenCalled();
  });

  it('loads once however often it is started', async () => {
    const fake = fakeCalls(true);
    const getGame = vi.spyOn(fake.calls, 'getGame');
    const session = createDailySession(TEST_GAME_ID, fake.calls, output);
    session.start()();
    session.start();
    await vi.waitFor(() => expect(session.getState().screen.phase).toBe('ready'));
    expect(getGame).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { applyDailyMove, createDailyGameCore } from '@gridable/common/rules';
import type { DailyGameCore } from '@gridable/common';
import { TEST_SEQUENCE, TEST_GAME_NUMBER, viewOf } from '../../../testing/fakeDailyServer';
import { toDailyGame, type DailyGame } from '../dailyGame';
import {
  cellPicked,
  dailyGameOpened,
  dailyGameReceived,
  dailyGameSlice,
  dailyScreenShown,
  letterSent,
  moveConfirmed,
  moveFailed,
  moveSettled,
  pickUndone,
  placementSent,
  type DailyGameState,
} from './dailyGameSlice';

const reduce = dailyGameSlice.reducer;

/** `core` as the server shows it; the server raises `version` with every write. */
function gameOf(core: DailyGameCore, version: number): DailyGame {
  const game = toDailyGame({ ...viewOf(core), version });
  if (!game) throw new Error('the fixture has no game number');
  return game;
}

const start = createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE);
/** Round 1: the first letter is given, the board is empty. */
const round1 = gameOf(start, 1);

/** The game after placing round 1's letter at `cellIndex`: round 2, and the player chooses the letter. */
function afterPlacing(cellIndex: number): DailyGame {
  const result = applyDailyMove(start, { type: 'PLACE_LETTER', cellIndex }, TEST_SEQUENCE);
  if (!result.ok) throw new Error(result.error.message);
  return gameOf(result.game, 2);
}

function shown(game: DailyGame, isOwner = true): DailyGameState {
  return reduce(reduce(undefined, dailyGameOpened(1)), dailyGameReceived({ game, isOwner }));
}

describe('dailyGameSlice', () => {
  it('opens each session at loading, dropping what an earlier one showed', () => {
    const earlier = reduce(shown(round1), cellPicked(4));
    const state = reduce(earlier, dailyGameOpened(2));
    expect(state).toMatchObject({ session: 2, screen: { phase: 'loading' }, tentative: null, busy: null });
  });

  it('shows why there is no game to play', () => {
    const state = reduce(
      reduce(undefined, dailyGameOpened(1)),
      dailyScreenShown({ phase: 'error', message: 'Game not found' }),
    );
    expect(state.screen).toEqual({ phase: 'error', message: 'Game not found' });
  });

  it('picks, moves and undoes a cell on the player’s own game', () => {
    let state = reduce(shown(round1), cellPicked(3));
    state = reduce(state, cellPicked(5));
    expect(state.tentative).toEqual({ cellIndex: 5, letter: TEST_SEQUENCE[0] });
    state = reduce(state, pickUndone());
    expect(state.tentative).toBeNull();
  });

  it('lets a visitor pick nothing and send nothing', () => {
    let state = reduce(shown(round1, false), cellPicked(3));
    expect(state.tentative).toBeNull();
    state = reduce(state, placementSent());
    state = reduce(state, letterSent());
    expect(state.busy).toBeNull();
  });

  it('refuses a cell the rules refuse: one already filled', () => {
    const round2 = afterPlacing(0);
    // Round 2 waits for the player's letter: no cell may be picked before there is one.
    expect(reduce(shown(round2), cellPicked(1)).tentative).toBeNull();
    const round2Letter = { ...round2, currentLetter: 'T', roundState: 'LETTER_PROVIDED' as const };
    expect(reduce(shown(round2Letter), cellPicked(0)).tentative).toBeNull();
    expect(reduce(shown(round2Letter), cellPicked(1)).tentative).toEqual({ cellIndex: 1, letter: 'T' });
  });

  it('sends only a picked cell, and only one move at a time', () => {
    expect(reduce(shown(round1), placementSent()).busy).toBeNull();
    const picked = reduce(shown(round1), cellPicked(6));
    const sending = reduce(picked, placementSent());
    expect(sending).toMatchObject({ busy: 'place', pending: { cellIndex: 6, letter: TEST_SEQUENCE[0] } });
    // While it is in flight, nothing else starts: not another pick, not a second send, not a letter.
    expect(reduce(sending, cellPicked(7))).toBe(sending);
    expect(reduce(sending, placementSent())).toBe(sending);
    expect(reduce(sending, letterSent())).toBe(sending);
  });

  it('sends a letter only when the round waits for one', () => {
    expect(reduce(shown(round1), letterSent()).busy).toBeNull();
    const sending = reduce(shown(afterPlacing(0)), letterSent());
    expect(sending.busy).toBe('letter');
  });

  it('says a move worked or failed, then frees the board for the next', () => {
    const sending = reduce(reduce(shown(round1), cellPicked(6)), placementSent());
    const done = reduce(
      reduce(sending, dailyGameReceived({ game: afterPlacing(6), isOwner: true })),
      moveConfirmed('Letter placed.'),
    );
    expect(done).toMatchObject({ confirmation: 'Letter placed.', screen: { game: { currentRound: 2 } } });
    const settled = reduce(done, moveSettled());
    expect(settled).toMatchObject({
      busy: null,
      pending: null,
      tentative: null,
      confirmation: 'Letter placed.',
    });

    const failed = reduce(reduce(sending, moveFailed('Try again.')), moveSettled());
    expect(failed).toMatchObject({ actionError: 'Try again.', busy: null, tentative: null });
    // The next send clears the last move's words.
    const next = reduce(reduce(failed, cellPicked(2)), placementSent());
    expect(next).toMatchObject({ actionError: null, confirmation: null, busy: 'place' });
  });

  it('never lets a slow reply roll the board back past a newer view of the same game', () => {
    const newer = afterPlacing(6);
    expect(newer.version).toBeGreaterThan(round1.version);
    const state = reduce(shown(newer), dailyGameReceived({ game: round1, isOwner: true }));
    expect(state.screen).toMatchObject({ game: { currentRound: 2, version: newer.version } });
    // Another game's view always replaces it.
    const other = { ...round1, gameId: 'DCS-G43-xyz' };
    expect(reduce(state, dailyGameReceived({ game: other, isOwner: true })).screen).toMatchObject({
      game: { gameId: 'DCS-G43-xyz' },
    });
  });
});

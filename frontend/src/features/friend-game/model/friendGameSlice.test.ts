import { describe, expect, it } from 'vitest';
import { placeLetterInGrid } from '@gridable/common/rules';
import { GAME_MESSAGES } from '@gridable/common/messages';
import type { GameView, ServerEvent } from '@gridable/common';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import {
  friendGameSlice,
  gameOpened,
  moveConfirmed,
  placementChosen,
  placementFailed,
  placementSubmitted,
  rematchReplied,
  serverEventReceived,
  stateReceived,
} from './friendGameSlice';
import type { FriendGameState } from './friendGameSlice';

const reduce = friendGameSlice.reducer;
const envelope = { gameId: 'ABCDE', timestamp: '2025-06-14T18:30:00.000Z' };

/** Seat 1 in game ABCDE, as the join's STATE_SYNC left it: standing at event id `at`. */
function seated(game: GameView = gameViewFixture(), at = 0): FriendGameState {
  const sync: ServerEvent = {
    type: 'STATE_SYNC',
    eventId: at,
    ...envelope,
    version: game.version,
    game,
    playerInfo: { playerId: 1, isYourTurn: true },
  };
  return reduce(reduce(undefined, gameOpened('ABCDE')), serverEventReceived(sync));
}

const letterOut = gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED', version: 5 });
/** Round 1 over (both placed T), round 2 begun: the room's event, as a newer version than a late reply. */
const roundOver: ServerEvent = {
  type: 'ROUND_COMPLETE',
  eventId: 7,
  ...envelope,
  round: 1,
  nextRound: 2,
  game: gameViewFixture({
    version: 7,
    currentRound: 2,
    player1Grid: placeLetterInGrid(letterOut.player1Grid, 0, 'T'),
    player2Grid: placeLetterInGrid(letterOut.player2Grid, 5, 'T'),
  }),
};

describe('friendGameSlice', () => {
  it('never lets a late reply roll the game back past a newer event', () => {
    let state = seated(letterOut, 6);
    state = reduce(state, serverEventReceived(roundOver));
    state = reduce(state, stateReceived({ game: letterOut, playerInfo: null }));
    expect(state.game?.currentRound).toBe(2);
    expect(state.announcement).toBe('Round 2 of 16.');
  });

  it('announces the round a resync finds the game in, after a tab slept through rounds', () => {
    let state = seated(letterOut, 6);
    state = reduce(
      state,
      serverEventReceived({
        type: 'PLAYER_PLACED_LETTER',
        eventId: 7,
        ...envelope,
        playerId: 2,
        round: 1,
        game: { ...letterOut, version: 7 },
      }),
    );
    expect(state.announcement).toBe('Your opponent placed the letter.');
    state = reduce(
      state,
      serverEventReceived({
        type: 'PLAYER_PLACED_LETTER',
        eventId: 8,
        ...envelope,
        playerId: 2,
        round: 1,
        game: { ...letterOut, version: 8, player2Name: 'Ana' },
      }),
    );
    // A name given since is the event's own news: said by it at once.
    expect(state.announcement).toBe('Ana placed the letter.');
    const later = gameViewFixture({ version: 19, currentRound: 4 });
    state = reduce(
      state,
      serverEventReceived({
        type: 'STATE_SYNC',
        eventId: 19,
        ...envelope,
        version: 19,
        game: later,
        playerInfo: { playerId: 1, isYourTurn: false },
      }),
    );
    expect(state.announcement).toBe('Round 4 of 16.');
    // A REST read (the polling fallback) that finds it further on says so too.
    state = reduce(
      state,
      stateReceived({ game: { ...later, version: 23, currentRound: 5 }, playerInfo: null }),
    );
    expect(state.announcement).toBe('Round 5 of 16.');
  });

  it('drops a repeated or older room event', () => {
    let state = seated(gameViewFixture(), 4);
    const selected: ServerEvent = {
      type: 'LETTER_SELECTED',
      eventId: 5,
      ...envelope,
      letter: 'T',
      round: 1,
      playerId: 2,
      game: letterOut,
    };
    state = reduce(state, serverEventReceived(selected));
    expect(state.lastEventId).toBe(5);
    const older: ServerEvent = { type: 'GAME_STARTED', eventId: 4, ...envelope, game: gameViewFixture() };
    state = reduce(state, serverEventReceived(older));
    expect(state.game?.currentLetter).toBe('T');
  });

  it("announces the opponent's moves but not your own", () => {
    let state = seated();
    const mine: ServerEvent = {
      type: 'LETTER_SELECTED',
      eventId: 1,
      ...envelope,
      letter: 'T',
      round: 1,
      playerId: 1,
      game: letterOut,
    };
    state = reduce(state, serverEventReceived(mine));
    expect(state.announcement).toBe('');
    const theirs: ServerEvent = {
      type: 'PLAYER_PLACED_LETTER',
      eventId: 2,
      ...envelope,
      playerId: 2,
      round: 1,
      game: letterOut,
    };
    state = reduce(state, serverEventReceived(theirs));
    expect(state.announcement).toBe('Your opponent placed the letter.');
  });

  it('sets the submitted flag optimistically and rolls it back on failure or a PLACEMENT_ERROR', () => {
    let state = seated(letterOut);
    state = reduce(state, placementChosen({ cellIndex: 3, letter: 'T' }));
    state = reduce(state, placementSubmitted());
    expect(friendGameSlice.selectors.selectHasSubmitted({ friendGame: state })).toBe(true);
    state = reduce(state, placementFailed());
    expect(friendGameSlice.selectors.selectHasSubmitted({ friendGame: state })).toBe(false);
    expect(state.pending).toEqual({ cellIndex: 3, letter: 'T' });
    state = reduce(state, placementSubmitted());
    const error: ServerEvent = {
      type: 'PLACEMENT_ERROR',
      eventId: 0,
      ...envelope,
      message: 'Cell is taken',
      playerId: 1,
    };
    state = reduce(state, serverEventReceived(error));
    expect(state.isPlacementOptimistic).toBe(false);
  });

  it("keeps a move's confirmation to its own round when the room's event beats the move's reply", () => {
    let state = seated(letterOut, 6);
    state = reduce(state, moveConfirmed({ message: 'Letter Placed', round: 1 }));
    expect(state.confirmation).toBe('Letter Placed');
    state = reduce(state, serverEventReceived(roundOver));
    expect(state.confirmation).toBeNull();
    // Round 1's placement reply, arriving after round 2 began, must not read as a round 2 move.
    state = reduce(state, moveConfirmed({ message: 'Letter Placed', round: 1 }));
    expect(state.confirmation).toBeNull();
  });

  it('clears the temporary tile once the server has your placement', () => {
    let state = seated(letterOut);
    state = reduce(state, placementChosen({ cellIndex: 3, letter: 'T' }));
    state = reduce(state, placementSubmitted());
    const placed = {
      ...letterOut,
      player1Submitted: true,
      player1Grid: placeLetterInGrid(letterOut.player1Grid, 3, 'T'),
    };
    state = reduce(state, stateReceived({ game: placed, playerInfo: null }));
    expect(state.pending).toBeNull();
    expect(state.isPlacementOptimistic).toBe(false);
    expect(state.playerInfo?.isYourTurn).toBe(false);
  });

  it("tracks the opponent's presence from events and from the game state", () => {
    let state = seated(gameViewFixture(), 2);
    expect(state.opponentPresence).toBe('active');
    const away: ServerEvent = {
      type: 'PRESENCE_UPDATE',
      eventId: 3,
      ...envelope,
      playerId: 2,
      status: 'away',
    };
    state = reduce(state, serverEventReceived(away));
    expect(state.opponentPresence).toBe('away');
    state = reduce(
      state,
      stateReceived({ game: gameViewFixture({ player2Status: 'Available' }), playerInfo: null }),
    );
    expect(state.opponentPresence).toBe('active');
  });

  it('reports a missing game only while there is nothing to show', () => {
    const notFound: ServerEvent = {
      type: 'GAME_NOT_FOUND',
      eventId: 0,
      ...envelope,
      message: GAME_MESSAGES.gameNotFound,
    };
    expect(reduce(reduce(undefined, gameOpened('ABCDE')), serverEventReceived(notFound)).fatal).toBe(
      'not-found',
    );
    expect(reduce(seated(), serverEventReceived(notFound)).fatal).toBeNull();
  });

  it('tells a withdrawn game from one that never was by its code, even with the game on screen', () => {
    const withdrawn: ServerEvent = {
      type: 'GAME_NOT_FOUND',
      eventId: 0,
      ...envelope,
      // The code decides, not the sentence: a reworded message must not turn a withdrawal into a miss.
      message: 'Taken back by its creator',
      code: 'GAME_WITHDRAWN',
    };
    expect(reduce(reduce(undefined, gameOpened('ABCDE')), serverEventReceived(withdrawn)).fatal).toBe(
      'withdrawn',
    );
    // The creator's other tab, waiting on the game when it is withdrawn, is told live.
    expect(reduce(seated(), serverEventReceived(withdrawn)).fatal).toBe('withdrawn');
    const sentenceOnly: ServerEvent = { ...withdrawn, message: GAME_MESSAGES.gameWithdrawn, code: undefined };
    expect(reduce(seated(), serverEventReceived(sentenceOnly)).fatal).toBeNull();
  });

  it('keeps the reply to an offer for its own game only, and forgets it when another game opens', () => {
    const offered = { offeredBy: [1 as const], rematchGameId: null };
    const version = gameViewFixture().version + 1;
    const state = reduce(seated(), rematchReplied({ gameId: 'ABCDE', rematch: offered, version }));
    expect(state.rematchReply).toEqual(offered);
    expect(
      reduce(seated(), rematchReplied({ gameId: 'OTHER', rematch: offered, version })).rematchReply,
    ).toBeNull();
    expect(reduce(state, gameOpened('FGHIJ')).rematchReply).toBeNull();
  });

  it('drops a rematch reply once the game is seen at its version, so a later decline shows', () => {
    const finished = gameViewFixture({ status: 'completed', version: 10 });
    const offered = { offeredBy: [1 as const], rematchGameId: null };
    // The offer's reply (version 11) comes before its event: it leads.
    const replied = reduce(
      seated(finished),
      rematchReplied({ gameId: 'ABCDE', rematch: offered, version: 11 }),
    );
    expect(replied.rematchReply).toEqual(offered);
    // The opponent declines (version 12), seen by a poll while the socket is down: the game's state wins.
    const declined = gameViewFixture({
      status: 'completed',
      version: 12,
      rematch: { offeredBy: [], rematchGameId: null, declinedBy: 2 },
    });
    const after = reduce(replied, stateReceived({ game: declined, playerInfo: null }));
    expect(after.rematchReply).toBeNull();
    // A reply older than the game held is never taken.
    expect(
      reduce(after, rematchReplied({ gameId: 'ABCDE', rematch: offered, version: 11 })).rematchReply,
    ).toBeNull();
  });
});

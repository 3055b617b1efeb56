// The live session against a fake socket, through the store: every event carries the whole view, so one that
// arrives across a missing id (a node died between storing and publishing) is shown at once, and repeats and
// events older than the held view never change what the player sees. Nothing is asked of the server. A placement
// sent before the opponent's (not yet seen) placement arrived is refused as stale and sent again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode, GameView, ServerEvent, SocketAck } from '@gridable/common';
import { GAME_MESSAGES, MOVE_ERROR_MESSAGES } from '@gridable/common/messages';
import { makeStore, type AppStore } from '../../../lib/store/store';
import { fakeSocket, resetFakeSocket } from '../../../testing/fakeGameSocket';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { createSocketGameSession } from './socketSession';
import { selectFriendGame } from '../model/friendGameSlice';
import { savePlayerName } from '../../../lib/storage';

vi.mock('../../../lib/socket/gameSocket', () => import('../../../testing/fakeGameSocket'));

const envelope = { gameId: 'ABCDE', timestamp: '2025-06-14T18:30:00.000Z' };
const seat1 = { playerId: 1, isYourTurn: true } as const;

const awaiting = gameViewFixture({ version: 3 });
const letterT = gameViewFixture({ version: 5, currentLetter: 'T', roundState: 'LETTER_PROVIDED' });
const opponentPlaced = { ...letterT, version: 6, player2Submitted: true };

function sync(eventId: number, game: GameView): ServerEvent {
  return { type: 'STATE_SYNC', eventId, ...envelope, version: game.version, game, playerInfo: seat1 };
}
function letterSelected(eventId: number, game: GameView, letter = 'T'): ServerEvent {
  const view = { ...game, currentLetter: letter };
  return {
    type: 'LETTER_SELECTED',
    eventId,
    ...envelope,
    version: game.version,
    letter,
    round: 1,
    playerId: 1,
    game: view,
  };
}
function placedByOpponent(eventId: number, game: GameView): ServerEvent {
  return {
    type: 'PLAYER_PLACED_LETTER',
    eventId,
    ...envelope,
    version: game.version,
    playerId: 2,
    round: 1,
    game,
  };
}
function presence(eventId: number, version: number, status: 'active' | 'away'): ServerEvent {
  return { type: 'PRESENCE_UPDATE', eventId, ...envelope, version, playerId: 2, status };
}

let store: AppStore;
let stop: () => void;

function open(notify: (toast: object) => void = () => undefined) {
  store = makeStore();
  const session = createSocketGameSession('ABCDE', {
    dispatch: store.dispatch,
    getState: () => store.getState(),
    notify,
  });
  stop = session.start();
  fakeSocket.handlers?.onStatus('connected');
  return session;
}
const deliver = (event: ServerEvent) => fakeSocket.handlers?.onEvent(event);
const held = () => selectFriendGame(store.getState());
const refreshes = () => fakeSocket.sent.filter((sent) => sent.command === 'refresh').length;

describe('a socket session with events missing, repeated or late', () => {
  beforeEach(() => {
    resetFakeSocket();
    // REST reads stay unanswered: the socket alone drives the game.
    installFetchMock(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an event that skips an id at once, without asking the server for the state', () => {
    open();
    deliver(sync(3, awaiting));
    // Event 4 was stored on a node that died before publishing it; 5 and 6 arrive, each with the whole view.
    deliver(letterSelected(5, letterT));
    expect(held().game?.version).toBe(5);
    expect(held().game?.currentLetter).toBe('T');
    deliver(placedByOpponent(6, opponentPlaced));
    expect(held().game?.version).toBe(6);
    expect(held().game?.player2Submitted).toBe(true);
    expect(held().announcement).toBe('Your opponent placed the letter.');
    expect(held().lastEventId).toBe(6);
    expect(refreshes()).toBe(0);
  });

  it('ignores repeated events and a STATE_SYNC older than what it holds', () => {
    open();
    deliver(sync(3, awaiting));
    deliver(letterSelected(4, letterT));
    deliver(placedByOpponent(5, opponentPlaced));
    deliver(letterSelected(4, letterT, 'Q'));
    deliver(placedByOpponent(5, { ...opponentPlaced, player2Submitted: false }));
    deliver(sync(2, awaiting));
    expect(held().game).toEqual(opponentPlaced);
    expect(held().playerInfo).toEqual({ playerId: 1, isYourTurn: true });
    expect(refreshes()).toBe(0);
  });

  it('says nothing of events older than the view an acknowledgement already brought', async () => {
    const session = open();
    deliver(sync(3, awaiting));
    // Our own letter is acknowledged with the game at version 6 before the room's events reach us.
    const chosen = { ...letterT, version: 6, currentLetter: 'Q' };
    fakeSocket.answer = () => Promise.resolve({ ok: true, game: chosen, playerInfo: seat1 });
    expect(await session.submitLetter('Q')).toBe(true);
    expect(held().game?.version).toBe(6);
    // Written before our letter: the opponent went away and came back (versions 4 and 5).
    deliver(presence(4, 4, 'away'));
    expect(held().opponentPresence).toBe('active');
    expect(held().announcement).toBe('');
    deliver(presence(5, 5, 'active'));
    deliver(letterSelected(6, chosen, 'Q'));
    expect(held().game?.currentLetter).toBe('Q');
    expect(held().lastEventId).toBe(6);
  });

  it('drops an event that arrives after a newer one, and a STATE_SYNC read before it', () => {
    open();
    deliver(sync(3, awaiting));
    deliver(placedByOpponent(6, opponentPlaced));
    // The letter's own event (version 5) comes late, by another route: its news is already in the view.
    deliver(letterSelected(5, { ...letterT, currentLetter: 'Q' }, 'Q'));
    deliver(sync(5, letterT));
    expect(held().game).toEqual(opponentPlaced);
    expect(held().announcement).toBe('Your opponent placed the letter.');
    expect(refreshes()).toBe(0);
  });

  describe('an ERROR event', () => {
    const error = (code: ErrorCode, message: string): ServerEvent => ({
      type: 'ERROR',
      eventId: 0,
      ...envelope,
      message,
      code,
    });

    it('is a full game by its code, whatever its sentence says', () => {
      const notify = vi.fn();
      open(notify);
      // No seat of ours to reclaim: the page ends as full.
      deliver(error('GAME_FULL', GAME_MESSAGES.gameFullDetail));
      expect(held().fatal).toBe('full');
      expect(notify).not.toHaveBeenCalled();
    });

    it('is only told, when its sentence speaks of a full game but its code does not', () => {
      const notify = vi.fn();
      open(notify);
      deliver(error('RATE_LIMITED', 'Slow down: this game is full of requests'));
      expect(held().fatal).toBeNull();
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    });
  });

  describe('when both players place at the same moment', () => {
    const staleAck: SocketAck = { ok: false, code: 'STALE_VERSION', error: MOVE_ERROR_MESSAGES.staleVersion };
    /** The server: the opponent placed at version 6, so a placement made against 5 is stale. */
    function serverAfterOpponentPlaced(fresh: GameView) {
      fakeSocket.answer = (command, payload) => {
        if (command === 'refresh') return Promise.resolve({ ok: true, game: fresh, playerInfo: seat1 });
        if (command !== 'placement') return Promise.resolve(staleAck);
        if ((payload as { version: number }).version < 6) return Promise.resolve(staleAck);
        const placed = { ...fresh, version: 7, player1Submitted: true };
        return Promise.resolve({ ok: true, game: placed, playerInfo: seat1 });
      };
    }
    const placements = () => fakeSocket.sent.filter((sent) => sent.command === 'placement');

    it('sends the placement again against the fresh state, and it is placed', async () => {
      const session = open();
      deliver(sync(3, letterT));
      serverAfterOpponentPlaced(opponentPlaced);
      expect(await session.submitPlacement(0)).toBe(true);
      expect(placements().map((sent) => sent.payload)).toEqual([
        { cellIndex: 0, version: 5 },
        { cellIndex: 0, version: 6 },
      ]);
      expect(held().game?.player1Submitted).toBe(true);
      expect(held().isPlacementOptimistic).toBe(false);
    });

    it('sends it again over REST against a fresh read when the refresh never answers (a slow link)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const notify = vi.fn();
      let game: GameView = opponentPlaced;
      const posted: unknown[] = [];
      installFetchMock(({ method, path, body }) => {
        if (method === 'GET') return json({ game, playerInfo: seat1 });
        if (path === '/api/games/ABCDE/placement') {
          posted.push(body);
          game = { ...game, version: 7, player1Submitted: true };
          return json({ success: true });
        }
        return json({ ok: true });
      });
      const session = open(notify);
      deliver(sync(3, letterT));
      serverAfterOpponentPlaced(opponentPlaced);
      // The socket stays up, but the refresh's answer is stuck behind the whole views queued on the link.
      const answer = fakeSocket.answer;
      fakeSocket.answer = (command, payload) =>
        command === 'refresh'
          ? Promise.reject(new Error('operation has timed out'))
          : (answer?.(command, payload) ?? Promise.resolve(staleAck));

      expect(await session.submitPlacement(0)).toBe(true);
      expect(placements()).toHaveLength(1);
      expect(posted).toEqual([expect.objectContaining({ cellIndex: 0, version: 6 })]);
      expect(held().game?.player1Submitted).toBe(true);
      expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    });

    it('does not send it again when the fresh state is another round, and gives the tile back', async () => {
      const notify = vi.fn();
      const session = open(notify);
      deliver(sync(3, letterT));
      serverAfterOpponentPlaced({ ...opponentPlaced, currentRound: 2, currentLetter: 'Q' });
      expect(await session.submitPlacement(0)).toBe(false);
      expect(placements()).toHaveLength(1);
      expect(held().isPlacementOptimistic).toBe(false);
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    });
  });

  it('names the seat at once when the player sets a name mid-game, and shows the view the join brings', async () => {
    open();
    deliver(sync(3, awaiting));
    const renamed = { ...awaiting, version: 4, player1Name: 'Ana' };
    fakeSocket.answer = (command) =>
      command === 'join'
        ? Promise.resolve({ ok: true, game: renamed, playerInfo: seat1 })
        : new Promise<SocketAck>(() => undefined);
    savePlayerName('Ana');
    const joins = fakeSocket.sent.filter((sent) => sent.command === 'join');
    expect(joins).toEqual([
      { command: 'join', payload: expect.objectContaining({ gameId: 'ABCDE', name: 'Ana' }) },
    ]);
    await vi.waitFor(() => expect(held().game?.player1Name).toBe('Ana'));
    stop();
    // A page closed no longer renames anything.
    savePlayerName('Ben');
    expect(fakeSocket.sent.filter((sent) => sent.command === 'join')).toHaveLength(1);
    stop = () => undefined;
  });
});

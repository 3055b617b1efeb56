// The live session when the socket drops between a move's send and its acknowledgement: the move is settled by
// reading the game, so one that landed is a success (no error, the tile stays), one the server never saw is sent
// again over REST, and only a move that cannot be learned about is reported as failed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeLetterInGrid } from '@gridable/common/rules';
import type { GameView, ServerEvent, SocketAck } from '@gridable/common';
import { makeStore, type AppStore } from '../../../lib/store/store';
import { fakeSocket, resetFakeSocket } from '../../../testing/fakeGameSocket';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { selectFriendGame } from '../model/friendGameSlice';
import { createSocketGameSession } from './socketSession';

vi.mock('../../../lib/socket/gameSocket', () => import('../../../testing/fakeGameSocket'));

const seat1 = { playerId: 1, isYourTurn: true } as const;
const letterT = gameViewFixture({ version: 5, currentLetter: 'T', roundState: 'LETTER_PROVIDED' });
const placedAt0 = {
  ...letterT,
  version: 6,
  player1Submitted: true,
  player1Grid: placeLetterInGrid(letterT.player1Grid, 0, 'T'),
};
const awaiting = gameViewFixture({ version: 3 });
const chosenQ = { ...awaiting, version: 4, currentLetter: 'Q', roundState: 'LETTER_PROVIDED' } as GameView;

/** The socket's acknowledgement never comes: Socket.IO rejects it when the connection drops. */
function dropEveryMove() {
  fakeSocket.answer = (command) =>
    command === 'placement' || command === 'letter'
      ? Promise.reject(new Error('socket has been disconnected'))
      : new Promise<SocketAck>(() => undefined);
}

/** REST as the server has it: `game` for every read, and a POSTed move that turns it into `afterMove`. */
function restServer(game: GameView, afterMove?: GameView) {
  let held = game;
  const posts: MockRequest[] = [];
  installFetchMock((request) => {
    const route = `${request.method} ${request.path.split('?')[0]}`;
    if (route === 'GET /api/games/ABCDE') return json({ game: held, playerInfo: seat1 });
    if (route === 'POST /api/games/ABCDE/placement' || route === 'POST /api/games/ABCDE/letter') {
      posts.push(request);
      if (afterMove) held = afterMove;
      return json({ success: true, letter: 'Q', currentTurn: 1 });
    }
    if (route === 'POST /api/presence') return json({ ok: true });
    return json({ error: `unexpected ${route}` }, 400);
  });
  return { posts };
}

let store: AppStore;
let stop: () => void = () => undefined;
const notify = vi.fn();
const held = () => selectFriendGame(store.getState());

function open(start: GameView) {
  store = makeStore();
  const session = createSocketGameSession('ABCDE', {
    dispatch: store.dispatch,
    getState: () => store.getState(),
    notify,
  });
  stop = session.start();
  fakeSocket.handlers?.onStatus('connected');
  const sync: ServerEvent = {
    type: 'STATE_SYNC',
    eventId: start.version,
    gameId: 'ABCDE',
    timestamp: '2025-06-14T18:30:00.000Z',
    version: start.version,
    game: start,
    playerInfo: seat1,
  };
  fakeSocket.handlers?.onEvent(sync);
  return session;
}
const destructive = () =>
  notify.mock.calls.filter(([toast]) => (toast as { variant?: string }).variant === 'destructive');

describe('a move whose socket dropped before its acknowledgement', () => {
  beforeEach(() => {
    resetFakeSocket();
    notify.mockReset();
    dropEveryMove();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is a success when the server had placed it, with the tile kept and nothing sent twice', async () => {
    const server = restServer(placedAt0);
    const session = open(letterT);
    expect(await session.submitPlacement(0)).toBe(true);
    expect(destructive()).toEqual([]);
    expect(server.posts).toEqual([]);
    expect(held().game?.player1Grid[0]?.[0]).toBe('T');
    expect(held().isPlacementOptimistic).toBe(false);
  });

  it('is sent again over REST against the fresh state when the server never saw it', async () => {
    const server = restServer(
      { ...letterT, version: 6, player2Submitted: true },
      { ...placedAt0, version: 7 },
    );
    const session = open(letterT);
    expect(await session.submitPlacement(0)).toBe(true);
    expect(server.posts.map((post) => post.body)).toEqual([
      expect.objectContaining({ cellIndex: 0, version: 6 }),
    ]);
    expect(destructive()).toEqual([]);
    expect(held().game?.player1Grid[0]?.[0]).toBe('T');
  });

  it('counts a letter the server had taken as chosen', async () => {
    const server = restServer(chosenQ);
    const session = open(awaiting);
    expect(await session.submitLetter('Q')).toBe(true);
    expect(destructive()).toEqual([]);
    expect(server.posts).toEqual([]);
    expect(held().game?.currentLetter).toBe('Q');
  });

  it('fails with the connection error, the tile given back, when no read answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    const session = open(letterT);
    const placed = session.submitPlacement(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await placed).toBe(false);
    expect(destructive()).toHaveLength(1);
    expect(held().isPlacementOptimistic).toBe(false);
    expect(held().game?.player1Grid[0]?.[0]).toBeNull();
  });

  it('waits out the browser being offline, and is a success when the read after shows it placed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const posts: MockRequest[] = [];
    installFetchMock((request) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      if (request.method === 'POST' && request.path.endsWith('/placement')) posts.push(request);
      return json({ game: placedAt0, playerInfo: seat1 });
    });
    const session = open(letterT);
    const placed = session.submitPlacement(0);
    // Offline well past the connect timeout: the move reached the server, only its ack was lost.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(destructive()).toEqual([]);
    expect(held().isPlacementOptimistic).toBe(true);
    online = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await placed).toBe(true);
    expect(destructive()).toEqual([]);
    expect(posts).toEqual([]);
    expect(held().game?.player1Grid[0]?.[0]).toBe('T');
  });

  it('coming back to the tab while the connection is down shows no status failure', async () => {
    restServer(letterT);
    fakeSocket.answer = (command) =>
      command === 'status'
        ? Promise.reject(new Error('socket has been disconnected'))
        : Promise.resolve({ ok: true, game: letterT, playerInfo: seat1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    open(letterT);
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(1));
    for (const state of ['hidden', 'visible'] as const) {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Status not sent', expect.any(Error)));
    expect(fakeSocket.sent).toContainEqual({ command: 'status', payload: { status: 'Available' } });
    expect(destructive()).toEqual([]);
  });
});

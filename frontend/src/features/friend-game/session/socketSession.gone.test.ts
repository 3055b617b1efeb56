// A game that is not there (never made, or withdrawn) is said once and left alone: no read every 3 s, no socket
// rejoining it, while a failure that may pass (a 500, no network) is still tried again and still logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_ERROR_MS } from '@gridable/common/constants';
import { makeStore, type AppStore } from '../../../lib/store/store';
import type { GameSocketHandlers } from '../../../lib/socket/gameSocket';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { selectFriendGame } from '../model/friendGameSlice';
import { createSocketGameSession } from './socketSession';

const fakeSocket = vi.hoisted(() => ({ handlers: null as GameSocketHandlers | null, closed: false }));

vi.mock('../../../lib/socket/gameSocket', () => ({
  openGameSocket: (_join: unknown, handlers: GameSocketHandlers) => {
    fakeSocket.handlers = handlers;
    return {
      send: () => new Promise(() => undefined),
      isConnected: () => false,
      reconnect: () => undefined,
      close: () => void (fakeSocket.closed = true),
    };
  },
}));

let store: AppStore;
let stop: () => void = () => undefined;
const held = () => selectFriendGame(store.getState());

/** Opens the session with the server answering every read of game ABCDE with `reply`; returns the read count. */
function open(reply: () => Response) {
  let reads = 0;
  installFetchMock(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/api/games/ABCDE')) {
      reads++;
      return reply();
    }
    return json({ ok: true });
  });
  store = makeStore();
  stop = createSocketGameSession('ABCDE', {
    dispatch: store.dispatch,
    getState: () => store.getState(),
    notify: () => undefined,
  }).start();
  return () => reads;
}

describe('a socket session for a game that is not there', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fakeSocket.handlers = null;
    fakeSocket.closed = false;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says Game Not Found after one read, then reads no more and closes its socket', async () => {
    const reads = open(() => json({ error: 'Game not found', code: 'GAME_NOT_FOUND' }, 404));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await vi.waitFor(() => expect(held().fatal).toBe('not-found'));
    expect(fakeSocket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toBe(1);
    // An answer the page expects and shows is not a failure to report.
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops as well when the socket is the one to say the game was withdrawn', async () => {
    const reads = open(() => json({ error: 'Try again', code: 'INTERNAL' }, 503));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await vi.waitFor(() => expect(reads()).toBe(1));
    fakeSocket.handlers?.onEvent({
      type: 'GAME_NOT_FOUND',
      eventId: 1,
      gameId: 'ABCDE',
      timestamp: '2025-06-14T18:30:00.000Z',
      message: 'This game was withdrawn',
      code: 'GAME_WITHDRAWN',
    });
    expect(held().fatal).toBe('withdrawn');
    expect(fakeSocket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toBe(1);
  });

  it('keeps trying, and saying so, when the server fails for another reason', async () => {
    const reads = open(() => json({ error: 'Try again', code: 'INTERNAL' }, 503));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await vi.waitFor(() => expect(reads()).toBe(1));
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS);
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(warn).toHaveBeenCalledWith('Polling the game state failed', expect.anything());
    expect(held().fatal).toBeNull();
    expect(fakeSocket.closed).toBe(false);
  });
});

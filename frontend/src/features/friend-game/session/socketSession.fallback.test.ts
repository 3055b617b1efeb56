// The live session when Socket.IO cannot connect (a proxy blocks it): the visitor at the game's link takes the
// open seat over REST, the game is read every few seconds and the page says so, moves go over REST, and once
// the socket connects the reads stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_CONNECT_TIMEOUT_MS, POLL_INTERVAL_MS, PRESENCE_INTERVAL_MS } from '@gridable/common/constants';
import type { GameView } from '@gridable/common';
import { GAME_MESSAGES, MOVE_ERROR_MESSAGES } from '@gridable/common/messages';
import { makeStore, type AppStore } from '../../../lib/store/store';
import type { GameSocketHandlers } from '../../../lib/socket/gameSocket';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { selectFriendGame } from '../model/friendGameSlice';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { createSocketGameSession } from './socketSession';

const fakeSocket = vi.hoisted(() => ({
  handlers: null as GameSocketHandlers | null,
  connected: false,
  sent: [] as string[],
}));

vi.mock('../../../lib/socket/gameSocket', () => ({
  openGameSocket: (_join: unknown, handlers: GameSocketHandlers) => {
    fakeSocket.handlers = handlers;
    return {
      send: (command: string) => {
        fakeSocket.sent.push(command);
        return new Promise(() => undefined);
      },
      isConnected: () => fakeSocket.connected,
      reconnect: () => undefined,
      close: () => undefined,
    };
  },
}));

/**
 * The server's side of the REST calls: one open seat until someone joins, then a letter that moves the game.
 * `joinRefusals` answer the first joins, in order.
 */
function fakeServer(joinRefusals: { body: object; status: number }[] = []) {
  let game: GameView = gameViewFixture({ status: 'waiting', player2: null, version: 1 });
  let seated = false;
  const calls: string[] = [];
  const presenceReports: unknown[] = [];
  const handle = ({ method, path, body }: MockRequest) => {
    const route = `${method} ${path.split('?')[0]}`;
    calls.push(route);
    if (route === 'POST /api/presence') presenceReports.push(body);
    switch (route) {
      case 'GET /api/games/ABCDE':
        return json({ game, playerInfo: seated ? { playerId: 2, isYourTurn: false } : null });
      case 'POST /api/games/ABCDE/join': {
        const refusal = joinRefusals.shift();
        if (refusal) return json(refusal.body, refusal.status);
        seated = true;
        game = { ...game, status: 'active', player2: 'client-2', version: 2 };
        return json({ gameId: 'ABCDE', playerId: 2, game });
      }
      case 'POST /api/presence':
        return json({ ok: true });
      default:
        return json({ error: `unexpected ${route}` }, 400);
    }
  };
  return {
    calls,
    presenceReports,
    reads: () => calls.filter((call) => call === 'GET /api/games/ABCDE').length,
    /** The opponent moves: only a read can tell this page. */
    opponentChooses(letter: string) {
      game = { ...game, currentLetter: letter, roundState: 'LETTER_PROVIDED', version: game.version + 1 };
    },
    handle,
  };
}

let store: AppStore;
let stop: () => void = () => undefined;
const held = () => selectFriendGame(store.getState());

function open() {
  store = makeStore();
  const session = createSocketGameSession('ABCDE', {
    dispatch: store.dispatch,
    getState: () => store.getState(),
    notify: () => undefined,
  });
  stop = session.start();
  return session;
}

describe('a socket session whose socket cannot connect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fakeSocket.handlers = null;
    fakeSocket.connected = false;
    fakeSocket.sent = [];
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  // Ten fake minutes of polling is real work: a busy runner needs more than the default 5 s.
  it('joins the open seat over REST, reads the game on the polling interval, and says so', async () => {
    const server = fakeServer();
    installFetchMock(server.handle);
    open();
    await vi.waitFor(() => expect(held().game?.version).toBe(1));
    expect(held().isPollingFallback).toBe(false);

    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(2));
    expect(server.calls).toContain('POST /api/games/ABCDE/join');
    expect(held().isPollingFallback).toBe(true);
    expect(held().game?.status).toBe('active');

    // Socket.IO reports every failed retry; the reads keep their own pace.
    const readsBefore = server.reads();
    fakeSocket.handlers?.onStatus('disconnected');
    fakeSocket.handlers?.onStatus('disconnected');
    server.opponentChooses('T');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(server.reads()).toBe(readsBefore + 1);
    expect(held().game?.currentLetter).toBe('T');

    // Long after every timed polling session would have ended, the opponent's moves still arrive.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.reads()).toBe(readsBefore + 1 + (10 * 60_000) / POLL_INTERVAL_MS);
    expect(fakeSocket.sent).toEqual([]);
  }, 20_000);

  it('stops reading over REST once the socket connects', async () => {
    const server = fakeServer();
    installFetchMock(server.handle);
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    // Seated over REST, and the read after it back.
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(2));
    await vi.advanceTimersByTimeAsync(0);

    fakeSocket.connected = true;
    fakeSocket.handlers?.onStatus('connected');
    expect(held().isPollingFallback).toBe(false);
    const reads = server.reads();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.reads()).toBe(reads);
  });

  it('plays on over REST from the moment the socket drops, while the first read is still on its way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    let releaseRead: () => void = () => undefined;
    let slow = false;
    installFetchMock(async (request) => {
      // A slow network: the read after the drop takes seconds to come back.
      if (slow && request.method === 'GET') await new Promise<void>((resolve) => (releaseRead = resolve));
      return server.handle(request);
    });
    open();
    await vi.waitFor(() => expect(held().game?.version).toBe(1));
    fakeSocket.connected = true;
    fakeSocket.handlers?.onStatus('connected');

    slow = true;
    fakeSocket.connected = false;
    fakeSocket.handlers?.onStatus('disconnected');
    // What the page shows: reachable (moves go over REST), never the connection-lost hint meanwhile.
    expect(held().connection).toBe('disconnected');
    expect(held().isPollingFallback).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(held().isPollingFallback).toBe(true);
    releaseRead();
    await vi.waitFor(() => expect(server.reads()).toBeGreaterThan(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(held().isPollingFallback).toBe(true);
    // Every read came back with the game: none was lost to the cache between two reads.
    expect(warn).not.toHaveBeenCalled();
  });

  it('calls the connection lost when a read after the drop never comes back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    let swallowing = false;
    installFetchMock((request) =>
      // The network is connected but nothing comes back.
      swallowing && request.method === 'GET'
        ? new Promise<Response>(() => undefined)
        : server.handle(request),
    );
    open();
    await vi.waitFor(() => expect(held().game?.version).toBe(1));
    fakeSocket.connected = true;
    fakeSocket.handlers?.onStatus('connected');

    swallowing = true;
    fakeSocket.connected = false;
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.advanceTimersByTimeAsync(EVENT_CONNECT_TIMEOUT_MS);
    expect(held().isPollingFallback).toBe(false);
  });

  it('shows no notice when REST fails too: the connection is lost, not only the socket', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetchMock(() => Promise.reject(new TypeError('Failed to fetch')));
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(held().isPollingFallback).toBe(false);
    expect(held().game).toBeNull();
  });

  // Two 409s: a full game ends the page (there is no seat of ours to reclaim); a game that changed under the
  // join is joined again on the next read.
  it('gives up only when the join is refused as full, not when the game changed under it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stale = {
      body: { error: 'The game changed too often to apply this move; please try again', code: 'STALE' },
      status: 409,
    };
    const server = fakeServer([stale]);
    installFetchMock(server.handle);
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(server.calls).toContain('POST /api/games/ABCDE/join'));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(2));
    expect(held().fatal).toBeNull();
    stop();

    const full = { body: { error: GAME_MESSAGES.gameFull, code: 'GAME_FULL' }, status: 409 };
    installFetchMock(fakeServer([full]).handle);
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().fatal).toBe('full'));
  });

  it('sends a placement again when only the opponent placement it had not yet seen made it stale', async () => {
    let game = gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED', version: 5 });
    let movedAt = 5;
    const placements: unknown[] = [];
    installFetchMock(({ method, path, body }) => {
      if (method === 'GET') return json({ game, playerInfo: { playerId: 1, isYourTurn: true } });
      if (path === '/api/games/ABCDE/placement') {
        placements.push(body);
        if ((body as { version: number }).version < movedAt)
          return json({ error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' }, 409);
        game = { ...game, player1Submitted: true, version: game.version + 1 };
        return json({ success: true });
      }
      return json({ ok: true });
    });
    const session = open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(1));
    // The opponent places before this page's next read.
    game = { ...game, player2Submitted: true, version: 6 };
    movedAt = 6;

    expect(await session.submitPlacement(0)).toBe(true);
    expect(placements).toEqual([
      expect.objectContaining({ cellIndex: 0, version: 5 }),
      expect.objectContaining({ cellIndex: 0, version: 6 }),
    ]);
    expect(held().game?.player1Submitted).toBe(true);
  });

  it('sends a stale placement again against a read begun after the refusal, not a poll already on its way', async () => {
    let game = gameViewFixture({ currentLetter: 'T', roundState: 'LETTER_PROVIDED', version: 5 });
    let movedAt = 5;
    let holdNextRead = false;
    let releaseRead: () => void = () => undefined;
    const placements: unknown[] = [];
    installFetchMock(async ({ method, path, body }) => {
      if (method === 'GET') {
        // The reply is the game as it stood when the read reached the server.
        const reply = json({ game, playerInfo: { playerId: 1, isYourTurn: true } });
        if (holdNextRead) {
          holdNextRead = false;
          await new Promise<void>((resolve) => (releaseRead = resolve));
        }
        return reply;
      }
      if (path === '/api/games/ABCDE/placement') {
        placements.push(body);
        if ((body as { version: number }).version < movedAt)
          return json({ error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' }, 409);
        game = { ...game, player1Submitted: true, version: game.version + 1 };
        return json({ success: true });
      }
      return json({ ok: true });
    });
    const session = open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(1));
    await vi.advanceTimersByTimeAsync(1_000);

    // A poll tick's read is on its way (slow network) when the opponent places.
    holdNextRead = true;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    game = { ...game, player2Submitted: true, version: 6 };
    movedAt = 6;

    const placed = session.submitPlacement(0);
    await vi.advanceTimersByTimeAsync(100);
    releaseRead();
    expect(await placed).toBe(true);
    expect(placements).toEqual([
      expect.objectContaining({ cellIndex: 0, version: 5 }),
      expect.objectContaining({ cellIndex: 0, version: 6 }),
    ]);
    expect(held().game?.player1Submitted).toBe(true);
  });

  it('does not send a letter choice again when it was refused as stale', async () => {
    const game = gameViewFixture({ version: 5 });
    const letters: unknown[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetchMock(({ method, path, body }) => {
      if (method === 'GET') return json({ game, playerInfo: { playerId: 1, isYourTurn: true } });
      if (path === '/api/games/ABCDE/letter') {
        letters.push(body);
        return json({ error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' }, 409);
      }
      return json({ ok: true });
    });
    const session = open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(1));
    expect(await session.submitLetter('Q')).toBe(false);
    expect(letters).toHaveLength(1);
  });

  it('asks the server nothing more once the page closes, even with a read on its way and one queued', async () => {
    // The server never answers: the first read hangs, and the socket's drop queues a second behind it.
    const requests = installFetchMock(() => new Promise<Response>(() => undefined));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(requests).toHaveBeenCalledTimes(1));

    stop();
    fakeSocket.handlers?.onStatus('disconnected');
    // Past the read's give-up, the retry after an error and many polling intervals.
    await vi.advanceTimersByTimeAsync(EVENT_CONNECT_TIMEOUT_MS + 10 * 60_000);
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it("names its tab in REST presence reports, and tells a reconnect's handshake whether the tab is hidden", async () => {
    const server = fakeServer();
    installFetchMock(server.handle);
    open();
    fakeSocket.handlers?.onStatus('disconnected');
    await vi.waitFor(() => expect(held().playerInfo?.playerId).toBe(2));
    expect(fakeSocket.handlers?.presence?.()).toBe('active');

    // The 30 s report goes over REST while the socket is down, as one of this player's tabs.
    await vi.advanceTimersByTimeAsync(PRESENCE_INTERVAL_MS);
    expect(server.presenceReports.at(-1)).toMatchObject({
      gameId: 'ABCDE',
      isActive: true,
      clientId: expect.any(String),
    });

    // Hidden: the socket's next handshake says so, so its rejoin does not count as looking.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fakeSocket.handlers?.presence?.()).toBe('away');
    await vi.waitFor(() => expect(server.presenceReports.at(-1)).toMatchObject({ isActive: false }));
  });
});

// Watchers: strangers following a full friend game. They sit in a room of their own, hear a coalesced
// WATCH_STATE (round, letters called, presence) built from the game's own events, and never a grid until
// the game is over. Players hear how many watch. The per-move cost is one timer per burst of events: the
// room broadcast encodes each WATCH_STATE once (one websocket frame for every watcher), at most one every
// WATCH_PUSH_EVERY_MS per game, latest state wins, and always on a timer, so after the movers' acks.
import {
  REVIEW_MESSAGES,
  SocketWatch,
  type GameView,
  type ServerEvent,
  type WatchAck,
  type WatchState,
} from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { moveLogOf } from '../games/moveLog';
import type { Logger } from '../logger';
import type { GameChannel } from './gameChannel';
import { gameRoom, type GameServer, type GameSocket } from './socketServer';

/** Watchers one game takes on one node; the next is told the game is full of watchers. */
export const WATCHERS_PER_GAME = 1_000;
/** Events within this window reach watchers as one WATCH_STATE (a round is 3–4 events at once). */
export const WATCH_COALESCE_MS = 100;
/** A game's watchers hear at most one WATCH_STATE this often, however fast its players move. */
export const WATCH_PUSH_EVERY_MS = 500;
/** Players hear the watcher count at most this often. */
export const WATCHER_COUNT_EVERY_MS = 1_000;

const WATCH_PREFIX = 'watch:';

export function watchRoom(gameId: string): string {
  return `${WATCH_PREFIX}${gameId}`;
}

interface Watched {
  state: WatchState;
  pushTimer: NodeJS.Timeout | null;
  /** When the last WATCH_STATE went out (performance.now()), or -Infinity before the first. */
  lastPushAt: number;
  countTimer: NodeJS.Timeout | null;
  lastCount: number;
}

/** The letters called so far: one per round from the move log, and the current round's once chosen. */
function lettersCalledOf(game: StoredGame): string[] {
  const byRound = new Map<number, string>();
  for (const entry of moveLogOf(game)) byRound.set(entry.round, entry.letter);
  if (game.currentLetter && game.status !== 'completed')
    byRound.set(game.currentRound ?? 1, game.currentLetter);
  return [...byRound.entries()].sort(([a], [b]) => a - b).map(([, letter]) => letter);
}

function stateOf(view: GameView, lettersCalled: string[], watchers: number): WatchState {
  return {
    type: 'WATCH_STATE',
    gameId: view.gameId,
    status: view.status,
    currentRound: view.currentRound,
    currentLetter: view.currentLetter,
    lettersCalled,
    player1Present: view.player1Status === 'Available',
    player2Present: view.player2Status === 'Available',
    player1Placed: view.player1Submitted,
    player2Placed: view.player2Submitted,
    player1Name: view.player1Name ?? null,
    player2Name: view.player2Name ?? null,
    watchers,
    final:
      view.status === 'completed'
        ? {
            player1Grid: view.player1Grid,
            player2Grid: view.player2Grid,
            player1Score: view.player1Score,
            player2Score: view.player2Score,
          }
        : null,
  };
}

export interface WatcherDeps {
  io: GameServer;
  channel: GameChannel;
  /** The stored game (with its move log) and its public view. */
  load: (gameId: string) => Promise<{ game: StoredGame; view: GameView } | null>;
  log: Logger;
  cap?: number;
  coalesceMs?: number;
  pushEveryMs?: number;
  countEveryMs?: number;
}

export function attachWatchers({
  io,
  channel,
  load,
  log,
  cap = WATCHERS_PER_GAME,
  coalesceMs = WATCH_COALESCE_MS,
  pushEveryMs = WATCH_PUSH_EVERY_MS,
  countEveryMs = WATCHER_COUNT_EVERY_MS,
}: WatcherDeps): () => void {
  const watched = new Map<string, Watched>();
  const countOf = (gameId: string) => io.of('/').adapter.rooms.get(watchRoom(gameId))?.size ?? 0;

  function push(gameId: string): void {
    const entry = watched.get(gameId);
    if (!entry || entry.pushTimer) return;
    const wait = Math.max(coalesceMs, entry.lastPushAt + pushEveryMs - performance.now());
    entry.pushTimer = setTimeout(() => {
      entry.pushTimer = null;
      entry.lastPushAt = performance.now();
      entry.state = { ...entry.state, watchers: countOf(gameId) };
      io.local.to(watchRoom(gameId)).emit('WATCH_STATE', entry.state);
    }, wait);
  }

  function tellPlayers(gameId: string): void {
    const entry = watched.get(gameId);
    if (!entry || entry.countTimer) return;
    entry.countTimer = setTimeout(() => {
      entry.countTimer = null;
      const watchers = countOf(gameId);
      if (watchers === entry.lastCount) return;
      entry.lastCount = watchers;
      io.local.to(gameRoom(gameId)).emit('WATCHERS', { type: 'WATCHERS', gameId, watchers });
      if (watchers === 0) forget(gameId);
    }, countEveryMs);
  }

  function forget(gameId: string): void {
    const entry = watched.get(gameId);
    if (!entry || countOf(gameId) > 0) return;
    if (entry.pushTimer) clearTimeout(entry.pushTimer);
    if (entry.countTimer) clearTimeout(entry.countTimer);
    watched.delete(gameId);
  }

  function onEvent(event: ServerEvent): void {
    const entry = watched.get(event.gameId);
    if (!entry || !('game' in event) || !event.game) return;
    const letters =
      event.type === 'LETTER_SELECTED' && entry.state.lettersCalled.length < event.round
        ? [...entry.state.lettersCalled, event.letter]
        : entry.state.lettersCalled;
    entry.state = stateOf(event.game, letters, entry.state.watchers);
    push(event.gameId);
  }

  async function watch(socket: GameSocket, payload: unknown): Promise<WatchAck> {
    const parsed = SocketWatch.safeParse(payload);
    if (!parsed.success) {
      return {
        ok: false,
        error: parsed.error.issues[0]?.message ?? 'Invalid watch request',
        code: 'INVALID_INPUT',
      };
    }
    const { gameId } = parsed.data;
    // A socket watches one game at a time: asking for another leaves the last.
    for (const room of socket.rooms) {
      if (room.startsWith(WATCH_PREFIX) && room !== watchRoom(gameId)) {
        await socket.leave(room);
        tellPlayers(room.slice(WATCH_PREFIX.length));
      }
    }
    const found = await load(gameId);
    if (!found) return { ok: false, error: REVIEW_MESSAGES.watchNotFound, code: 'GAME_NOT_FOUND' };
    if (found.view.status === 'waiting') {
      return { ok: false, error: REVIEW_MESSAGES.watchNotStarted, code: 'NOT_STARTED' };
    }
    if (countOf(gameId) >= cap) return { ok: false, error: REVIEW_MESSAGES.watchFull, code: 'WATCHERS_FULL' };
    await socket.join(watchRoom(gameId));
    // Counts as joined for the idle cut-off; with no seat it can make no move.
    socket.data.gameId = gameId;
    const entry = watched.get(gameId);
    const state = stateOf(found.view, lettersCalledOf(found.game), countOf(gameId));
    // The first watcher's read starts the cache; later ones keep the one events already brought up to date.
    if (!entry)
      watched.set(gameId, { state, pushTimer: null, lastPushAt: -Infinity, countTimer: null, lastCount: 0 });
    const current = watched.get(gameId)?.state ?? state;
    tellPlayers(gameId);
    return { ok: true, state: { ...current, watchers: countOf(gameId) } };
  }

  const stopEvents = channel.subscribe(onEvent);
  io.on('connection', (socket) => {
    socket.on('watch', (payload, ack) => {
      watch(socket, payload).then(
        (reply) => (typeof ack === 'function' ? ack(reply) : undefined),
        (err: unknown) => {
          log.warn('watch failed', { err });
          if (typeof ack === 'function')
            ack({ ok: false, error: REVIEW_MESSAGES.watchNotFound, code: 'GAME_NOT_FOUND' });
        },
      );
    });
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        if (room.startsWith(WATCH_PREFIX)) {
          const gameId = room.slice(WATCH_PREFIX.length);
          // Left after this handler: count on the next tick.
          setImmediate(() => tellPlayers(gameId));
        }
      }
    });
  });
  return () => {
    stopEvents();
    for (const gameId of [...watched.keys()]) {
      const entry = watched.get(gameId);
      if (entry?.pushTimer) clearTimeout(entry.pushTimer);
      if (entry?.countTimer) clearTimeout(entry.countTimer);
    }
    watched.clear();
  };
}

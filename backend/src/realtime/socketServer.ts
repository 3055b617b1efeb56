// The one place Socket.IO's server is created: typed events, room naming, delivery of bus events to rooms.
import type http from 'node:http';
import { Server, type BroadcastOperator, type Socket } from 'socket.io';
import {
  SERVER_MESSAGES,
  type ClientToServerEvents,
  type Seat,
  type ServerEvent,
  type ServerToClientEvents,
} from '@gridable/common';
import { socketOriginAllowed, type SocketOriginOptions } from '../ops/socketOrigin';
import type { GameChannel } from './gameChannel';

/** What a socket carries once it has joined a game. */
export interface GameSocketData {
  gameId?: string;
  seat?: Seat;
  clientId?: string;
  playerUUID?: string;
}

export type GameServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  GameSocketData
>;
export type GameSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  GameSocketData
>;
type EventTarget = GameSocket | BroadcastOperator<ServerToClientEvents, GameSocketData>;

/**
 * A socket whose network silently vanished is noticed at its next unanswered ping: interval plus timeout
 * under 5 s, so the opponent sees Away within 5 s (Socket.IO's defaults, 25 s + 20 s, took 45 s).
 */
export const SOCKET_PING_INTERVAL_MS = 2_000;
export const SOCKET_PING_TIMEOUT_MS = 2_500;

const ROOM_PREFIX = 'game:';

export function gameRoom(gameId: string): string {
  return `${ROOM_PREFIX}${gameId}`;
}

/**
 * Socket.IO's default in-memory adapter on every node, and no connection state recovery: a socket that
 * comes back (to this node or another) re-sends its identity in the handshake and gets the STATE_SYNC
 * every (re)join sends, which is the one recovery story. Game events reach other nodes through the
 * ordered game bus, never through the adapter (see deliverToRooms).
 */
export function createSocketServer(
  httpServer: http.Server,
  { corsOrigins, publicUrl }: SocketOriginOptions,
): GameServer {
  const originAllowed = socketOriginAllowed({ corsOrigins, publicUrl });
  return new Server(httpServer, {
    // Before any session exists, for polling and WebSocket alike; engineSessions.ts chains its cap to this.
    allowRequest: (req, answer) =>
      originAllowed(req) ? answer(null, true) : answer(SERVER_MESSAGES.foreignOrigin, false),
    serveClient: false,
    // The same ceiling as REST bodies: no game message comes near it.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    ...(corsOrigins.length > 0 ? { cors: { origin: [...corsOrigins], credentials: true } } : {}),
  });
}

/** Sends one event to one socket or room under its protocol name (docs/PROTOCOL.md §7); the payload is the event itself. */
export function emitEvent(target: EventTarget, event: ServerEvent): void {
  // Socket.IO's typed emit cannot pair a union's `type` with its payload; this is the one place that says so.
  (target as unknown as { emit(type: string, payload: ServerEvent): boolean }).emit(event.type, event);
}

/** A socket's own STATE_SYNC (its seat's view), or null when the game is gone. */
export type SocketStateSync = (gameId: string, viewer: GameSocketData) => Promise<ServerEvent | null>;

/**
 * Delivers every bus event to the game's room on this node only (`io.local`); every node does the same,
 * and each socket lives on one node, so each socket gets each event once. A room broadcast encodes the
 * packet once for all its sockets. The channel hands each game's events over in id order, gaps filled
 * from the event log; a gap the log cannot fill sends each socket of the room its STATE_SYNC. What a
 * reconnecting socket missed comes back through the STATE_SYNC every (re)join sends.
 */
export function deliverToRooms(io: GameServer, channel: GameChannel, stateSync: SocketStateSync): () => void {
  const stopEvents = channel.subscribe((event) => emitEvent(io.local.to(gameRoom(event.gameId)), event));
  const stopResync = channel.onResync((gameId) => {
    const nsp = io.of('/');
    for (const socketId of nsp.adapter.rooms.get(gameRoom(gameId)) ?? []) {
      const socket = nsp.sockets.get(socketId);
      if (!socket) continue;
      stateSync(gameId, socket.data).then(
        (sync) => sync && emitEvent(socket, sync),
        () => undefined,
      );
    }
  });
  const stopWatching = channel.watch(function* () {
    for (const room of io.of('/').adapter.rooms.keys()) {
      if (room.startsWith(ROOM_PREFIX)) yield room.slice(ROOM_PREFIX.length);
    }
  });
  const stopFollowing = followRooms(io, channel);
  return () => {
    stopEvents();
    stopResync();
    stopWatching();
    stopFollowing();
  };
}

/** A game room on this node exists exactly while one of its sockets is here: that is when the node follows it. */
function followRooms(io: GameServer, channel: GameChannel): () => void {
  const adapter = io.of('/').adapter;
  const unfollow = new Map<string, () => void>();
  const onCreate = (room: string): void => {
    if (room.startsWith(ROOM_PREFIX) && !unfollow.has(room))
      unfollow.set(room, channel.follow(room.slice(ROOM_PREFIX.length)));
  };
  const onDelete = (room: string): void => {
    unfollow.get(room)?.();
    unfollow.delete(room);
  };
  adapter.on('create-room', onCreate);
  adapter.on('delete-room', onDelete);
  return () => {
    adapter.off('create-room', onCreate);
    adapter.off('delete-room', onDelete);
    for (const undo of unfollow.values()) undo();
    unfollow.clear();
  };
}

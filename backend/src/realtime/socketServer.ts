// The one place Socket.IO's server is created: typed events, connection state recovery, room naming.
import type http from 'node:http';
import { Server, type BroadcastOperator, type ServerOptions, type Socket } from 'socket.io';
import type { ClientToServerEvents, Seat, ServerEvent, ServerToClientEvents } from '@gridable/common';
import type { GameChannel } from './gameChannel';
import { RoomReplayAdapter } from './roomReplayAdapter';

/** What a socket carries once it has joined a game; restored with the socket on connection recovery. */
export interface GameSocketData {
  gameId?: string;
  seat?: Seat;
  clientId?: string;
  playerUUID?: string;
}

export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, GameSocketData>;
export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, GameSocketData>;
type EventTarget = GameSocket | BroadcastOperator<ServerToClientEvents, GameSocketData>;

/**
 * A socket whose network silently vanished is noticed at its next unanswered ping: interval plus timeout
 * under 5 s, so the opponent sees Away within 5 s (Socket.IO's defaults, 25 s + 20 s, took 45 s).
 */
export const SOCKET_PING_INTERVAL_MS = 2_000;
export const SOCKET_PING_TIMEOUT_MS = 2_500;

/** Missed room events are replayed to a socket that comes back within this long. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

export function gameRoom(gameId: string): string {
  return `game:${gameId}`;
}

/** `adapter`: the Redis Streams adapter when several nodes share the game (REDIS_URL); in-memory otherwise. */
export function createSocketServer(
  httpServer: http.Server,
  corsOrigins: string[],
  adapter?: ServerOptions['adapter'],
): GameServer {
  return new Server(httpServer, {
    serveClient: false,
    // The same ceiling as REST bodies: no game message comes near it.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    ...(corsOrigins.length > 0 ? { cors: { origin: corsOrigins, credentials: true } } : {}),
    adapter: adapter ?? RoomReplayAdapter,
  });
}

/** Sends one event to one socket or room under its SPEC name; the payload is the event itself. */
export function emitEvent(target: EventTarget, event: ServerEvent): void {
  // Socket.IO's typed emit cannot pair a union's `type` with its payload; this is the one place that says so.
  (target as unknown as { emit(type: string, payload: ServerEvent): boolean }).emit(event.type, event);
}

/**
 * Delivers every bus event to the game's room on this node only (`io.local`); every node does the same,
 * and each socket lives on one node, so each socket gets each event once. Why not broadcast once from the
 * publishing node through the Redis Streams adapter (whose stream offsets let Socket.IO replay missed
 * packets after a reconnect)? Two nodes write one game in turn, and their appends to the stream can land
 * the other way round; clients drop an event whose id is not above the last one seen, so a crossed
 * GAME_COMPLETE would be lost. The bus puts each game's events back in order on every node
 * (eventSequencer.ts); the adapter only sees local rooms. What a reconnecting socket missed comes back
 * through the STATE_SYNC every (re)join sends, on whichever node it lands.
 */
export function deliverToRooms(io: GameServer, channel: GameChannel): () => void {
  return channel.subscribe((event) => emitEvent(io.local.to(gameRoom(event.gameId)), event));
}

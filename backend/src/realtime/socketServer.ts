// The one place Socket.IO's server is created: typed events, connection state recovery, room naming.
import type http from 'node:http';
import { Server, type BroadcastOperator, type Socket } from 'socket.io';
import type { ClientToServerEvents, Seat, ServerEvent, ServerToClientEvents } from '@gridable/common';
import type { GameChannel } from './gameChannel';

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

/** Missed room events are replayed to a socket that comes back within this long. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

export function gameRoom(gameId: string): string {
  return `game:${gameId}`;
}

export function createSocketServer(httpServer: http.Server, corsOrigins: string[]): GameServer {
  return new Server(httpServer, {
    serveClient: false,
    // The same ceiling as REST bodies: no game message comes near it.
    maxHttpBufferSize: 16 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    ...(corsOrigins.length > 0 ? { cors: { origin: corsOrigins, credentials: true } } : {}),
  });
}

/** Sends one event to one socket or room under its SPEC name; the payload is the event itself. */
export function emitEvent(target: EventTarget, event: ServerEvent): void {
  // Socket.IO's typed emit cannot pair a union's `type` with its payload; this is the one place that says so.
  (target as unknown as { emit(type: string, payload: ServerEvent): boolean }).emit(event.type, event);
}

/**
 * Delivers every channel event to the game's room on this node only (`local`): with a cross-node bus
 * each node delivers what the bus hands it, so a broadcast through the adapter would arrive twice.
 */
export function deliverToRooms(io: GameServer, channel: GameChannel): () => void {
  return channel.subscribe((event) => emitEvent(io.local.to(gameRoom(event.gameId)), event));
}

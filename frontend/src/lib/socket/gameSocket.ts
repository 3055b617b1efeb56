// The one Socket.IO connection of a game page: joins through the handshake auth, hands every server event to
// one callback and acknowledges each client event. Socket.IO's own reconnection runs the docs/PROTOCOL.md §4 schedule
// (SOCKET_RECONNECTION); every (re)connect is a join that the server answers with STATE_SYNC, the one recovery.
import { io } from 'socket.io-client';
import type { ManagerOptions, Socket } from 'socket.io-client';
import { EVENT_CONNECT_TIMEOUT_MS, SOCKET_RECONNECTION } from '@gridable/common/constants';
import type {
  ClientToServerEvents,
  ServerEvent,
  ServerEventType,
  PresenceState,
  ServerToClientEvents,
  SocketAck,
  SocketJoin,
} from '@gridable/common';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export type SocketCommand =
  | 'join'
  | 'letter'
  | 'placement'
  | 'presence'
  | 'status'
  | 'refresh'
  | 'resign'
  | 'claim-win'
  | 'nudge'
  | 'reaction';
type CommandPayload<C extends SocketCommand> = Parameters<ClientToServerEvents[C]>[0];

export interface GameSocketHandlers {
  onEvent(event: ServerEvent): void;
  onStatus(status: ConnectionStatus): void;
  /** How many strangers watch the game (sent to players when it changes). */
  onWatchers?(watchers: number): void;
  /** The tab's presence, asked at each (re)connect and sent in the handshake. */
  presence?(): PresenceState | undefined;
}

export interface GameSocket {
  /** Sends a command and resolves with its acknowledgement; rejects when disconnected or unanswered. */
  send<C extends SocketCommand>(command: C, payload: CommandPayload<C>): Promise<SocketAck>;
  isConnected(): boolean;
  /** Reconnects now, e.g. with a new seat after a reset-player call. */
  reconnect(join?: SocketJoin): void;
  /**
   * Joins again on the open connection with what changed (the player's name): every later reconnect carries it
   * too. Resolves with the join's acknowledgement, or null when not connected (the next handshake carries it).
   */
  rejoin(join: SocketJoin): Promise<SocketAck | null>;
  close(): void;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Every docs/PROTOCOL.md §4 event name, checked complete by the type; common's SERVER_EVENT_TYPES would bring zod into the page.
const EVENT_NAMES: Record<ServerEventType, true> = {
  HEARTBEAT: true,
  CONNECTION_ESTABLISHED: true,
  PRESENCE_UPDATE: true,
  STATE_SYNC: true,
  GAME_JOINED: true,
  GAME_STARTED: true,
  LETTER_SELECTED: true,
  PLAYER_PLACED_LETTER: true,
  ROUND_COMPLETE: true,
  GAME_COMPLETE: true,
  STATUS_UPDATED: true,
  PLAYER_RETURNED: true,
  GAME_NOT_FOUND: true,
  GAME_FULL: true,
  ERROR: true,
  PLACEMENT_ERROR: true,
  REMATCH_OFFERED: true,
  REMATCH_DECLINED: true,
  REMATCH_STARTED: true,
  NUDGED: true,
  REACTION: true,
};
const SERVER_EVENT_NAMES = Object.keys(EVENT_NAMES);

export function openGameSocket(
  initialJoin: SocketJoin,
  handlers: GameSocketHandlers,
  options: { url?: string; reconnection?: Partial<ManagerOptions> } = {},
): GameSocket {
  let join = initialJoin;
  let closed = false;
  const socket: ClientSocket = io(options.url ?? '/', {
    ...SOCKET_RECONNECTION,
    ...options.reconnection,
    autoConnect: false,
    reconnection: true,
    // The auth is read on every attempt, so a reconnect joins with the seat we hold now, and as the tab is now:
    // a hidden tab's rejoin must not count as looking at the game.
    auth: (send) => {
      const presence = handlers.presence?.();
      send({ ...join, ...(presence ? { presence } : {}) });
    },
  });

  socket.on('connect', () => handlers.onStatus('connected'));
  // Retries keep the 'disconnected' status, so the reconnect hint stays up until a connection holds.
  socket.on('connect_error', () => handlers.onStatus('disconnected'));
  socket.on('disconnect', (reason) => {
    if (closed) return;
    handlers.onStatus('disconnected');
    // Socket.IO retries by itself after any drop except the server's own disconnect; that one we retry too.
    if (reason === 'io server disconnect') socket.connect();
  });
  // Each docs/PROTOCOL.md §4 event arrives under its own name; all of them go to the one handler.
  const untyped = socket as unknown as { on(name: string, listener: (event: ServerEvent) => void): void };
  for (const type of SERVER_EVENT_NAMES) untyped.on(type, (event) => handlers.onEvent(event));
  socket.on('WATCHERS', (event) => handlers.onWatchers?.(event.watchers));

  handlers.onStatus('connecting');
  socket.connect();

  return {
    async send(command, payload) {
      if (!socket.connected) throw new Error('Not connected');
      const emitter = socket.timeout(EVENT_CONNECT_TIMEOUT_MS) as unknown as {
        emitWithAck(name: string, payload: unknown): Promise<SocketAck>;
      };
      return emitter.emitWithAck(command, payload ?? {});
    },
    isConnected: () => socket.connected,
    rejoin(nextJoin) {
      join = nextJoin;
      return socket.connected ? this.send('join', nextJoin) : Promise.resolve(null);
    },
    reconnect(nextJoin) {
      if (nextJoin) join = nextJoin;
      socket.disconnect();
      handlers.onStatus('connecting');
      socket.connect();
    },
    close() {
      closed = true;
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

// A real socket.io-client player: connects with its identity, records every event, emits with acks.
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerEvent,
  ServerEventType,
  ServerToClientEvents,
  SocketAck,
  SocketJoin,
} from '@gridable/common';
import { SERVER_EVENT_TYPES } from '@gridable/common';
import { freshIp } from './http';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketPlayer {
  socket: ClientSocket;
  events: ServerEvent[];
  emit(event: keyof ClientToServerEvents, payload?: unknown): Promise<SocketAck>;
  waitFor<T extends ServerEventType>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  close(): void;
}

export interface ConnectOptions {
  /** Sent as the handshake auth (an implicit join); omit to connect without joining. */
  auth?: SocketJoin;
  reconnectionDelay?: number;
  /** The address the trusted proxy reports (X-Forwarded-For); a fresh one per player by default. */
  ip?: string;
}

export function connectPlayer(url: string, options: ConnectOptions = {}): SocketPlayer {
  const socket: ClientSocket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: options.reconnectionDelay ?? 50,
    reconnectionDelayMax: 200,
    // Each simulated browser is its own client, as behind a real proxy; the per-address caps see that.
    extraHeaders: { 'x-forwarded-for': options.ip ?? freshIp() },
    ...(options.auth ? { auth: options.auth } : {}),
  });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  for (const type of SERVER_EVENT_TYPES) {
    socket.on(type as 'ERROR', (event: ServerEvent) => {
      events.push(event);
      waiters.forEach((w) => w());
    });
  }
  return {
    socket,
    events,
    emit(event, payload) {
      return new Promise((resolve, reject) => {
        // Generous: under the 200-game load an ack can wait seconds behind everyone else's writes.
        const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 30_000);
        (socket.emit as (e: string, p: unknown, ack: (a: SocketAck) => void) => void)(
          event,
          payload,
          (ack) => {
            clearTimeout(timer);
            resolve(ack);
          },
        );
      });
    },
    waitFor(type, match = () => true, timeoutMs = 10_000) {
      type Wanted = Extract<ServerEvent, { type: typeof type }>;
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const found = events.find((e): e is Wanted => e.type === type && match(e as Wanted));
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `socket: no ${type} within ${timeoutMs} ms; got ${events.map((e) => e.type).join(',')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.disconnect(),
  };
}

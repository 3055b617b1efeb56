// Counts a Socket.IO connection's frames where engine.io hands them to Socket.IO's decoder, so a flood is
// cut off before any JSON parse, packet decode or schema work. Engine.io already bounds each frame's size
// (maxHttpBufferSize); this bounds their rate. Past the budget the client is told once (an ERROR event,
// no ack: the frame is never decoded, so there is no ack to call) and disconnected; whatever else arrives
// on it is dropped unread (by the gate, then by engine.io once the connection is closing).
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { emitEvent, type GameServer, type GameSocket } from '../realtime/socketServer';
import type { Budget } from './limits';
import { TokenBuckets } from './tokenBucket';

/** Frames one connection may send: a fast player sends a few a second, a reconnecting one a burst. */
export const SOCKET_MESSAGE_BUDGET: Budget = { name: 'socket-messages', limit: 60, windowMs: 10_000 };

/** engine.io's connection under a Socket.IO socket (engine.io itself is Socket.IO's dependency, not ours). */
type EngineSocket = GameSocket['conn'];

export interface SocketFlood {
  /** The engine connection that went past its budget; already closing. */
  conn: EngineSocket;
  /** Its Socket.IO socket, when it had connected to the namespace. */
  socket: GameSocket | undefined;
}

type DataListener = (data: unknown) => void;

/**
 * Puts the frame budget in front of Socket.IO's decoder on every new engine connection. Call it once,
 * after the Socket.IO server is attached (its own 'connection' listener must already have run).
 */
export function gateSocketFrames(
  io: GameServer,
  { budget = SOCKET_MESSAGE_BUDGET, onFlood }: { budget?: Budget; onFlood: (flood: SocketFlood) => void },
): void {
  const buckets = new TokenBuckets(budget);
  const sockets = new WeakMap<EngineSocket, GameSocket>();
  let nextKey = 0;
  io.on('connection', (socket) => sockets.set(socket.conn, socket));

  io.engine.on('connection', (conn: EngineSocket) => {
    const key = String((nextKey += 1));
    // Socket.IO's client listened for 'data' when the connection was made; it now hears through the gate.
    const decoders = conn.listeners('data') as DataListener[];
    conn.removeAllListeners('data');
    let cutOff = false;
    conn.on('data', (data: unknown) => {
      if (cutOff) return;
      if (!buckets.spend(key)) {
        for (const decode of decoders) decode.call(conn, data);
        return;
      }
      cutOff = true;
      buckets.forget(key);
      const socket = sockets.get(conn);
      onFlood({ conn, socket });
      if (socket?.connected) {
        emitEvent(socket, {
          type: 'ERROR',
          eventId: 0,
          gameId: socket.data.gameId ?? '',
          timestamp: new Date().toISOString(),
          message: RATE_LIMIT_MESSAGE,
        });
        // A server-side disconnect: Socket.IO's client does not reconnect by itself after one.
        socket.disconnect(true);
      } else conn.close();
    });
    conn.once('close', () => buckets.forget(key));
  });
}

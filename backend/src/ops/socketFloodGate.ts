// Counts a Socket.IO connection's frames where engine.io hands them to Socket.IO's decoder, so a flood is
// cut off before any JSON parse, packet decode or schema work. Engine.io already bounds each frame's size
// (maxHttpBufferSize); this bounds their rate. Past the budget the client is told once (an ERROR event,
// no ack: the frame is never decoded, so there is no ack to call) and disconnected. A flooder does not
// answer the close and keeps writing, and a websocket that is still read costs a frame parse per junk
// frame for as long as it stays open (30 s by default): so its TCP socket stops being read at once
// (what it sends piles up in the kernel and stalls the sender), and it is destroyed after a short grace
// in which the refusal and the close frame go out.
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

/** How long a cut-off websocket has to receive its refusal and close frame before its socket is destroyed. */
export const FLOOD_CLOSE_GRACE_MS = 1_000;

/**
 * The `ws` WebSocket under engine.io's websocket transport. Engine.io keeps it in the transport's `socket`
 * field and does not type it; `pause` and `terminate` are ws's public API.
 */
interface TransportWebSocket {
  pause(): void;
  terminate(): void;
}

function websocketOf(conn: EngineSocket): TransportWebSocket | undefined {
  const transport = conn.transport as unknown as { name?: string; socket?: Partial<TransportWebSocket> };
  const ws = transport.name === 'websocket' ? transport.socket : undefined;
  return typeof ws?.pause === 'function' && typeof ws.terminate === 'function'
    ? (ws as TransportWebSocket)
    : undefined;
}

/** Stops reading a flooding websocket now and destroys it once the refusal has had time to go out. */
function stopReading(conn: EngineSocket, graceMs: number): void {
  const ws = websocketOf(conn);
  if (!ws) return; // long-polling: a closed session's next request is refused as an unknown session
  ws.pause();
  setTimeout(() => ws.terminate(), graceMs).unref();
}

/**
 * Puts the frame budget in front of Socket.IO's decoder on every new engine connection. Call it once,
 * after the Socket.IO server is attached (its own 'connection' listener must already have run).
 */
export function gateSocketFrames(
  io: GameServer,
  {
    budget = SOCKET_MESSAGE_BUDGET,
    closeGraceMs = FLOOD_CLOSE_GRACE_MS,
    onFlood,
  }: { budget?: Budget; closeGraceMs?: number; onFlood: (flood: SocketFlood) => void },
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
      stopReading(conn, closeGraceMs);
      const socket = sockets.get(conn);
      onFlood({ conn, socket });
      if (socket?.connected) {
        emitEvent(socket, {
          type: 'ERROR',
          eventId: 0,
          gameId: socket.data.gameId ?? '',
          timestamp: new Date().toISOString(),
          message: RATE_LIMIT_MESSAGE,
          code: 'RATE_LIMITED',
        });
        // A server-side disconnect: Socket.IO's client does not reconnect by itself after one.
        socket.disconnect(true);
      } else conn.close();
    });
    conn.once('close', () => buckets.forget(key));
  });
}

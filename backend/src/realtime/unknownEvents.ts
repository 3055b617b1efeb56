// Socket.IO leaves an event nobody listens for unanswered: a client that sent it with an acknowledgement
// (a typo, an older or newer client, a hand-written one) would wait for that acknowledgement forever.
import { unknownEventMessage } from '@gridable/common/messages';
import type { SocketAck } from '@gridable/common';
import { emitEvent, type GameServer } from './socketServer';

/** Answers every event without a listener: in its ack when it asked for one, else with an ERROR event. */
export function answerUnknownEvents(io: GameServer): void {
  io.on('connection', (socket) => {
    socket.onAny((event: unknown, ...args: unknown[]) => {
      // Every feature registers its listeners when the socket connects, before any event can arrive. The
      // name is the client's, and may be missing: `42[]` has none (`listeners(undefined)` throws, an uncaught
      // exception here) and `421[]` has only its ack in its place. So it is looked up among the registered
      // names, never used to index the emitter.
      if (typeof event === 'string' && socket.eventNames().includes(event)) return;
      const named = typeof event === 'string' || typeof event === 'number';
      const message = unknownEventMessage(named ? String(event) : undefined);
      const ack = typeof event === 'function' ? event : args.at(-1);
      if (typeof ack === 'function') {
        (ack as (reply: SocketAck) => void)({ ok: false, error: message, code: 'UNKNOWN_EVENT' });
        return;
      }
      emitEvent(socket, {
        type: 'ERROR',
        eventId: 0,
        gameId: socket.data.gameId ?? '',
        timestamp: new Date().toISOString(),
        message,
        code: 'UNKNOWN_EVENT',
      });
    });
  });
}

// Socket.IO leaves an event nobody listens for unanswered: a client that sent it with an acknowledgement
// (a typo, an older or newer client, a hand-written one) would wait for that acknowledgement forever.
import { unknownEventMessage } from '@gridable/common/messages';
import type { SocketAck } from '@gridable/common';
import { emitEvent, type GameServer } from './socketServer';

/** Answers every event without a listener: in its ack when it asked for one, else with an ERROR event. */
export function answerUnknownEvents(io: GameServer): void {
  io.on('connection', (socket) => {
    socket.onAny((event: string, ...args: unknown[]) => {
      // Every feature registers its listeners when the socket connects, before any event can arrive.
      if (socket.listeners(event as never).length > 0) return;
      const message = unknownEventMessage(String(event));
      const ack = args.at(-1);
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
      });
    });
  });
}

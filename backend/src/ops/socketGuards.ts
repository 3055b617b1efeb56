// What a Socket.IO client may take: connections per address (shared with SSE streams) and per node, a
// message budget per socket, and a few seconds to join a game before an idle socket is let go.
import { RATE_LIMIT_MESSAGE, SERVER_MESSAGES, type AckCallback } from '@gridable/common';
import type { Logger } from '../logger';
import { emitEvent, type GameServer } from '../realtime/socketServer';
import { clientAddress } from './clientAddress';
import { BUDGETS, type Budget } from './limits';
import type { Protection } from './protection';
import { TokenBuckets } from './tokenBucket';

/** A socket that has not joined a game by then is closed: it holds a descriptor and serves no one. */
export const JOIN_GRACE_MS = 10_000;
/** Events one socket may send: a fast player sends a few a second, a reconnecting one a burst. */
export const SOCKET_MESSAGE_BUDGET: Budget = { name: 'socket-messages', limit: 60, windowMs: 10_000 };

export interface SocketGuardOptions {
  joinGraceMs?: number;
  messageBudget?: Budget;
}

export function guardSockets(
  io: GameServer,
  { trust, limits, caps, load }: Protection,
  log: Logger,
  { joinGraceMs = JOIN_GRACE_MS, messageBudget = SOCKET_MESSAGE_BUDGET }: SocketGuardOptions = {},
): void {
  // A socket lives on one node: its budget is that node's business, kept in memory whatever REDIS_URL
  // says and spent synchronously, so a message costs no promise and no timer (it is on every move's path).
  const perSocket = new TokenBuckets(messageBudget);

  io.use((socket, next) => {
    const refuse = (message: string): void => {
      next(new Error(message));
      // The refused client would otherwise keep its transport (and our descriptor) open.
      setTimeout(() => socket.conn.close(), 100).unref();
    };
    const address = clientAddress(socket.request, trust);
    if (load.busy()) {
      refuse(SERVER_MESSAGES.busy);
      return;
    }
    limits.spend(BUDGETS.connects, address).then(
      (refusal) => {
        if (refusal) {
          refuse(RATE_LIMIT_MESSAGE);
          return;
        }
        const slot = caps.claim(address);
        if ('refused' in slot) {
          refuse(slot.refused === 'server' ? SERVER_MESSAGES.busy : SERVER_MESSAGES.tooManyConnections);
          return;
        }
        socket.once('disconnect', () => slot.release());
        next();
      },
      (err: unknown) => {
        log.warn('socket admission failed', { err });
        next();
      },
    );
  });

  io.on('connection', (socket) => {
    const idle = setTimeout(() => {
      if (!socket.data.gameId) socket.disconnect(true);
    }, joinGraceMs);
    idle.unref();
    socket.once('disconnect', () => {
      clearTimeout(idle);
      perSocket.forget(socket.id);
    });

    socket.use((packet, next) => {
      if (!perSocket.spend(socket.id)) {
        next();
        return;
      }
      // Told once: in the ack when the client asked for one, else as an ERROR event.
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function') {
        (ack as AckCallback)({ ok: false, error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
        return;
      }
      emitEvent(socket, {
        type: 'ERROR',
        eventId: 0,
        gameId: socket.data.gameId ?? '',
        timestamp: new Date().toISOString(),
        message: RATE_LIMIT_MESSAGE,
      });
    });
  });
}

// What a Socket.IO client may take: connections per address (shared with SSE streams) and per node, a
// frame budget per connection (past it the connection is cut off: socketFloodGate.ts), and a few seconds
// to join a game before an idle socket is let go.
import { RATE_LIMIT_MESSAGE, SERVER_MESSAGES } from '@gridable/common';
import type { Logger } from '../logger';
import type { GameServer } from '../realtime/socketServer';
import { clientNetwork } from './clientAddress';
import { BUDGETS, type Budget } from './limits';
import type { Protection } from './protection';
import { capEngineSessions } from './engineSessions';
import { refuseRepeatedHandshakes, type RefusedHandshakes } from './refusedHandshakes';
import { gateSocketFrames, SOCKET_MESSAGE_BUDGET } from './socketFloodGate';

export { SOCKET_MESSAGE_BUDGET };

/** A socket that has not joined a game by then is closed: it holds a descriptor and serves no one. */
export const JOIN_GRACE_MS = 10_000;
/**
 * New connections a cut-off flood costs its address, on top of the one it spent connecting: a client that
 * reconnects and floods again is refused a new connection after a few rounds (the budget is 120 a minute).
 */
export const FLOOD_CONNECT_PENALTY = 30;
/** Twice CLIENT_CONNECTION_LIMIT's default, for callers that do not pass the configured one. */
const DEFAULT_SESSIONS_PER_ADDRESS = 40;

export interface SocketGuardOptions {
  joinGraceMs?: number;
  messageBudget?: Budget;
  /** Engine.IO sessions one address may hold (twice CLIENT_CONNECTION_LIMIT): engineSessions.ts. */
  sessionsPerAddress?: number;
}

export function guardSockets(
  io: GameServer,
  { trust, limits, caps, load, floods }: Protection,
  log: Logger,
  {
    joinGraceMs = JOIN_GRACE_MS,
    messageBudget = SOCKET_MESSAGE_BUDGET,
    sessionsPerAddress = DEFAULT_SESSIONS_PER_ADDRESS,
  }: SocketGuardOptions = {},
): RefusedHandshakes {
  capEngineSessions(io, { trust, perAddress: sessionsPerAddress, floods });
  // Last, so it runs first: a repeated refusal costs no session, no upgrade and no CONNECT.
  const handshakes = refuseRepeatedHandshakes(io, { trust });
  // A connection lives on one node: its frame budget is that node's business, kept in memory whatever
  // REDIS_URL says and spent synchronously, so a frame costs no promise and no timer (it is on every
  // move's path). The cut-off is charged to the address's connection budget, which the nodes share.
  gateSocketFrames(io, {
    budget: messageBudget,
    onFlood: ({ conn }) => {
      const address = clientNetwork(conn.request, trust);
      floods.report('socket-messages', address, {
        budget: messageBudget.limit,
        windowMs: messageBudget.windowMs,
      });
      limits
        .spend(BUDGETS.connects, address, FLOOD_CONNECT_PENALTY)
        .catch((err: unknown) => log.debug('flood penalty not charged', { err }));
    },
  });

  io.use((socket, next) => {
    const address = clientNetwork(socket.request, trust);
    const refuse = (message: string, ofThisClient = true): void => {
      next(new Error(message));
      if (ofThisClient) handshakes.refused(address, message);
      // The refused client would otherwise keep its transport (and our descriptor) open.
      setTimeout(() => socket.conn.close(), 100).unref();
    };
    if (load.busy()) {
      // The server's state, not the client's: the next handshake may well find room.
      refuse(SERVER_MESSAGES.busy, false);
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
          if (slot.refused === 'server') refuse(SERVER_MESSAGES.busy, false);
          else refuse(SERVER_MESSAGES.tooManyConnections);
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
    socket.once('disconnect', () => clearTimeout(idle));
  });
  return handshakes;
}

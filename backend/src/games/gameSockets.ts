// The live path, as a list of events: each client event is parsed with common's schema and acknowledged.
import type { z } from 'zod';
import {
  GAME_MESSAGES,
  SocketJoin,
  SocketLetter,
  SocketPlacement,
  SocketPresence,
  SocketRefresh,
  SocketEndGame,
  SocketWithdraw,
  SocketReaction,
  SocketRematch,
  SocketStatus,
  type AckCallback,
  type ClientToServerEvents,
  type ServerEvent,
  type ErrorCode,
} from '@gridable/common';
import { AppError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { Logger } from '../logger';
import { emitEvent, gameRoom, type GameServer, type GameSocket } from '../realtime/socketServer';
import { goneEvent, isGoneCode } from '../realtime/goneEvent';
import type { Actor, GameService, SeatedState } from './gameService';
import type { TrustFunction } from '../ops/clientAddress';
import type { Limits } from '../ops/limits';
import { createJoinLimiter } from './socketJoinLimit';
import { asAppError } from '../ops/storageFailure';
import { FlappingSeats } from './flappingSeats';
import type { PlayerPresence } from './playerPresence';

export interface GameSockets {
  /** Stops presence writes while the server shuts down (every socket disconnects at once then). */
  stop(): void;
  /**
   * Seats recorded as held by a socket of a server that has since stopped or died: each is away from now on,
   * as if its socket had just left (its turn push follows 30 s later), unless that player is back already.
   */
  releaseSeats(seats: HeldSeat[], options?: { heldBy?: string }): Promise<number>;
  /**
   * Records again every seat a socket here holds (after the other nodes took this node for dead and released
   * them): each such player is present once more. Resolves to how many were written.
   */
  reassertSeats(): Promise<number>;
}

export interface HeldSeat {
  gameId: string;
  playerUUID: string;
}

/** Seats released at once after a restart: enough to be quick, few enough not to crowd out the first joins. */
const RELEASE_BATCH = 16;

export function registerGameSockets(
  io: GameServer,
  service: GameService,
  log: Logger,
  { trust, limits, presence }: { trust: TrustFunction; limits: Limits; presence: PlayerPresence },
): GameSockets {
  const connections = presence.tabs;
  const flapping = new FlappingSeats();
  const joinLimiter = createJoinLimiter(limits, trust);
  let stopping = false;

  /** join: bind (or get back) a seat, enter the game's room, then STATE_SYNC to this socket. */
  async function join(socket: GameSocket, payload: SocketJoin): Promise<SeatedState> {
    await joinLimiter.check(socket.request);
    if (socket.data.gameId && socket.data.gameId !== payload.gameId) leave(socket);
    const connection = { gameId: payload.gameId, playerUUID: payload.playerUUID };
    // A tab that (re)connects hidden says so, and does not count as looking until it shows the game.
    connections.add(socket.id, connection, payload.presence ?? 'active', payload.clientId);
    const identity = { clientId: payload.clientId, playerUUID: payload.playerUUID };
    let seat;
    try {
      ({ seat } = await service.joinGame(
        payload.gameId,
        { ...identity, requestedPlayerId: payload.playerId, name: payload.name },
        () => connections.partOf(connection),
      ));
    } catch (err) {
      connections.remove(socket.id);
      if (err instanceof AppError && err.code === 'GAME_NOT_FOUND') joinLimiter.recordMiss(socket.request);
      throw err;
    }
    socket.data = { gameId: payload.gameId, seat, ...identity };
    flapping.joined(payload);
    // Gone while joining: undo the presence the join just wrote.
    if (socket.disconnected) {
      leave(socket);
      throw new AppError(409, 'Disconnected while joining', 'DISCONNECTED');
    }
    await socket.join(gameRoom(payload.gameId));
    return sync(socket);
  }

  /** The full state for this socket's player; the room's later events carry higher ids. */
  async function sync(socket: GameSocket): Promise<SeatedState> {
    const { gameId } = joined(socket);
    const state = await service.stateSync(gameId, socket.data);
    if (!state) throw new AppError(404, GAME_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    emitEvent(socket, state);
    return { game: state.game, playerInfo: state.playerInfo };
  }

  /**
   * disconnect (or a join elsewhere): the node's part of the player's presence without this socket. Read when
   * the write runs, so a socket of theirs that arrived meanwhile keeps them here. A heartbeat drop of a player
   * whose network flaps, with no other socket of theirs here, waits a while for their rejoin (flappingSeats.ts).
   */
  function leave(socket: GameSocket, reason = 'left'): void {
    const connection = connections.remove(socket.id);
    if (socket.data.gameId) void socket.leave(gameRoom(socket.data.gameId));
    if (!connection || stopping) return;
    const write = () => {
      if (stopping) return;
      presence
        .write(connection)
        .catch((err: unknown) =>
          log.debug('presence on disconnect not recorded', { err, gameId: connection.gameId }),
        );
    };
    if (connections.partOf(connection)?.connected) write();
    else flapping.left(connection, reason, write);
  }

  /** Records a report of this socket's tab; the player's presence is then that of all their tabs. */
  function report(socket: GameSocket, state: 'active' | 'away', options: { announce?: boolean } = {}) {
    joined(socket);
    const connection = connections.report(socket.id, state);
    if (!connection) throw new AppError(409, 'Join the game before playing', 'NOT_JOINED');
    return presence.write(connection, options);
  }

  io.on('connection', (socket) => {
    // The handshake's auth is an implicit join, so a reconnecting client gets its seat and STATE_SYNC back.
    const auth = SocketJoin.safeParse(socket.handshake.auth);
    const rejoin = auth.success ? auth.data : null;
    if (!auth.success) refuseHandshakeName(socket, log);
    // A client that reconnects sends what it buffered while away at once: those moves wait for the rejoin
    // to bind the seat again, instead of being refused as "join first".
    let rejoining: Promise<void> | null = null;
    if (rejoin) {
      rejoining = join(socket, rejoin).then(
        () => undefined,
        (err: unknown) => emitEvent(socket, failureEvent('join', err, rejoin.gameId, log)),
      );
      void rejoining.then(() => (rejoining = null));
    }
    const afterRejoin =
      <P>(action: (payload: P) => Promise<SeatedState>) =>
      (payload: P): Promise<SeatedState> =>
        rejoining ? rejoining.then(() => action(payload)) : action(payload);

    handle(socket, 'join', SocketJoin, (payload) => join(socket, payload), log);
    handle(
      socket,
      'letter',
      SocketLetter,
      afterRejoin(({ letter, version }) =>
        service.selectLetter(joined(socket).gameId, actorOf(socket), letter, version),
      ),
      log,
    );
    handle(
      socket,
      'placement',
      SocketPlacement,
      afterRejoin(({ cellIndex, version }) =>
        service.placeLetter(joined(socket).gameId, actorOf(socket), cellIndex, version),
      ),
      log,
    );
    handle(
      socket,
      'presence',
      SocketPresence,
      // The player's presence over all their tabs: one hidden while another shows the game leaves them active.
      afterRejoin(({ status }) => report(socket, status)),
      log,
    );
    handle(
      socket,
      'status',
      SocketStatus,
      afterRejoin(({ status }) =>
        report(socket, status === 'Available' ? 'active' : 'away', { announce: true }),
      ),
      log,
    );
    handle(
      socket,
      'refresh',
      SocketRefresh,
      afterRejoin(() => sync(socket)),
      log,
    );
    handle(
      socket,
      'rematch',
      SocketRematch,
      afterRejoin(() => service.offerRematch(joined(socket).gameId, actorOf(socket))),
      log,
    );
    handle(
      socket,
      'rematch-decline',
      SocketRematch,
      afterRejoin(() => service.declineRematch(joined(socket).gameId, actorOf(socket))),
      log,
    );
    handle(
      socket,
      'resign',
      SocketEndGame,
      afterRejoin(() => service.resign(joined(socket).gameId, actorOf(socket))),
      log,
    );
    handle(
      socket,
      'claim-win',
      SocketEndGame,
      afterRejoin(() => service.claimWin(joined(socket).gameId, actorOf(socket))),
      log,
    );
    handle(
      socket,
      'nudge',
      SocketEndGame,
      afterRejoin(() => service.nudge(joined(socket).gameId, actorOf(socket))),
      log,
    );
    handle(
      socket,
      'reaction',
      SocketReaction,
      afterRejoin(({ reaction }) => service.react(joined(socket).gameId, actorOf(socket), reaction)),
      log,
    );
    handle(
      socket,
      'withdraw',
      SocketWithdraw,
      afterRejoin(() => service.withdraw(joined(socket).gameId, actorOf(socket).playerUUID)),
      log,
    );
    socket.on('disconnect', (reason) => leave(socket, reason));
  });

  return {
    stop() {
      stopping = true;
      flapping.stop();
    },
    // A dead node's part is removed; a lone node's restart voids every part but its own.
    releaseSeats: (seats, { heldBy } = {}) =>
      inBatches(seats, (held) =>
        heldBy === undefined
          ? presence.write(held, { alone: true })
          : service.setPresence(held.gameId, { playerUUID: held.playerUUID }, () => null, { node: heldBy }),
      ),
    reassertSeats: () => inBatches(connections.players(), (held) => presence.write(held)),
  };
}

/**
 * A handshake that would join but for its name is told why, as the join event would be: a bad name must not
 * leave the player silently outside their game. Any other unparsable auth stays a plain connection, as before.
 */
function refuseHandshakeName(socket: GameSocket, log: Logger): void {
  const auth: unknown = socket.handshake.auth;
  if (typeof auth !== 'object' || auth === null || !('name' in auth)) return;
  const unnamed = SocketJoin.safeParse({ ...auth, name: undefined });
  if (!unnamed.success) return;
  try {
    parseInput(SocketJoin, auth);
  } catch (err) {
    emitEvent(socket, failureEvent('join', err, unnamed.data.gameId, log));
  }
}

/** Runs `write` over `seats` a batch at a time; resolves to how many succeeded. */
async function inBatches(seats: HeldSeat[], write: (seat: HeldSeat) => Promise<unknown>): Promise<number> {
  let written = 0;
  for (let i = 0; i < seats.length; i += RELEASE_BATCH) {
    const results = await Promise.allSettled(seats.slice(i, i + RELEASE_BATCH).map(write));
    written += results.filter((r) => r.status === 'fulfilled').length;
  }
  return written;
}

function joined(socket: GameSocket): { gameId: string } {
  const { gameId } = socket.data;
  if (!gameId) throw new AppError(409, 'Join the game before playing', 'NOT_JOINED');
  return { gameId };
}

/** The seat bound at join, proven again by its UUID on every move. */
function actorOf(socket: GameSocket): Actor {
  return { clientId: socket.data.clientId, playerUUID: socket.data.playerUUID, seat: socket.data.seat };
}

/**
 * Registers one client event: whatever arrives (no payload, no ack, a function for a payload) is parsed,
 * acted on and acknowledged; a failure is told once, never thrown: in the ack when the client asked for one,
 * else as a docs/PROTOCOL.md §4 failure event (a client without acks still learns of it).
 */
function handle<S extends z.ZodType>(
  socket: GameSocket,
  event: keyof ClientToServerEvents,
  schema: S,
  action: (payload: z.output<S>) => Promise<SeatedState>,
  log: Logger,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as AckCallback) : null;
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    try {
      const state = await action(parseInput(schema, payload));
      ack?.({ ok: true, ...state });
    } catch (err) {
      const failure = failureEvent(
        event,
        err,
        socket.data.gameId ?? gameIdIn(payload),
        log,
        socket.data.seat,
      );
      if (ack) ack({ ok: false, error: 'message' in failure ? failure.message : 'Error', code: codeOf(err) });
      else emitEvent(socket, failure);
    }
  });
}

/** The docs/PROTOCOL.md §4 event that tells this socket what went wrong; it is not part of the game's sequence (id 0). */
function failureEvent(
  event: keyof ClientToServerEvents,
  err: unknown,
  gameId: string,
  log: Logger,
  seat?: 1 | 2,
): ServerEvent {
  const envelope = { eventId: 0, gameId, timestamp: new Date().toISOString() };
  // A storage outage is a 503 the player can retry, said in words, never an internal error.
  err = asAppError(err) ?? err;
  if (!(err instanceof AppError)) {
    log.error('socket event failed', { err, event, gameId });
    return { type: 'ERROR', ...envelope, message: GAME_MESSAGES.internalError, code: 'INTERNAL' };
  }
  // A withdrawn game is gone for the socket too; its code says why.
  if (isGoneCode(err.code)) return goneEvent(gameId, err.code, err.message);
  const { message, code } = err;
  if (code === 'GAME_FULL') return { type: 'GAME_FULL', ...envelope, message, code };
  if (event === 'placement') {
    return {
      type: 'PLACEMENT_ERROR',
      ...envelope,
      message,
      code,
      ...(seat ? { playerId: seat } : {}),
    };
  }
  return { type: 'ERROR', ...envelope, message, code };
}

function codeOf(err: unknown): ErrorCode {
  return asAppError(err)?.code ?? 'INTERNAL';
}

function gameIdIn(payload: unknown): string {
  const gameId = (payload as { gameId?: unknown } | null | undefined)?.gameId;
  return typeof gameId === 'string' ? gameId.trim().toUpperCase().slice(0, 64) : '';
}

// Friend games as one feature: REST routes, the SSE stream, Socket.IO handlers, all over one game channel.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Router } from 'express';
import type { Feature, FeatureContext } from '../feature';
import { createGameStore } from '../db/stores/gameStore';
import { createLocalBus } from '../realtime/gameBus';
import { createGameChannel } from '../realtime/gameChannel';
import { STORED_ID_SWEEP_MS } from '../realtime/storedIdSweep';
import { createSseStreams } from '../realtime/sseStreams';
import { createRecentEvents } from '../realtime/recentEvents';
import { createSocketServer, deliverToRooms, type GameServer } from '../realtime/socketServer';
import { withTimeout } from '../ops/withTimeout';
import { createGameService, type WrittenGame } from './gameService';
import { createHubQuery } from './hubQuery';
import { hubRoutes } from './hubRoutes';
import { createEventReplay } from './eventReplay';
import { gameRoutes } from './gameRoutes';
import { gameInvitePage } from './gameInviteTags';
import { registerGameSockets, type GameSockets } from './gameSockets';
import { createPlayerPresence } from './playerPresence';
import { guardSockets, SOCKET_MESSAGE_BUDGET } from '../ops/socketGuards';
import type { RefusedHandshakes } from '../ops/refusedHandshakes';
import { attachWatchers } from '../realtime/watchers';
import { answerUnknownEvents } from '../realtime/unknownEvents';
import { publicView } from './gameViews';
import { heldSeatsOf } from './gameRecord';
import { withdrawnEvent } from './withdrawal';
import { startNodeMembership, type NodeMembership } from '../realtime/nodeMembership';

/** Shutdown waits this long for moves already in flight to be written and published. */
const DRAIN_WRITES_MS = 3_000;

export interface GamesHooks {
  /** Told of each stored write (web push decides from it whose turn became news). */
  onWritten?: (written: WrittenGame) => void;
}

export async function createGamesFeature(
  { config, log, db, models, metrics, protection, redisHealth, now }: FeatureContext,
  hooks: GamesHooks = {},
): Promise<Feature> {
  const gamesLog = log.child({ feature: 'games' });
  const store = createGameStore(models, { command: db.command });
  // With REDIS_URL every node shares events through Redis; without it nothing of Redis is even loaded.
  const scaleOut = config.redisUrl
    ? await (
        await import('../realtime/redisScaleOut')
      ).connectRedisScaleOut(config.redisUrl, gamesLog, redisHealth)
    : undefined;
  const bus = scaleOut?.bus ?? createLocalBus((err) => gamesLog.error('event delivery failed', { err }));
  const channel = createGameChannel({
    bus,
    store,
    log: gamesLog,
    serverInstance: `${os.hostname()}:${process.pid}`,
    replay: createEventReplay(store),
    // Only several nodes can leave a write stored but unheard here (see storedIdSweep.ts).
    ...(scaleOut ? { sweepStoredIdsMs: STORED_ID_SWEEP_MS } : {}),
    // Redis's own outage line covers every publish that fails while it is away.
    ...(redisHealth ? { busDown: () => !redisHealth.up() } : {}),
  });
  const created = metrics.counter('gridable_games_created_total', 'Friend games created on this node');
  const completed = metrics.counter(
    'gridable_games_completed_total',
    'Friend games completed by a move on this node',
  );
  // Recorded on the seats this node's sockets hold; new at every start, so a restarted node is a new one.
  const nodeId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const service = createGameService({
    store,
    channel,
    log: gamesLog,
    nodeId,
    onGameCreated: () => created.inc(),
    onGameCompleted: () => completed.inc(),
    ...(now ? { now } : {}),
    ...(hooks.onWritten ? { onWritten: hooks.onWritten } : {}),
  });
  // The node's recent events per game answer most Last-Event-ID reconnects without a log read.
  const sse = createSseStreams(channel, gamesLog, {
    caps: protection.caps,
    recent: createRecentEvents(),
    floods: protection.floods,
  });

  // This node's tabs of each player, over sockets and REST alike.
  const presence = createPlayerPresence(service, gamesLog);
  const router = Router();
  router.use(gameRoutes(service, presence));
  router.use(hubRoutes(createHubQuery(models)));
  router.get(
    '/events',
    sse.handler(
      (query) =>
        service.stateSync(query.gameId, query).catch((err: unknown) => withdrawnEvent(query.gameId, err)),
      (gameId, seat, playerUUID) => service.holdsSeat(gameId, seat, playerUUID),
    ),
  );

  let io: GameServer | undefined;
  let sockets: GameSockets | undefined;
  let stopRoomDelivery: (() => void) | undefined;
  let stopWatchers: (() => void) | undefined;
  let membership: NodeMembership | undefined;
  let handshakes: RefusedHandshakes | undefined;
  metrics.gauge(
    'gridable_socket_handshakes_cut_short_total',
    'Socket handshakes refused before a session: their client was refused a connection under a second before',
    () => handshakes?.cutShort() ?? 0,
  );
  metrics.gauge(
    'gridable_sockets_live',
    'Socket.IO connections open on this node',
    () => io?.of('/').sockets.size ?? 0,
  );
  metrics.gauge('gridable_sse_streams', 'SSE event streams open on this node', () => sse.count());
  if (scaleOut) {
    // What following only its own games saves: foreign events are those of games with no viewer here.
    const traffic = () => scaleOut.bus.traffic();
    metrics.gauge(
      'gridable_bus_events_received_total',
      'Game events heard from Redis',
      () => traffic().received,
    );
    metrics.gauge(
      'gridable_bus_foreign_events_total',
      'Game events heard from Redis for games with no viewer on this node',
      () => traffic().foreign,
    );
    metrics.gauge(
      'gridable_bus_foreign_seconds_total',
      'Time spent on game events of games with no viewer on this node',
      () => traffic().foreignMs / 1000,
    );
    metrics.gauge(
      'gridable_bus_games_followed',
      'Games this node hears from Redis',
      () => traffic().followed,
    );
  }
  metrics.gauge(
    'gridable_games_active',
    'Friend games in play (both seats taken, not finished), database-wide',
    () => models.games.countDocuments({ status: 'active' }),
  );
  return {
    name: 'games',
    router,
    pages: [gameInvitePage((gameId) => store.find(gameId))],
    dependencies: scaleOut ? { redis: () => scaleOut.ping() } : {},
    attach(httpServer) {
      io = createSocketServer(httpServer, { corsOrigins: config.corsOrigins, publicUrl: config.publicUrl });
      stopRoomDelivery = deliverToRooms(io, channel, (gameId, viewer) => service.stateSync(gameId, viewer));
      handshakes = guardSockets(io, protection, gamesLog, {
        messageBudget: { ...SOCKET_MESSAGE_BUDGET, limit: config.socketMessageLimit },
        // Each socket's session, and one more while a reconnecting socket's old session times out.
        sessionsPerAddress: 2 * config.clientConnectionLimit,
      });
      sockets = registerGameSockets(io, service, gamesLog, {
        trust: protection.trust,
        limits: protection.limits,
        presence,
      });
      stopWatchers = attachWatchers({
        io,
        channel,
        log: gamesLog,
        load: async (gameId) => {
          const game = await store.find(gameId);
          return game ? { game, view: publicView(game) } : null;
        },
      });
      answerUnknownEvents(io);
      // A server that stopped (or died) with sockets open left their seats marked as held: nobody would
      // ever be told of their turn, and their friend's Home would say "Opponent here" for days. One node
      // alone knows it holds none of them now; among several, each seat names its node, and the living
      // release a node's seats once its heartbeat stops.
      const live = sockets;
      if (!scaleOut) {
        void store
          .gamesWithHeldSeats()
          .then((games) => live.releaseSeats(games.flatMap((game) => heldSeatsOf(game))))
          .then(
            (released) =>
              released > 0 && gamesLog.info('seats held before the restart released', { released }),
            (err: unknown) => gamesLog.warn('releasing seats held before the restart failed', { err }),
          );
      } else {
        membership = startNodeMembership({
          store: scaleOut.bus.heartbeats,
          nodeId,
          log: gamesLog,
          beatMs: config.nodeHeartbeatMs,
          ...(redisHealth ? { storeDown: () => !redisHealth.up() } : {}),
          async onDead(dead) {
            const games = await store.gamesHeldBy(dead);
            const seats = games.flatMap((game) => heldSeatsOf(game, dead));
            const released = await live.releaseSeats(seats, { heldBy: dead });
            gamesLog.info('seats held by a stopped node released', { node: dead, released });
          },
          async onForgotten() {
            await live.reassertSeats();
          },
        });
      }
    },
    async settled() {
      // Moves first: an accepted move hands its events to the recorder as it is written.
      await service.settled();
      await channel.settled();
    },
    async close() {
      await membership?.stop();
      sockets?.stop();
      presence.close();
      // EventSource clients reconnect on their own once their stream ends.
      sse.close();
      // Moves already accepted finish their write and reach the room before the sockets go.
      await withTimeout(service.settled(), DRAIN_WRITES_MS, undefined);
      // One turn of the loop, so the handlers of those moves send their acknowledgements first.
      await new Promise((resolve) => setImmediate(resolve));
      stopRoomDelivery?.();
      stopWatchers?.();
      // Disconnects every socket as "server shutting down": clients see a transport close and reconnect
      // (to another node, or this one restarted), where their rejoin brings a STATE_SYNC.
      await io?.close();
      // A move that arrived while the sockets were closing is still written before the database closes.
      await withTimeout(service.settled(), DRAIN_WRITES_MS, undefined);
      // Their event records too, so a restarted node can replay them.
      await withTimeout(channel.settled(), DRAIN_WRITES_MS, undefined);
      channel.close();
      await (scaleOut ?? bus).close();
    },
  };
}

// Friend games as one feature: REST routes, the SSE stream, Socket.IO handlers, all over one game channel.
import os from 'node:os';
import { Router } from 'express';
import type { Feature, FeatureContext } from '../feature';
import { createGameStore } from '../db/stores/gameStore';
import { createLocalBus } from '../realtime/gameBus';
import { createGameChannel } from '../realtime/gameChannel';
import { createSseStreams } from '../realtime/sseStreams';
import { createSocketServer, deliverToRooms, type GameServer } from '../realtime/socketServer';
import { createGameService } from './gameService';
import { gameRoutes } from './gameRoutes';
import { registerGameSockets, type GameSockets } from './gameSockets';

export function createGamesFeature({ config, log, models }: FeatureContext): Feature {
  const gamesLog = log.child({ feature: 'games' });
  const store = createGameStore(models);
  // The cross-node bus (Redis) will be chosen here from config.redisUrl; nothing else changes.
  const bus = createLocalBus((err) => gamesLog.error('event delivery failed', { err }));
  const channel = createGameChannel({ bus, store, log: gamesLog, serverInstance: `${os.hostname()}:${process.pid}` });
  const service = createGameService({ store, channel, log: gamesLog });
  const sse = createSseStreams(channel, gamesLog);

  const router = Router();
  router.use(gameRoutes(service));
  router.get('/events', sse.handler((query) => service.stateSync(query.gameId, query)));

  let io: GameServer | undefined;
  let sockets: GameSockets | undefined;
  let stopRoomDelivery: (() => void) | undefined;
  return {
    name: 'games',
    router,
    attach(httpServer) {
      io = createSocketServer(httpServer, config.corsOrigins);
      stopRoomDelivery = deliverToRooms(io, channel);
      sockets = registerGameSockets(io, service, gamesLog);
    },
    async close() {
      sockets?.stop();
      sse.close();
      stopRoomDelivery?.();
      await io?.close();
      await bus.close();
    },
  };
}

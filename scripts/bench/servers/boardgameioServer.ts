// The peer: the same game on boardgame.io's own Server (Koa + Socket.IO, in-memory storage), as its docs deploy it.
import { createRequire } from 'node:module';
import type { Game } from 'boardgame.io';
import type * as BgioServer from 'boardgame.io/server';
import type * as BgioCore from 'boardgame.io/core';
import type { ServerOptions } from 'socket.io';
import type { FriendGameCore, Seat } from '@gridable/common/rules';
import { SOCKET_PING_INTERVAL_MS, SOCKET_PING_TIMEOUT_MS } from '../../../backend/src/realtime/socketServer';
import { newPeerGame, playPeerMove } from './peerRules';

interface G {
  core: FriendGameCore;
}

// boardgame.io ships its entry points as CommonJS folders, which only require() resolves.
const require = createRequire(import.meta.url);
const { Server, SocketIO } = require('boardgame.io/server') as typeof BgioServer;
const { ActivePlayers, INVALID_MOVE } = require('boardgame.io/core') as typeof BgioCore;

const seatOf = (playerID: string): Seat => (playerID === '1' ? 2 : 1);

// Both players may move at any time (choosing and placing are checked by the reducer), and a move never waits for
// the other player's stateID: the two placements of a round arrive together, as in Gridable.
const GridableGame: Game<G> = {
  name: 'gridable',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ core: newPeerGame() }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    letter: {
      move: ({ G, playerID }, letter: string) => {
        const next = playPeerMove(G.core, { type: 'SELECT_LETTER', letter }, seatOf(playerID));
        return next ? { core: next } : INVALID_MOVE;
      },
      client: false,
      ignoreStaleStateID: true,
    },
    placement: {
      move: ({ G, playerID }, cellIndex: number) => {
        const next = playPeerMove(G.core, { type: 'PLACE_LETTER', cellIndex }, seatOf(playerID));
        return next ? { core: next } : INVALID_MOVE;
      },
      client: false,
      ignoreStaleStateID: true,
    },
  },
  endIf: ({ G }) =>
    G.core.status === 'completed' ? { scores: [G.core.player1Score, G.core.player2Score] } : undefined,
};

const server = Server({
  games: [GridableGame],
  origins: ['http://127.0.0.1'],
  // The same Socket.IO options as Gridable (and the relay), so both pay for the same pings and frames.
  transport: new SocketIO({
    socketOpts: {
      pingInterval: SOCKET_PING_INTERVAL_MS,
      pingTimeout: SOCKET_PING_TIMEOUT_MS,
      maxHttpBufferSize: 16 * 1024,
      // boardgame.io types these as every Socket.IO option, though it spreads them over its own defaults.
    } as ServerOptions,
  }),
});
server.app.use(async (ctx, next) => {
  if (ctx.path === '/healthz') ctx.body = { ok: true };
  else await next();
});

const running = await server.run({ port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => {
  server.kill(running);
  process.exit(0);
});

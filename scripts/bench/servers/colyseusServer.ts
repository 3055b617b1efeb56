// The peer: the same game as a Colyseus Room with a schema state, synced to both players by Colyseus' own patches.
import http from 'node:http';
import { Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ArraySchema, Schema, defineTypes } from '@colyseus/schema';
import type { FriendGameCore, Grid, Seat } from '@gridable/common/rules';
import { SOCKET_PING_INTERVAL_MS } from '../../../backend/src/realtime/socketServer';
import { newPeerGame, playPeerMove } from './peerRules';

/** What both players see: the round, the letter, who has placed, both grids (16 cells, "" when empty), scores. */
class GridableState extends Schema {
  // `declare`, not initialisers: a class field would shadow the accessors defineTypes puts on the prototype.
  declare status: string;
  declare currentRound: number;
  declare currentLetter: string;
  declare roundState: string;
  declare player1Submitted: boolean;
  declare player2Submitted: boolean;
  declare player1Score: number;
  declare player2Score: number;
  declare player1Grid: ArraySchema<string>;
  declare player2Grid: ArraySchema<string>;

  constructor() {
    super();
    this.status = 'active';
    this.currentRound = 1;
    this.currentLetter = '';
    this.roundState = 'AWAITING_LETTER';
    this.player1Submitted = false;
    this.player2Submitted = false;
    this.player1Score = 0;
    this.player2Score = 0;
    this.player1Grid = new ArraySchema<string>(...Array<string>(16).fill(''));
    this.player2Grid = new ArraySchema<string>(...Array<string>(16).fill(''));
  }
}
defineTypes(GridableState, {
  status: 'string',
  currentRound: 'uint8',
  currentLetter: 'string',
  roundState: 'string',
  player1Submitted: 'boolean',
  player2Submitted: 'boolean',
  player1Score: 'uint8',
  player2Score: 'uint8',
  player1Grid: ['string'],
  player2Grid: ['string'],
});

function copyGrid(into: ArraySchema<string>, grid: Grid): void {
  grid.flat().forEach((cell, i) => {
    const value = cell ?? '';
    if (into[i] !== value) into[i] = value;
  });
}

class GridableRoom extends Room<GridableState> {
  override maxClients = 2;
  private core!: FriendGameCore;
  private seats!: Map<string, Seat>;

  override onCreate(): void {
    this.core = newPeerGame();
    this.seats = new Map();
    this.setState(new GridableState());
    // A turn-based game wants each move sent at once, not on the default 50 ms patch clock.
    this.setPatchRate(null);
    this.onMessage('letter', (client, message: { letter?: unknown }) =>
      this.play(client, {
        type: 'SELECT_LETTER',
        letter: typeof message?.letter === 'string' ? message.letter : '',
      }),
    );
    this.onMessage('placement', (client, message: { cellIndex?: unknown }) =>
      this.play(client, { type: 'PLACE_LETTER', cellIndex: Number(message?.cellIndex) }),
    );
  }

  override onJoin(client: Client, options: { seat?: unknown }): void {
    const taken = new Set(this.seats.values());
    const wanted: Seat = options?.seat === 2 ? 2 : 1;
    this.seats.set(client.sessionId, taken.has(wanted) ? (wanted === 1 ? 2 : 1) : wanted);
  }

  private play(client: Client, move: Parameters<typeof playPeerMove>[1]): void {
    const seat = this.seats.get(client.sessionId);
    const next = seat ? playPeerMove(this.core, move, seat) : null;
    if (!next) {
      client.send('refused', { move: move.type });
      return;
    }
    this.core = next;
    const s = this.state;
    s.status = next.status;
    s.currentRound = next.currentRound;
    s.currentLetter = next.currentLetter ?? '';
    s.roundState = next.roundState;
    s.player1Submitted = next.player1Submitted;
    s.player2Submitted = next.player2Submitted;
    s.player1Score = next.player1Score;
    s.player2Score = next.player2Score;
    copyGrid(s.player1Grid, next.player1Grid);
    copyGrid(s.player2Grid, next.player2Grid);
    this.broadcastPatch();
  }
}

const httpServer = http.createServer();
const gameServer = new Server({
  // Colyseus' own heartbeat, at Gridable's ping interval so both pay for the same pings.
  transport: new WebSocketTransport({
    server: httpServer,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingMaxRetries: 2,
  }),
  greet: false,
});
gameServer.define('gridable', GridableRoom);
// Colyseus answers its matchmaking routes; the health check is the one route of ours.
httpServer.prependListener('request', (req, res) => {
  if (req.url === '/healthz') res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
await gameServer.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  void gameServer.gracefullyShutdown(false).then(() => process.exit(0));
});

// The live-play baseline: a bare Socket.IO relay that forwards the same events a real game sends, with no rules and no database.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server } from 'socket.io';
import { seatView, type Grid, type PairedPlay, type Seat } from '@gridable/common/rules';
import { SOCKET_PING_INTERVAL_MS, SOCKET_PING_TIMEOUT_MS } from '../../../backend/src/realtime/socketServer';

/** Just enough per-room state to send messages of the real size and order: grids, round, letter. */
interface Room {
  eventId: number;
  round: number;
  letter: string | null;
  placed: number;
  view: Record<string, unknown> & PairedPlay & { currentRound: number };
}

const rooms = new Map<string, Room>();

function roomFor(gameId: string): Room {
  let room = rooms.get(gameId);
  if (!room) {
    const grid = (): Grid => Array.from({ length: 4 }, () => [null, null, null, null]);
    room = {
      eventId: 0,
      round: 1,
      letter: null,
      placed: 0,
      // The shape of the real GameView, so each event costs the same bytes to serialise and send.
      view: {
        gameId,
        gameMode: 'multiplayer',
        status: 'active',
        currentRound: 1,
        currentLetter: null,
        currentTurn: 1,
        roundState: 'AWAITING_LETTER',
        player1: null,
        player2: null,
        player1UUID: null,
        player2UUID: null,
        player1Grid: grid(),
        player2Grid: grid(),
        player1Words: [],
        player2Words: [],
        player1Score: 0,
        player2Score: 0,
        player1Submitted: false,
        player2Submitted: false,
        player1Status: 'Available',
        player2Status: 'Available',
        identityVersion: 1,
        lastActivityAt: new Date().toISOString(),
        challengeId: null,
        dailyChallengeDate: null,
      },
    };
    rooms.set(gameId, room);
  }
  return room;
}

const httpServer = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  } else if (req.method === 'POST' && req.url === '/api/games') {
    req.resume();
    const gameId = randomBytes(4).toString('hex').slice(0, 5).toUpperCase();
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, gameId }));
  } else {
    res.writeHead(404).end();
  }
});

// The same Socket.IO options as the real server, so the comparison isolates the game's own cost.
const io = new Server(httpServer, {
  serveClient: false,
  maxHttpBufferSize: 16 * 1024,
  // Gridable pings every 2 s so a vanished player shows Away within 5 s; the floor pays the same.
  pingInterval: SOCKET_PING_INTERVAL_MS,
  pingTimeout: SOCKET_PING_TIMEOUT_MS,
});

interface Seated {
  gameId: string;
  seat: Seat;
}

io.on('connection', (socket) => {
  const auth = socket.handshake.auth as { gameId?: unknown; playerId?: unknown };
  let seated: Seated | null = null;
  const sit = (gameId: unknown, seat: unknown): Seated | null => {
    if (typeof gameId !== 'string') return null;
    seated = { gameId, seat: seat === 2 ? 2 : 1 };
    void socket.join(`game:${gameId}`);
    const room = roomFor(gameId);
    socket.emit(
      'STATE_SYNC',
      envelope(room, 'STATE_SYNC', { game: room.view, playerInfo: { playerId: seated.seat } }),
    );
    return seated;
  };
  if (auth.gameId) sit(auth.gameId, auth.playerId);

  const ackOf = (args: unknown[]): ((a: unknown) => void) => {
    const last = args.at(-1);
    return typeof last === 'function' ? (last as (a: unknown) => void) : () => {};
  };
  const toRoom = (room: Room, type: string, extra: Record<string, unknown>): void => {
    if (seated)
      io.to(`game:${seated.gameId}`).emit(type, envelope(room, type, { ...extra, game: room.view }));
  };

  socket.on('join', (...args: unknown[]) => {
    const payload = (args[0] ?? {}) as { gameId?: unknown; playerId?: unknown };
    const ok = sit(payload.gameId, payload.playerId);
    ackOf(args)(
      ok
        ? { ok: true, game: roomFor(ok.gameId).view, playerInfo: { playerId: ok.seat } }
        : { ok: false, error: 'bad join' },
    );
  });

  socket.on('letter', (...args: unknown[]) => {
    const ack = ackOf(args);
    if (!seated) return ack({ ok: false, error: 'not joined' });
    const room = roomFor(seated.gameId);
    const sent = (args[0] as { letter?: unknown } | undefined)?.letter;
    const letter = typeof sent === 'string' ? sent : '';
    room.letter = letter;
    room.view.currentLetter = letter;
    toRoom(room, 'LETTER_SELECTED', { letter, round: room.round, playerId: seated.seat });
    if (room.round >= 16) {
      toRoom(room, 'GAME_COMPLETE', { player1Score: 0, player2Score: 0, winner: null });
      rooms.delete(seated.gameId);
    }
    ack({ ok: true, game: room.view, playerInfo: { playerId: seated.seat } });
  });

  socket.on('placement', (...args: unknown[]) => {
    const ack = ackOf(args);
    if (!seated) return ack({ ok: false, error: 'not joined' });
    const room = roomFor(seated.gameId);
    const cellIndex = Number((args[0] as { cellIndex?: unknown } | undefined)?.cellIndex ?? 0);
    const grid = seatView(room.view, seated.seat).grid;
    const row = grid[Math.floor(cellIndex / 4) % 4];
    if (row) row[cellIndex % 4] = room.letter;
    toRoom(room, 'PLAYER_PLACED_LETTER', { playerId: seated.seat, round: room.round });
    room.placed += 1;
    if (room.placed === 2) {
      toRoom(room, 'ROUND_COMPLETE', { round: room.round, nextRound: room.round + 1 });
      room.round += 1;
      room.view.currentRound = room.round;
      room.placed = 0;
      room.letter = null;
    }
    ack({ ok: true, game: room.view, playerInfo: { playerId: seated.seat } });
  });
});

function envelope(room: Room, type: string, extra: Record<string, unknown>): Record<string, unknown> {
  room.eventId += 1;
  return {
    type,
    eventId: room.eventId,
    gameId: room.view.gameId,
    timestamp: new Date().toISOString(),
    ...extra,
  };
}

httpServer.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  void io.close();
  httpServer.close(() => process.exit(0));
});

// boardgame.io played over its own wire protocol: the Lobby API to create and join, then its Socket.IO namespace,
// where every move is an `update` and every change comes back as the whole (player-filtered) state.
import { io, type Socket } from 'socket.io-client';
import type { Grid, Seat } from '@gridable/common';
import { clientIp } from '../cli';
import { eventsBetween, PendingMove, type CoreSnapshot } from './stateEvents';
import type { LiveEvent, LiveTarget, SeatLink } from './seatLink';

interface PeerCore {
  status: string;
  currentRound: number;
  currentLetter: string | null;
  player1Submitted: boolean;
  player2Submitted: boolean;
  player1Grid: Grid;
  player2Grid: Grid;
}

interface BgioState {
  G: { core: PeerCore };
  _stateID: number;
}

const GAME = 'gridable';
const playerIdOf = (seat: Seat): string => String(seat - 1);

function snapshot(core: PeerCore): CoreSnapshot {
  return { ...core, grids: () => ({ player1Grid: core.player1Grid, player2Grid: core.player2Grid }) };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function boardgameioTarget(url: string): LiveTarget {
  return {
    async createGame() {
      const { matchID } = await post<{ matchID: string }>(`${url}/games/${GAME}/create`, { numPlayers: 2 });
      return matchID;
    },
    async connectSeat(matchID, seat) {
      const playerID = playerIdOf(seat);
      const { playerCredentials } = await post<{ playerCredentials: string }>(
        `${url}/games/${GAME}/${matchID}/join`,
        { playerID, playerName: `bench-${seat}` },
      );
      const socket = io(`${url}/${GAME}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { 'x-forwarded-for': clientIp(1_000_000 + Math.floor(Math.random() * 8_000_000)) },
      });
      const first = await new Promise<BgioState>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`boardgame.io seat ${seat}: no sync`)), 30_000);
        socket.once('sync', (_id: string, info: { state: BgioState }) => {
          clearTimeout(timer);
          resolve(info.state);
        });
        socket.once('connect_error', (err) => reject(err));
        socket.emit('sync', matchID, playerID, playerCredentials, 2);
      });
      return bgioLink(socket, seat, matchID, playerID, playerCredentials, first);
    },
  };
}

function bgioLink(
  socket: Socket,
  seat: Seat,
  matchID: string,
  playerID: string,
  credentials: string,
  first: BgioState,
): SeatLink {
  let state = first;
  let prev: CoreSnapshot | null = snapshot(first.G.core);
  const pending = new PendingMove(seat);
  const handlers: ((e: LiveEvent) => void)[] = [];
  socket.on('update', (_id: string, next: BgioState) => {
    state = next;
    const now = snapshot(next.G.core);
    const events = eventsBetween(prev, now);
    prev = now;
    for (const event of events) {
      for (const h of handlers) h(event);
      pending.see(event);
    }
  });
  return {
    onEvent: (handler) => handlers.push(handler),
    onDisconnect: (handler) => socket.on('disconnect', (reason) => handler(reason)),
    send(kind, payload, done) {
      pending.start(kind, state.G.core.currentRound, done);
      const args = kind === 'letter' ? [payload.letter] : [payload.cellIndex];
      const action = { type: 'MAKE_MOVE', payload: { type: kind, args, playerID, credentials } };
      socket.emit('update', action, state._stateID, matchID, playerID);
    },
    close() {
      pending.settle('closed');
      socket.disconnect();
    },
  };
}

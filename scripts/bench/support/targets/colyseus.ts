// Colyseus played with its own client: matchmaking over HTTP, then a Room whose schema state arrives as patches.
import { Client, type Room } from 'colyseus.js';
import type { Grid, Seat } from '@gridable/common';
import { eventsBetween, PendingMove, type CoreSnapshot } from './stateEvents';
import type { LiveEvent, LiveTarget, SeatLink } from './seatLink';

interface RoomState {
  status: string;
  currentRound: number;
  currentLetter: string;
  player1Submitted: boolean;
  player2Submitted: boolean;
  player1Grid: ArrayLike<string>;
  player2Grid: ArrayLike<string>;
}

function toGrid(cells: ArrayLike<string>): Grid {
  return Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => cells[r * 4 + c] || null));
}

/** The state is patched in place: copy what the next patch would overwrite. */
function snapshot(s: RoomState): CoreSnapshot {
  const p1 = Array.from(s.player1Grid);
  const p2 = Array.from(s.player2Grid);
  return {
    status: s.status,
    currentRound: s.currentRound,
    currentLetter: s.currentLetter || null,
    player1Submitted: s.player1Submitted,
    player2Submitted: s.player2Submitted,
    grids: () => ({ player1Grid: toGrid(p1), player2Grid: toGrid(p2) }),
  };
}

export function colyseusTarget(url: string): LiveTarget {
  const client = new Client(url.replace(/^http/, 'ws'));
  const creators = new Map<string, Room<RoomState>>();
  return {
    async createGame() {
      const room = await client.create<RoomState>('gridable', { seat: 1 });
      creators.set(room.roomId, room);
      return room.roomId;
    },
    async connectSeat(roomId, seat) {
      let room = creators.get(roomId);
      if (seat === 1 && room) creators.delete(roomId);
      else room = await client.joinById<RoomState>(roomId, { seat });
      await new Promise<void>((resolve) => {
        if (room.state?.currentRound) resolve();
        else room.onStateChange.once(() => resolve());
      });
      return roomLink(room, seat);
    },
  };
}

function roomLink(room: Room<RoomState>, seat: Seat): SeatLink {
  let prev: CoreSnapshot | null = snapshot(room.state);
  const pending = new PendingMove(seat);
  const handlers: ((e: LiveEvent) => void)[] = [];
  room.onStateChange((state) => {
    const now = snapshot(state);
    const events = eventsBetween(prev, now);
    prev = now;
    for (const event of events) {
      for (const h of handlers) h(event);
      pending.see(event);
    }
  });
  room.onMessage('refused', (m: { move?: string }) => pending.settle(`refused ${m.move ?? ''}`));
  return {
    onEvent: (handler) => handlers.push(handler),
    onDisconnect: (handler) => room.onLeave((code) => handler(`left with code ${code}`)),
    send(kind, payload, done) {
      pending.start(kind, room.state.currentRound, done);
      room.send(kind, payload);
    },
    close() {
      pending.settle('closed');
      void room.leave();
    },
  };
}

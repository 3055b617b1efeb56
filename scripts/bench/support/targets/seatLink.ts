// What the load generator needs of any server under test: make a game, seat a player, send a move, hear events.
import type { GameView, Seat } from '@gridable/common';

/** The events a player acts on, in Gridable's names; peers' state updates are translated into these. */
export interface LiveEvent {
  type: string;
  round?: number;
  playerId?: number;
  game?: Pick<GameView, 'player1Grid' | 'player2Grid'>;
}

export type MoveKind = 'letter' | 'placement';

export interface SeatLink {
  onEvent(handler: (event: LiveEvent) => void): void;
  onDisconnect(handler: (reason: string) => void): void;
  /** Sends one move; `done` gets null once the server has taken it, or a refusal/timeout text. */
  send(
    kind: MoveKind,
    payload: { letter?: string; cellIndex?: number },
    done: (error: string | null) => void,
  ): void;
  close(): void;
}

export interface LiveTarget {
  createGame(ip: string): Promise<string>;
  connectSeat(gameId: string, seat: Seat): Promise<SeatLink>;
}

// Peers send whole states, not events: the generator derives the events a Gridable client would have been sent.
import { chooserForRound, type Grid, type Seat } from '@gridable/common';
import type { LiveEvent } from './seatLink';

/** The fields of a game's state that say what just happened. */
export interface CoreSnapshot {
  status: string;
  currentRound: number;
  currentLetter: string | null;
  player1Submitted: boolean;
  player2Submitted: boolean;
  grids: () => { player1Grid: Grid; player2Grid: Grid };
}

/** The events between two consecutive states of one game (one move apart, as both peers send them). */
export function eventsBetween(prev: CoreSnapshot | null, next: CoreSnapshot): LiveEvent[] {
  if (!prev) return [];
  const events: LiveEvent[] = [];
  const round = prev.currentRound;
  const letterChosen =
    next.currentRound === round ? prev.currentLetter === null && next.currentLetter !== null : false;
  if (letterChosen) events.push({ type: 'LETTER_SELECTED', round, playerId: chooserForRound(round) });
  if (next.currentRound > round) {
    // The round's last placement ended it: whoever had not placed yet just did.
    for (const seat of [1, 2] as Seat[]) {
      if (!submitted(prev, seat)) events.push({ type: 'PLAYER_PLACED_LETTER', round, playerId: seat });
    }
  } else {
    for (const seat of [1, 2] as Seat[]) {
      if (!submitted(prev, seat) && submitted(next, seat))
        events.push({ type: 'PLAYER_PLACED_LETTER', round, playerId: seat });
    }
  }
  if (next.status === 'completed' && prev.status !== 'completed') {
    // Round 16's letter places itself: choosing it is the last move.
    if (prev.currentLetter === null && !letterChosen)
      events.push({ type: 'LETTER_SELECTED', round, playerId: chooserForRound(round) });
    events.push({ type: 'GAME_COMPLETE', game: next.grids() });
  }
  return events;
}

function submitted(s: CoreSnapshot, seat: Seat): boolean {
  return seat === 1 ? s.player1Submitted : s.player2Submitted;
}

/** Acks a move once the player's own state shows it: peers have no acknowledgement of their own. */
export class PendingMove {
  private pending: { kind: 'letter' | 'placement'; round: number; done: (e: string | null) => void } | null =
    null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly seat: Seat) {}

  start(
    kind: 'letter' | 'placement',
    round: number,
    done: (e: string | null) => void,
    timeoutMs = 10_000,
  ): void {
    this.pending = { kind, round, done };
    this.timer = setTimeout(() => this.settle(`${kind} not applied within ${timeoutMs} ms`), timeoutMs);
  }

  /** Called with every derived event: our own letter or placement settles the move in flight. */
  see(event: LiveEvent): void {
    const p = this.pending;
    if (!p || event.round !== p.round || event.playerId !== this.seat) return;
    if ((p.kind === 'letter') === (event.type === 'LETTER_SELECTED')) this.settle(null);
  }

  settle(error: string | null): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(this.timer);
    p.done(error);
  }
}

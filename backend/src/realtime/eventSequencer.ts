// Puts each game's events back in id order on a node that hears several publishers: Redis relays one node's
// messages in order, but two nodes' writes to one game can reach Redis the other way round, and players
// (SSE streams, the web client) drop an event whose id is not above the last one they saw.
import type { ServerEvent } from '@gridable/common';

/** How long an event waits for a missing earlier one (a node that died between its write and its publish). */
export const SEQUENCE_HOLD_MS = 250;
/** Games remembered at once; the oldest idle one is forgotten first. */
const MAX_GAMES = 10_000;

interface GameLine {
  /** The last id delivered for this game. */
  last: number;
  held: Map<number, { event: ServerEvent }>;
  timer?: NodeJS.Timeout;
}

export interface EventSequencer<T extends { event: ServerEvent }> {
  accept(item: T): void;
  close(): void;
}

export function createEventSequencer<T extends { event: ServerEvent }>(
  deliver: (item: T) => void,
  holdMs = SEQUENCE_HOLD_MS,
): EventSequencer<T> {
  const games = new Map<string, GameLine>();

  const drain = (line: GameLine): void => {
    for (let next = line.held.get(line.last + 1); next; next = line.held.get(line.last + 1)) {
      line.held.delete(line.last + 1);
      line.last += 1;
      deliver(next as T);
    }
    if (line.held.size === 0 && line.timer) {
      clearTimeout(line.timer);
      line.timer = undefined;
    }
  };

  // The gap did not fill in time: deliver what waited, in order, and carry on from there.
  const release = (line: GameLine): void => {
    line.timer = undefined;
    const waiting = [...line.held.entries()].sort(([a], [b]) => a - b);
    line.held.clear();
    for (const [id, item] of waiting) {
      line.last = Math.max(line.last, id);
      deliver(item as T);
    }
  };

  const lineFor = (event: ServerEvent): GameLine => {
    let line = games.get(event.gameId);
    if (line) {
      // Most recently heard last, so the oldest idle game is first in line to be forgotten.
      games.delete(event.gameId);
    } else {
      // The first event this node hears of a game: nothing earlier to wait for.
      line = { last: event.eventId - 1, held: new Map() };
    }
    games.set(event.gameId, line);
    if (games.size > MAX_GAMES) {
      for (const [gameId, old] of games) {
        if (old.held.size === 0) {
          games.delete(gameId);
          break;
        }
      }
    }
    return line;
  };

  return {
    accept(item) {
      const { event } = item;
      // Events outside a game's sequence (id 0) have no place in it.
      if (event.eventId <= 0) return deliver(item);
      const line = lineFor(event);
      // Already past it (it waited out its hold): late is still better than never; receivers drop it by id.
      if (event.eventId <= line.last) return deliver(item);
      line.held.set(event.eventId, item);
      drain(line);
      if (line.held.size > 0 && !line.timer) {
        line.timer = setTimeout(() => release(line), holdMs);
        line.timer.unref();
      }
    },
    close() {
      for (const line of games.values()) if (line.timer) clearTimeout(line.timer);
      games.clear();
    },
  };
}

// Puts each game's events back in id order on a node that hears several publishers, and fills a gap
// instead of skipping it. Redis relays one node's messages in order, but two nodes' writes to one game can
// reach Redis the other way round, and a node can die between writing a move and publishing its events.
import type { ServerEvent } from '@gridable/common';

/** How long an event waits for a missing earlier one before the gap is filled from the event log. */
export const SEQUENCE_HOLD_MS = 250;
/** Games remembered at once; the oldest idle one is forgotten first. */
const MAX_GAMES = 10_000;

interface GameLine {
  gameId: string;
  /** The last id delivered for this game. */
  last: number;
  /** The highest id a read of the stored game showed (a STATE_SYNC sent here); 0 when none was ahead. */
  stored: number;
  held: Map<number, ServerEvent>;
  timer?: NodeJS.Timeout;
  filling: boolean;
}

export interface SequencerOptions {
  /** Receives every event once, each game's in id order (late duplicates aside: receivers drop them by id). */
  deliver: (event: ServerEvent) => void;
  /** The game's events after `lastEventId` from the log, or null when the log cannot give them all. */
  fill: (gameId: string, lastEventId: number) => Promise<ServerEvent[] | null>;
  /** The gap could not be filled: whoever shows this game must send its viewers STATE_SYNC. */
  resync: (gameId: string) => void;
  holdMs?: number;
}

export interface EventSequencer {
  accept(event: ServerEvent): void;
  /**
   * A viewer here was just sent the game as of `eventId` (a STATE_SYNC): if this node has not heard the
   * game yet, its next event must follow that id, so a gap right after it is noticed too; if it has, and
   * is behind that id, the ids between are a gap even when no later event ever comes.
   */
  seen(gameId: string, eventId: number): void;
  close(): void;
}

export function createEventSequencer({
  deliver,
  fill,
  resync,
  holdMs = SEQUENCE_HOLD_MS,
}: SequencerOptions): EventSequencer {
  const games = new Map<string, GameLine>();
  let closed = false;

  const drain = (line: GameLine): void => {
    for (const id of line.held.keys()) if (id <= line.last) line.held.delete(id);
    for (let next = line.held.get(line.last + 1); next; next = line.held.get(line.last + 1)) {
      line.held.delete(line.last + 1);
      line.last += 1;
      deliver(next);
    }
    if (line.held.size === 0 && line.timer) {
      clearTimeout(line.timer);
      line.timer = undefined;
    }
  };

  /** Ids are missing: events held past a hole, or a stored id this node never heard. */
  const isGapped = (line: GameLine): boolean => line.held.size > 0 || line.stored > line.last;

  const waitForGap = (line: GameLine): void => {
    if (!isGapped(line) || line.timer || line.filling || closed) return;
    line.timer = setTimeout(() => void fillGap(line), holdMs);
    line.timer.unref();
  };

  // The missing ids did not arrive in time (their publisher died, or is slow): read them from the log;
  // what the log cannot give is covered by a STATE_SYNC, then delivery goes on from the held events.
  const fillGap = async (line: GameLine): Promise<void> => {
    line.timer = undefined;
    if (!isGapped(line)) return;
    line.filling = true;
    let found: ServerEvent[] | null = null;
    try {
      found = await fill(line.gameId, line.last);
    } catch {
      found = null;
    }
    line.filling = false;
    if (closed) return;
    for (const event of found ?? []) {
      if (event.eventId !== line.last + 1) break;
      line.last = event.eventId;
      deliver(event);
    }
    const firstHeld = Math.min(...line.held.keys());
    // What the log could not give ends before the first held event, or at the last stored id heard of.
    const coveredTo = Number.isFinite(firstHeld) ? firstHeld - 1 : line.stored;
    if (coveredTo > line.last) {
      resync(line.gameId);
      line.last = coveredTo;
    }
    drain(line);
    waitForGap(line);
  };

  /** The game's line; a new one starts after `lastKnown` (for a first event heard: nothing earlier to wait for). */
  const lineFor = (gameId: string, lastKnown: number): GameLine => {
    let line = games.get(gameId);
    if (line) {
      // Most recently heard last, so the oldest idle game is first in line to be forgotten.
      games.delete(gameId);
    } else {
      line = { gameId, last: lastKnown, stored: 0, held: new Map(), filling: false };
    }
    games.set(gameId, line);
    if (games.size > MAX_GAMES) {
      for (const [gameId, old] of games) {
        if (old.held.size === 0 && !old.filling) {
          games.delete(gameId);
          break;
        }
      }
    }
    return line;
  };

  return {
    accept(event) {
      // Events outside a game's sequence (id 0) have no place in it.
      if (event.eventId <= 0) return deliver(event);
      const line = lineFor(event.gameId, event.eventId - 1);
      // Already past it (it came after its gap was filled): receivers drop it by id.
      if (event.eventId <= line.last) return deliver(event);
      line.held.set(event.eventId, event);
      if (!line.filling) drain(line);
      waitForGap(line);
    },
    seen(gameId, eventId) {
      if (eventId <= 0) return;
      const line = games.get(gameId);
      if (!line) {
        lineFor(gameId, eventId);
        return;
      }
      // The stored game is past what this node delivered, and nothing later may ever be published (the
      // writer died between storing and publishing): after the hold, fill from the log or resync viewers.
      if (eventId > line.last) {
        line.stored = Math.max(line.stored, eventId);
        waitForGap(line);
      }
    },
    close() {
      closed = true;
      for (const line of games.values()) if (line.timer) clearTimeout(line.timer);
      games.clear();
    },
  };
}

// The recent events of each live game as this node delivered them, so a Last-Event-ID reconnect whose
// missed ids are all here is answered from memory, without a database read. It answers only for ids it
// saw in an unbroken run: anything it cannot vouch for (an id before its run, one it has not delivered, a
// skipped stretch, a finished game) is left to the log replay and STATE_SYNC, as before.
import type { ServerEvent } from '@gridable/common';
import { eventText } from './eventText';

export interface RecentEventsBounds {
  /** Events kept per game; a whole game is ~70, so a reconnect anywhere in it is covered. */
  perGame: number;
  /** Bytes of event text kept on the node; past it the least recently active game's run is dropped. */
  totalBytes: number;
  /** A game with no event for this long is dropped: its players have gone, and its log still has it. */
  idleMs: number;
}

export const RECENT_EVENTS_BOUNDS: RecentEventsBounds = {
  perGame: 128,
  totalBytes: 16 * 2 ** 20,
  idleMs: 10 * 60_000,
};

/** One game's unbroken run of delivered events: ids `first`..`first + texts.length - 1`. */
interface Run {
  first: number;
  texts: string[];
  bytes: number;
  /**
   * What the run's latest game view said: true while the game is in play. Unknown (undefined) until an
   * event with a view arrives; a finished game is never answered, since its log is dropped and the log
   * replay sends it STATE_SYNC alone.
   */
  inPlay: boolean | undefined;
  lastAt: number;
}

export interface RecentEvents {
  /** An event as the channel delivered it here: each game's in id order, duplicates dropped by id. */
  add(event: ServerEvent): void;
  /** This node skipped some of the game's ids (its viewers were resynced): its run no longer holds. */
  forget(gameId: string): void;
  /** Whether the game has a run here (its events are being kept). */
  holds(gameId: string): boolean;
  /**
   * The JSON texts of the game's events after `lastEventId`, each as sent live, or undefined when this
   * node cannot show they are every event it delivered after that id.
   */
  after(gameId: string, lastEventId: number): { eventId: number; text: string }[] | undefined;
  /** What is held, for tests and sizing. */
  stats(): { games: number; events: number; bytes: number };
}

/** Games whose run was dropped, remembered so a late repeat of an old id cannot start a new run. */
const MAX_GONE = 10_000;

export function createRecentEvents(
  bounds: Partial<RecentEventsBounds> = {},
  now: () => number = () => performance.now(),
): RecentEvents {
  const { perGame, totalBytes, idleMs } = { ...RECENT_EVENTS_BOUNDS, ...bounds };
  // In order of last activity: the front is the first to be dropped when idle or over the bound.
  const runs = new Map<string, Run>();
  /**
   * The newest id delivered for a game whose run was dropped (negative: the game is finished, nothing of
   * it is kept again). The sequencer passes on late repeats of ids it already delivered; after a drop,
   * only this tells such a repeat from the next event.
   */
  const gone = new Map<string, number>();
  let bytes = 0;
  let events = 0;

  const remember = (gameId: string, newest: number, finished: boolean): void => {
    gone.delete(gameId);
    gone.set(gameId, finished ? -newest : newest);
    const oldest = gone.size > MAX_GONE ? gone.keys().next().value : undefined;
    if (oldest !== undefined) gone.delete(oldest);
  };

  const drop = (gameId: string, finishedAt?: number): void => {
    const run = runs.get(gameId);
    if (finishedAt !== undefined) remember(gameId, finishedAt, true);
    if (!run) return;
    runs.delete(gameId);
    bytes -= run.bytes;
    events -= run.texts.length;
    if (finishedAt === undefined) remember(gameId, run.first + run.texts.length - 1, false);
  };

  /** Whether an event for a game with no run is news: not a repeat, not of a finished game. */
  const isNews = (gameId: string, eventId: number): boolean => {
    const newest = gone.get(gameId);
    return newest === undefined || (newest > 0 && eventId > newest);
  };

  const trimFront = (run: Run): void => {
    const text = run.texts.shift() ?? '';
    run.first += 1;
    run.bytes -= text.length;
    bytes -= text.length;
    events -= 1;
  };

  const sweep = (at: number): void => {
    for (const [gameId, run] of runs) {
      if (bytes <= totalBytes && at - run.lastAt <= idleMs) return;
      drop(gameId);
    }
  };

  return {
    add(event) {
      if (event.eventId <= 0) return;
      const at = now();
      const view = 'game' in event ? event.game : undefined;
      let run = runs.get(event.gameId);
      if (run ? event.eventId <= run.first + run.texts.length - 1 : !isNews(event.gameId, event.eventId))
        return;
      if (view?.status === 'completed') {
        // Its log is dropped now: whatever comes after is answered by STATE_SYNC, as the log replay does.
        drop(event.gameId, event.eventId);
        return;
      }
      if (!run || event.eventId !== run.first + run.texts.length) {
        // A new run: nothing before this id was delivered here in an unbroken line with it.
        drop(event.gameId);
        gone.delete(event.gameId);
        run = { first: event.eventId, texts: [], bytes: 0, inPlay: undefined, lastAt: at };
      } else {
        runs.delete(event.gameId);
      }
      runs.set(event.gameId, run);
      const text = eventText(event);
      run.texts.push(text);
      run.bytes += text.length;
      bytes += text.length;
      events += 1;
      run.lastAt = at;
      if (view) run.inPlay = true;
      if (run.texts.length > perGame) trimFront(run);
      sweep(at);
    },
    forget: (gameId) => drop(gameId),
    holds: (gameId) => runs.has(gameId),
    after(gameId, lastEventId) {
      const run = runs.get(gameId);
      if (!run || run.inPlay !== true) return undefined;
      if (now() - run.lastAt > idleMs) {
        drop(gameId);
        return undefined;
      }
      const last = run.first + run.texts.length - 1;
      if (lastEventId > last || lastEventId < run.first - 1) return undefined;
      const missed: { eventId: number; text: string }[] = [];
      for (let id = lastEventId + 1; id <= last; id++)
        missed.push({ eventId: id, text: run.texts[id - run.first] ?? '' });
      return missed;
    },
    stats: () => ({ games: runs.size, events, bytes }),
  };
}

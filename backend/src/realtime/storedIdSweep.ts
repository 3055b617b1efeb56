// With several nodes, a node can store a game's write and die before publishing it. When nothing else ever
// happens in that game (it completed, or both players left), no later event shows the other nodes the gap,
// and their viewers would wait forever. So each node now and then reads the stored last event id of the
// games it has viewers for and tells its sequencer, whose gap machinery fills from the log or resyncs.

/** How often a node compares what it delivered with what is stored, for the games its viewers watch. */
export const STORED_ID_SWEEP_MS = 2_000;
/** Games read per query, so one sweep of many watched games never becomes one unbounded read. */
export const STORED_ID_SWEEP_CHUNK = 500;

export interface StoredIdSweepDeps {
  /** The stored last event id of each listed game that exists (one bounded query). */
  read: (gameIds: string[]) => Promise<{ gameId: string; lastEventId?: number }[]>;
  /** The games this node has viewers for right now (SSE streams, Socket.IO rooms). */
  watched: () => Iterable<string>;
  /** Tells the sequencer the stored game stands at `eventId`. */
  seen: (gameId: string, eventId: number) => void;
  onError: (err: unknown) => void;
  intervalMs?: number;
  chunk?: number;
}

export interface StoredIdSweep {
  /** One sweep now (also what the timer runs); a sweep already running is not doubled. */
  sweep(): Promise<void>;
  stop(): void;
}

export function startStoredIdSweep({
  read,
  watched,
  seen,
  onError,
  intervalMs = STORED_ID_SWEEP_MS,
  chunk = STORED_ID_SWEEP_CHUNK,
}: StoredIdSweepDeps): StoredIdSweep {
  let running: Promise<void> | null = null;
  let stopped = false;

  const sweepOnce = async (): Promise<void> => {
    const gameIds = [...new Set(watched())];
    for (let from = 0; from < gameIds.length && !stopped; from += chunk) {
      const rows = await read(gameIds.slice(from, from + chunk));
      if (stopped) return;
      for (const { gameId, lastEventId } of rows) if (lastEventId) seen(gameId, lastEventId);
    }
  };

  const sweep = (): Promise<void> => {
    running ??= sweepOnce()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();

  return {
    sweep,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

// Writes game_events records in batches: every game's records that arrive within a few milliseconds share
// one insert; a game that completed in the batch has its whole log dropped instead (a client catching up on
// a finished game gets STATE_SYNC of the final state, and the shared result is built from the game itself).
import type { GameStore, NewGameEvent } from '../db/stores/gameStore';
import type { Logger } from '../logger';

/**
 * How long a batch stays open. Each database command costs far more than its few records (driver,
 * socket, wire protocol), so under load many moves share one insert; live players never wait for it,
 * only the mover's acknowledgement does.
 */
export const RECORD_BATCH_MS = 8;
/** A batch this big is written at once. */
const MAX_BATCH = 256;

export interface EventRecorder {
  /** Resolves once `records` are stored, or their write failed (logged: replay then answers STATE_SYNC). */
  record(records: NewGameEvent[]): Promise<void>;
  /** Resolves once every record handed over so far has been written (shutdown waits here). */
  settled(): Promise<void>;
}

export function createEventRecorder(
  store: Pick<GameStore, 'recordEvents' | 'dropEvents'>,
  log: Logger,
  batchMs = RECORD_BATCH_MS,
): EventRecorder {
  let pending: NewGameEvent[] = [];
  let batch: Promise<void> | null = null;
  let writeNow: (() => void) | null = null;
  const inFlight = new Set<Promise<void>>();
  // Batches are written one after another, so a completed game's drop never overtakes an earlier
  // batch's insert of its records (which would outlive the game's log by a week).
  let previous: Promise<void> = Promise.resolve();

  async function flush(records: NewGameEvent[]): Promise<void> {
    const completed = new Set(records.filter((r) => r.eventType === 'GAME_COMPLETE').map((r) => r.gameId));
    const kept = completed.size > 0 ? records.filter((r) => !completed.has(r.gameId)) : records;
    try {
      if (kept.length > 0) await store.recordEvents(kept);
      if (completed.size > 0) await store.dropEvents([...completed]);
    } catch (err) {
      // Live players already have these events; a later Last-Event-ID replay sees the hole and resyncs.
      log.error('recording game events failed', { err, gameId: records[0]?.gameId, count: records.length });
    }
  }

  return {
    record(records) {
      if (records.length === 0) return Promise.resolve();
      pending.push(...records);
      if (!batch) {
        batch = new Promise<void>((resolve) => {
          const timer = setTimeout(() => writeNow?.(), batchMs);
          writeNow = () => {
            clearTimeout(timer);
            writeNow = null;
            const records = pending;
            pending = [];
            batch = null;
            previous = previous.then(() => flush(records));
            void previous.then(resolve);
          };
        });
        const current = batch;
        inFlight.add(current);
        void current.then(() => inFlight.delete(current));
      }
      const current = batch;
      if (pending.length >= MAX_BATCH) writeNow?.();
      return current;
    },
    async settled() {
      writeNow?.();
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

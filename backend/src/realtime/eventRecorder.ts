// Writes game_events records in batches: every game's records that arrive in one turn of the event loop
// share one insert; games that completed in the batch get their records' drop brought forward.
import type { GameStore, NewGameEvent } from '../db/stores/gameStore';
import { COMPLETED_GAME_EVENTS_TTL_SECONDS } from '../db/models/gameEventModel';
import type { Logger } from '../logger';

export interface EventRecorder {
  /** Resolves once `records` are stored, or their write failed (logged: replay then answers STATE_SYNC). */
  record(records: NewGameEvent[]): Promise<void>;
  /** Resolves once every record handed over so far has been written (shutdown waits here). */
  settled(): Promise<void>;
}

export function createEventRecorder(
  store: Pick<GameStore, 'recordEvents' | 'expireEvents'>,
  log: Logger,
): EventRecorder {
  let pending: NewGameEvent[] = [];
  let batch: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();

  async function flush(records: NewGameEvent[]): Promise<void> {
    try {
      await store.recordEvents(records);
      const completed = records.filter((r) => r.eventType === 'GAME_COMPLETE').map((r) => r.gameId);
      if (completed.length > 0) {
        await store.expireEvents(completed, new Date(Date.now() + COMPLETED_GAME_EVENTS_TTL_SECONDS * 1000));
      }
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
        batch = new Promise<void>((resolve) =>
          setImmediate(() => {
            const records = pending;
            pending = [];
            batch = null;
            void flush(records).then(resolve);
          }),
        );
        const current = batch;
        inFlight.add(current);
        void current.then(() => inFlight.delete(current));
      }
      return batch;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

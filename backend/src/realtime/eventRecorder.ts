// Writes game events to game_events in batches: every game's events that arrive in one turn of the event loop share one insert.
import type { GameStore, NewGameEvent } from '../db/stores/gameStore';

interface Pending {
  events: NewGameEvent[];
  done: () => void;
  failed: (err: unknown) => void;
}

/**
 * record() resolves once its events are stored, so a caller can still publish only what a
 * Last-Event-ID replay would find; batching just means 200 busy games cost one insert, not 200.
 */
export function createEventRecorder(store: Pick<GameStore, 'recordEvents'>) {
  let pending: Pending[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = pending;
    pending = [];
    try {
      await store.recordEvents(batch.flatMap((p) => p.events));
      batch.forEach((p) => p.done());
    } catch (err) {
      batch.forEach((p) => p.failed(err));
    }
  }

  return {
    record(events: NewGameEvent[]): Promise<void> {
      return new Promise((done, failed) => {
        pending.push({ events, done, failed });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}

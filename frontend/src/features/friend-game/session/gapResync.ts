// Asks the server for the game's state while socket events are held behind a missing id (a node died
// between storing a move and publishing it). One request at a time; the answer is a STATE_SYNC on the
// socket, which the slice applies and which releases or drops what was held. A request that fails, or a
// gap that outlives its answer, is asked again after the SPEC's retry wait; a reconnect's own STATE_SYNC
// also closes it.
import { RETRY_AFTER_ERROR_MS } from '@gridable/common/constants';
import { browserTimers, type TimerId, type Timers } from '../../../lib/socket/timers';

export interface GapResyncDeps {
  hasGap: () => boolean;
  /** Sends the request for a STATE_SYNC; settles once the server has answered (or could not be asked). */
  requestState: () => Promise<unknown>;
  timers?: Timers;
}

export interface GapResync {
  /** Call after each event: asks for the state when a gap stands and no request is already out. */
  check(): void;
  stop(): void;
}

export function createGapResync({ hasGap, requestState, timers = browserTimers }: GapResyncDeps): GapResync {
  let asking = false;
  let retry: TimerId | null = null;
  let stopped = false;

  function check(): void {
    if (stopped || asking || retry !== null || !hasGap()) return;
    asking = true;
    requestState()
      .catch((error: unknown) => console.warn('Asking for the game state failed', error))
      .finally(() => {
        asking = false;
        if (stopped || !hasGap()) return;
        retry = timers.setTimeout(() => {
          retry = null;
          check();
        }, RETRY_AFTER_ERROR_MS);
      });
  }

  return {
    check,
    stop() {
      stopped = true;
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
    },
  };
}

// docs/PROTOCOL.md §4 polling fallback: each trigger polls the game state every 5 s for its duration; a new trigger replaces the running session.
import { POLL_DURATION_MS, POLL_INTERVAL_MS } from '@gridable/common/constants';
import type { PollTrigger } from '@gridable/common';
import { browserTimers } from './timers';
import type { TimerId, Timers } from './timers';

export interface PollingFallback {
  trigger(reason: PollTrigger): void;
  /** The running session's trigger, or null when idle. */
  activeTrigger(): PollTrigger | null;
  stop(): void;
}

export interface PollingOptions {
  timers?: Timers;
  /**
   * True while the socket is connected: its events already bring every state, so a tick then sends
   * no request. Polling is the fallback for a socket that is down, not a second channel beside it.
   */
  socketConnected?: () => boolean;
}

export function createPollingFallback(
  poll: () => void,
  { timers = browserTimers, socketConnected = () => false }: PollingOptions = {},
): PollingFallback {
  let interval: TimerId | null = null;
  let active: PollTrigger | null = null;
  let endsAt = 0;

  function stop() {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
    active = null;
  }

  return {
    trigger(reason) {
      stop();
      active = reason;
      endsAt = timers.now() + POLL_DURATION_MS[reason];
      interval = timers.setInterval(() => {
        if (timers.now() > endsAt) {
          stop();
          return;
        }
        if (!socketConnected()) poll();
      }, POLL_INTERVAL_MS);
    },
    activeTrigger: () => active,
    stop,
  };
}

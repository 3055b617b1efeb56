// docs/PROTOCOL.md §4 polling fallback: each trigger polls the game state every 5 s for its duration; a new trigger
// replaces the running session. While the socket cannot connect at all, polling is the only way the opponent's
// moves arrive, so it then runs without end until the socket is back.
import { POLL_DURATION_MS, POLL_INTERVAL_MS } from '@gridable/common/constants';
import type { PollTrigger } from '@gridable/common';
import { browserTimers } from './timers';
import type { TimerId, Timers } from './timers';

export interface PollingFallback {
  trigger(reason: PollTrigger): void;
  /** The running session's trigger, or null when idle. */
  activeTrigger(): PollTrigger | null;
  /** The socket cannot connect: poll every interval, past any session's end, until `socketUp`. */
  socketDown(): void;
  /** The socket is connected: its events bring every state, so all polling stops. */
  socketUp(): void;
  /** True while the socket is down and polling carries the game. */
  isFallingBack(): boolean;
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
  let down = false;

  function stopInterval() {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
    active = null;
  }

  function tick() {
    if (down) {
      poll();
      return;
    }
    if (timers.now() > endsAt) {
      stopInterval();
      return;
    }
    if (!socketConnected()) poll();
  }

  function ensureInterval() {
    if (interval === null) interval = timers.setInterval(tick, POLL_INTERVAL_MS);
  }

  return {
    trigger(reason) {
      stopInterval();
      active = reason;
      endsAt = timers.now() + POLL_DURATION_MS[reason];
      ensureInterval();
    },
    activeTrigger: () => active,
    socketDown() {
      down = true;
      ensureInterval();
    },
    socketUp() {
      down = false;
      stopInterval();
    },
    isFallingBack: () => down,
    stop() {
      down = false;
      stopInterval();
    },
  };
}

// SPEC §4 reconnection: a random 3–5 s wait that doubles per failed attempt up to 15 s, an 8 s connect timeout,
// and a 30 s heartbeat check that restarts a connection found closed.
import {
  EVENT_CONNECT_TIMEOUT_MS,
  HEARTBEAT_CHECK_MS,
  RECONNECT_DELAY_CAP_MS,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MIN_MS,
} from '@gridable/common';
import { browserTimers } from './timers';
import type { TimerId, Timers } from './timers';

/** The wait before reconnect attempt `attempt` (0-based): random in 3–5 s, doubled per earlier failure, at most 15 s. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = RECONNECT_DELAY_MIN_MS + random() * (RECONNECT_DELAY_MAX_MS - RECONNECT_DELAY_MIN_MS);
  return Math.min(RECONNECT_DELAY_CAP_MS, Math.round(base * 2 ** Math.max(0, attempt)));
}

export interface ReconnectTarget {
  /** Starts one connection attempt. */
  connect(): void;
  /** Abandons the current attempt or connection (used when the connect timeout passes). */
  disconnect(): void;
  isConnected(): boolean;
}

export interface Reconnector {
  /** Call when a connection attempt starts: arms the connect timeout. */
  attemptStarted(): void;
  /** Call on a successful connection: resets the backoff and disarms the timeout. */
  connected(): void;
  /** Call on an error or a drop: schedules the next attempt unless one is already waiting. */
  lost(): void;
  /** Whether an attempt is waiting to run. */
  isWaiting(): boolean;
  stop(): void;
}

export function createReconnector(
  target: ReconnectTarget,
  { timers = browserTimers, random = Math.random }: { timers?: Timers; random?: () => number } = {},
): Reconnector {
  let attempt = 0;
  let retryTimer: TimerId | null = null;
  let connectTimer: TimerId | null = null;
  let stopped = false;

  function clearConnectTimer() {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    connectTimer = null;
  }

  function schedule() {
    if (stopped || retryTimer !== null) return;
    const delay = reconnectDelay(attempt, random);
    attempt += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      if (stopped || target.isConnected()) return;
      target.connect();
    }, delay);
  }

  // The heartbeat check covers drops nobody reported (a sleeping laptop, a silently closed socket).
  const heartbeat = timers.setInterval(() => {
    if (!stopped && retryTimer === null && connectTimer === null && !target.isConnected()) target.connect();
  }, HEARTBEAT_CHECK_MS);

  return {
    attemptStarted() {
      clearConnectTimer();
      connectTimer = timers.setTimeout(() => {
        connectTimer = null;
        if (target.isConnected()) return;
        target.disconnect();
        schedule();
      }, EVENT_CONNECT_TIMEOUT_MS);
    },
    connected() {
      attempt = 0;
      clearConnectTimer();
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
    },
    lost() {
      clearConnectTimer();
      schedule();
    },
    isWaiting: () => retryTimer !== null,
    stop() {
      stopped = true;
      clearConnectTimer();
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      timers.clearInterval(heartbeat);
    },
  };
}

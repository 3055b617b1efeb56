// docs/PROTOCOL.md §4 presence: away when the tab is hidden or after 2 minutes without activity, active again on activity
// (sampled at most every 30 s) or when the tab shows; reported on every change and every 30 s.
import { ACTIVITY_THROTTLE_MS, AWAY_TIMEOUT_MS, PRESENCE_INTERVAL_MS } from '@gridable/common/constants';
import type { PresenceState } from '@gridable/common';
import { browserTimers } from '../socket/timers';
import type { TimerId, Timers } from '../socket/timers';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'mousemove', 'touchstart', 'scroll'] as const;

export interface PresenceEnvironment {
  isHidden(): boolean;
  /** Subscribes to visibility changes and user activity; returns the unsubscribe function. */
  subscribe(onVisibilityChange: () => void, onActivity: () => void): () => void;
}

export const documentEnvironment: PresenceEnvironment = {
  isHidden: () => document.visibilityState === 'hidden',
  subscribe(onVisibilityChange, onActivity) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  },
};

export interface PresenceTracker {
  current(): PresenceState;
  stop(): void;
}

/** `report` is called with the state on every change and on every 30 s tick. */
export function trackPresence(
  report: (state: PresenceState) => void,
  {
    environment = documentEnvironment,
    timers = browserTimers,
  }: { environment?: PresenceEnvironment; timers?: Timers } = {},
): PresenceTracker {
  let state: PresenceState = environment.isHidden() ? 'away' : 'active';
  let lastActivitySample = timers.now();
  let idleTimer: TimerId | null = null;

  function set(next: PresenceState) {
    if (next === state) return;
    state = next;
    report(state);
  }

  function armIdleTimer() {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = timers.setTimeout(() => set('away'), AWAY_TIMEOUT_MS);
  }

  function onActivity() {
    // Sampled: mousemove fires constantly, and the idle clock only needs restarting now and then.
    const now = timers.now();
    if (state === 'active' && now - lastActivitySample < ACTIVITY_THROTTLE_MS) return;
    lastActivitySample = now;
    if (environment.isHidden()) return;
    armIdleTimer();
    set('active');
  }

  function onVisibilityChange() {
    if (environment.isHidden()) {
      set('away');
      return;
    }
    lastActivitySample = timers.now();
    armIdleTimer();
    set('active');
    // A visibility change is always reported, even when the state did not change.
    report(state);
  }

  const unsubscribe = environment.subscribe(onVisibilityChange, onActivity);
  const heartbeat = timers.setInterval(() => report(state), PRESENCE_INTERVAL_MS);
  armIdleTimer();
  report(state);

  return {
    current: () => state,
    stop() {
      unsubscribe();
      timers.clearInterval(heartbeat);
      if (idleTimer !== null) timers.clearTimeout(idleTimer);
    },
  };
}

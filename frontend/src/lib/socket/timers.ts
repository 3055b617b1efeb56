// The timer functions the schedules use, injectable so tests can drive them with fake clocks.
export type TimerId = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(callback: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
  now(): number;
}

/** The real clock, looked up on each call so fake timers installed later are still honoured. */
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
  now: () => Date.now(),
};

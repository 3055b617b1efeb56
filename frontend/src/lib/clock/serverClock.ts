// The server's clock decides which day's Gridable is today (it starts the daily and counts the streak), so the app
// reads the day from the server's clock too. A device set to the wrong day or hour (by hand, after a flat battery)
// would otherwise offer a finished daily again, count down to the wrong midnight, or call a move "in 3 h".
// The offset comes from each reply's Date header; small differences are the header's one-second resolution and
// the network, not a wrong clock, so within the tolerance the device's own clock is trusted as it is.

export const CLOCK_TOLERANCE_MS = 60_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** Learns the server's time from a reply's Date header, bracketed by when the request left and the reply came. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return;
  // The header is truncated to the second: the server's moment lies in [serverMs, serverMs + 1000).
  const estimate = serverMs + 500 - (sentAt + receivedAt) / 2;
  const next = Math.abs(estimate) > CLOCK_TOLERANCE_MS ? estimate : 0;
  // Only a change beyond the tolerance moves the clock, so the countdown never jitters by a second.
  if (Math.abs(next - offsetMs) <= CLOCK_TOLERANCE_MS) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Now, by the server's clock as far as the app knows it. */
export function serverNow(): Date {
  return new Date(serverNowMs());
}

export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

/** Calls back when the app learns the device's clock is off (or no longer off); returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget what was learned. */
export function resetServerClock(): void {
  offsetMs = 0;
}

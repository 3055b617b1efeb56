// Many SSE requests at once, the attacker's side of the flood checks: each on its own connection, those the
// server accepts held open, the rest closed at once, and a count of what the server answered (0: reset).
import http from 'node:http';

export interface FloodPlan {
  url: string;
  /** The request path, or the path of the i-th request. */
  path: string | ((i: number) => string);
  /** Requests to make; with `durationMs`, whichever runs out first. */
  total: number;
  durationMs?: number;
  concurrency: number;
  /**
   * Starts at most this many requests a second. On a 2-core machine an unpaced flood takes a core of its own
   * away from the server it attacks; a fixed rate keeps the load the same from run to run.
   */
  ratePerSecond?: number;
  /** Close accepted streams at once instead of holding them (a client that asks and leaves). */
  dropAccepted?: boolean;
  /** Sent as X-Forwarded-For (through the chaos servers' trusted loopback hop), per request. */
  ip?: (i: number) => string;
  /** The source address to connect from (any 127.x.y.z on Linux), a client with its own address. */
  localAddress?: string;
}

export interface FloodResult {
  accepted: http.ClientRequest[];
  statuses: Map<number, number>;
}

/** Opens SSE requests, `concurrency` at a time, keeping those the server accepts open (unless told not to). */
export async function openStreams({
  url,
  path,
  total,
  durationMs,
  concurrency,
  dropAccepted = false,
  ratePerSecond,
  ip,
  localAddress,
}: FloodPlan): Promise<FloodResult> {
  const accepted: http.ClientRequest[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  const deadline = durationMs === undefined ? Infinity : started + durationMs;
  const pathOf = typeof path === 'string' ? () => path : path;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < total && Date.now() < deadline) {
      const i = next++;
      const due = ratePerSecond === undefined ? 0 : started + (i * 1000) / ratePerSecond - Date.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      const status = await new Promise<number>((resolve) => {
        const req = http.get(
          `${url}${pathOf(i)}`,
          {
            agent: false,
            headers: ip ? { 'x-forwarded-for': ip(i) } : {},
            timeout: 10_000,
            ...(localAddress ? { localAddress } : {}),
          },
          (res) => {
            if (res.statusCode === 200 && dropAccepted) {
              req.destroy();
            } else if (res.statusCode === 200) {
              // Held open for as long as the check runs: the connect timeout no longer applies.
              req.setTimeout(0);
              accepted.push(req);
              res.resume();
            } else {
              res.resume();
              req.destroy();
            }
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('timeout', () => req.destroy());
        req.on('error', () => resolve(0));
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { accepted, statuses };
}

export const describeStatuses = (statuses: Map<number, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}x${n}`)
    .join(' ');

// A challenge's score distribution, read once per few seconds however often it is asked for. Reading it
// means reading every counted game of the day (O(players)), and it is asked by every visit to the home and
// end screens with no budget in front: with 8,000 finished games one request cost ~400 ms of CPU, so a
// single client asking a few times a second held a core. Asked again within the time to live, or while a
// read is under way, the answer is the same read; a game finishing on this node forgets its challenge's,
// so its player's end screen counts them (other nodes catch up within the time to live).
export const DISTRIBUTION_TTL_MS = 5_000;
/** Challenges remembered at once (today in every time zone, and a few asked from the archive). */
const MAX_REMEMBERED = 64;

interface Entry {
  until: number;
  value: Promise<number[]>;
}

export interface DistributionMemo {
  get(gameNumber: number): Promise<number[]>;
  forget(gameNumber: number): void;
}

export function createDistributionMemo(
  read: (gameNumber: number) => Promise<number[]>,
  { ttlMs = DISTRIBUTION_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): DistributionMemo {
  const entries = new Map<number, Entry>();
  const prune = (at: number): void => {
    for (const [key, entry] of entries) if (entry.until <= at) entries.delete(key);
    // Still full of live entries: drop the oldest (a Map iterates in insertion order).
    while (entries.size >= MAX_REMEMBERED) entries.delete(entries.keys().next().value as number);
  };
  return {
    get(gameNumber) {
      const at = now();
      const found = entries.get(gameNumber);
      if (found && found.until > at) return found.value;
      if (entries.size >= MAX_REMEMBERED) prune(at);
      const entry: Entry = { until: Number.POSITIVE_INFINITY, value: read(gameNumber) };
      entries.set(gameNumber, entry);
      entry.value.then(
        () => {
          // Counted from when the read ended, so a slow read is not re-run at once.
          if (entries.get(gameNumber) === entry) entry.until = now() + ttlMs;
        },
        () => {
          if (entries.get(gameNumber) === entry) entries.delete(gameNumber);
        },
      );
      return entry.value;
    },
    forget(gameNumber) {
      entries.delete(gameNumber);
    },
  };
}

// A budget kept in this process's memory and spent synchronously: for things that live on one node (a
// socket), where a shared store buys nothing and a promise per message costs the hot path.
import type { Budget, Refusal } from './limits';

/**
 * One bucket per key: it holds up to `limit` tokens and refills at `limit` per `windowMs`, so a burst
 * of `limit` is served at once and the long-run rate is the budget's. `forget` drops a key's bucket
 * (a closed socket). A bucket untouched for a whole window is full again, the same as no bucket: buckets
 * are kept in the order they were last spent from, and each spend drops the full ones at the front, so
 * memory follows the keys active within one window even when nobody calls `forget` (a game's reactions,
 * keyed by game and seat, would otherwise stay for every game ever played on the node).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly budget: Budget,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perMs = budget.limit / budget.windowMs;
  }

  /** Takes one token; null when allowed, else how long until one is back. */
  spend(key: string): Refusal | null {
    const now = this.now();
    this.dropFull(now);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.budget.limit, at: now };
    } else {
      bucket.tokens = Math.min(this.budget.limit, bucket.tokens + (now - bucket.at) * this.perMs);
      bucket.at = now;
      // To the back: the map stays ordered by last spend, so full buckets gather at the front.
      this.buckets.delete(key);
    }
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return null;
    }
    return { retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000)) };
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }

  /** A clock stepped back leaves `at` ahead of now: such a bucket is not known full and stays. */
  private dropFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at < this.budget.windowMs) return;
      this.buckets.delete(key);
    }
  }
}

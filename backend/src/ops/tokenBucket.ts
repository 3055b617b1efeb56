// A budget kept in this process's memory and spent synchronously: for things that live on one node (a
// socket), where a shared store buys nothing and a promise per message costs the hot path.
import type { Budget, Refusal } from './limits';

/**
 * One bucket per key: it holds up to `limit` tokens and refills at `limit` per `windowMs`, so a burst
 * of `limit` is served at once and the long-run rate is the budget's. `forget` drops a key's bucket
 * (a closed socket), so memory follows live keys only.
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
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.budget.limit, at: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.budget.limit, bucket.tokens + (now - bucket.at) * this.perMs);
      bucket.at = now;
    }
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
}

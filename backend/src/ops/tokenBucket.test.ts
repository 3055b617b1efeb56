import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './tokenBucket';

const budget = { name: 'test', limit: 3, windowMs: 3_000 };

describe('TokenBuckets', () => {
  it('serves a burst up to the limit, then refuses with the wait until a token is back', () => {
    let now = 0;
    const buckets = new TokenBuckets(budget, () => now);
    expect([buckets.spend('a'), buckets.spend('a'), buckets.spend('a')]).toEqual([null, null, null]);
    expect(buckets.spend('a')).toEqual({ retryAfterSeconds: 1 });
    now = 999;
    expect(buckets.spend('a')).not.toBeNull();
    now = 1_000;
    expect(buckets.spend('a')).toBeNull();
    expect(buckets.spend('a')).not.toBeNull();
  });

  it('keeps each key to its own budget and never stores more than the limit', () => {
    let now = 0;
    const buckets = new TokenBuckets(budget, () => now);
    for (let i = 0; i < 3; i++) buckets.spend('a');
    expect(buckets.spend('b')).toBeNull();
    now = 60_000;
    const served = Array.from({ length: 5 }, () => buckets.spend('a')).filter((r) => r === null);
    expect(served).toHaveLength(3);
  });

  it('forgets a key, so a closed socket holds no memory', () => {
    const buckets = new TokenBuckets(budget, () => 0);
    buckets.spend('a');
    buckets.spend('b');
    buckets.forget('a');
    expect(buckets.size).toBe(1);
  });
});

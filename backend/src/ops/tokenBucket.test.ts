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

describe('TokenBuckets over a long uptime', () => {
  it('lets go of buckets that refilled, so keys nobody forgets do not pile up', () => {
    let now = 0;
    const buckets = new TokenBuckets(budget, () => now);
    // A reaction in each of 10,000 games, one a second, over almost three hours.
    for (let game = 0; game < 10_000; game++) {
      buckets.spend(`G${game}:1`);
      now += 1_000;
    }
    expect(buckets.size).toBeLessThanOrEqual(3);
  });

  it('keeps a bucket still refilling, and a key that keeps spending keeps its place', () => {
    let now = 0;
    const buckets = new TokenBuckets(budget, () => now);
    for (let i = 0; i < 3; i++) buckets.spend('busy');
    buckets.spend('idle');
    now = 2_000;
    expect(buckets.spend('busy')).toBeNull();
    now = 3_500;
    buckets.spend('other');
    // 'idle' refilled and went; 'busy', spent from at 2 s, holds 2.5 tokens, not a fresh bucket's 3.
    expect(buckets.size).toBe(2);
    expect([buckets.spend('busy'), buckets.spend('busy')]).toEqual([null, null]);
    expect(buckets.spend('busy')).not.toBeNull();
  });
});

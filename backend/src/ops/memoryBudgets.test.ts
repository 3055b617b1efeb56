import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { FixedWindows } from './memoryBudgets';
import { createMemoryLimits, type Budget, type Refusal } from './limits';

afterEach(() => {
  vi.useRealTimers();
});

const budget: Budget = { name: 'test', limit: 3, windowMs: 10_000 };

/** The memory store the budgets used before, asked the same way: the reference for every answer. */
function reference(b: Budget) {
  const limiter = new RateLimiterMemory({ points: b.limit, duration: Math.ceil(b.windowMs / 1000) });
  const refusalOf = (res: RateLimiterRes): Refusal => ({
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async spend(key: string, points: number): Promise<Refusal | null> {
      try {
        await limiter.consume(key, points);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return refusalOf(err);
        throw err;
      }
    },
    async exhausted(key: string): Promise<Refusal | null> {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= b.limit ? refusalOf(res) : null;
    },
  };
}

describe('budgets in memory', () => {
  it('refuses past the limit with the time left in the window, and resets when it ends', () => {
    let now = 0;
    const windows = new FixedWindows(budget, () => now);
    for (let i = 0; i < 3; i++) expect(windows.spend('a')).toBeNull();
    expect(windows.exhausted('a')).toEqual({ retryAfterSeconds: 10 });
    now = 2_500;
    expect(windows.spend('a')).toEqual({ retryAfterSeconds: 8 });
    // Another key has its own window.
    expect(windows.spend('b')).toBeNull();
    now = 9_999;
    expect(windows.spend('a')).toEqual({ retryAfterSeconds: 1 });
    now = 10_000;
    expect(windows.exhausted('a')).toBeNull();
    expect(windows.spend('a')).toBeNull();
    expect(windows.spend('a', 2)).toBeNull();
    expect(windows.spend('a')).toEqual({ retryAfterSeconds: 10 });
  });

  it('answers every spend and question as the rate-limiter-flexible memory store did', async () => {
    vi.useFakeTimers();
    const steps = fc.array(
      fc.record({
        advanceMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4_000 })),
        key: fc.constantFrom('a', 'b', 'c'),
        ask: fc.constantFrom('spend', 'exhausted'),
        points: fc.integer({ min: 1, max: 2 }),
      }),
      { maxLength: 60 },
    );
    const budgets = fc.record({
      name: fc.constant('prop'),
      limit: fc.integer({ min: 1, max: 5 }),
      windowMs: fc.integer({ min: 500, max: 12_000 }),
    });
    await fc.assert(
      fc.asyncProperty(budgets, steps, async (b, script) => {
        vi.setSystemTime(0);
        const limits = createMemoryLimits();
        const before = reference(b);
        for (const step of script) {
          await vi.advanceTimersByTimeAsync(step.advanceMs);
          if (step.ask === 'spend')
            expect(await limits.spend(b, step.key, step.points)).toEqual(
              await before.spend(step.key, step.points),
            );
          else expect(await limits.exhausted(b, step.key)).toEqual(await before.exhausted(step.key));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('answers synchronously, and the same as its promises', async () => {
    const limits = createMemoryLimits();
    const local = limits.local;
    if (!local) throw new Error('memory budgets answer synchronously');
    for (let i = 0; i < 3; i++) expect(local.spend(budget, 'x')).toBeNull();
    expect(local.spend(budget, 'x')).toEqual(await limits.exhausted(budget, 'x'));
    expect(await limits.spend(budget, 'x')).toEqual(local.exhausted(budget, 'x'));
  });

  it('holds only the windows still open under a flood of addresses', () => {
    let now = 0;
    const windows = new FixedWindows({ name: 'flood', limit: 5, windowMs: 1_000 }, () => now);
    for (let i = 0; i < 50_000; i++) {
      now = i / 10;
      windows.spend(`10.0.${i >> 8}.${i & 255}`);
    }
    // One window lasts a second: only the last second's 10,000 addresses are still held.
    expect(windows.size).toBeLessThanOrEqual(10_001);
    now += 1_000;
    windows.spend('late');
    expect(windows.size).toBe(1);
  });

  it('after the clock steps back an hour, refuses no longer than a window and still drops the old windows', () => {
    let now = 10_000_000;
    const windows = new FixedWindows(budget, () => now);
    for (let i = 0; i < 4; i++) windows.spend('flooder');
    for (let i = 0; i < 100; i++) windows.spend(`10.0.0.${i}`);
    expect(windows.spend('flooder')).toEqual({ retryAfterSeconds: 10 });
    // NTP corrects a VM that ran an hour fast: every window opened before now ends an hour away.
    now -= 3_600_000;
    expect(windows.exhausted('flooder')).toBeNull();
    expect(windows.spend('flooder')).toBeNull();
    expect(windows.size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  betterThanPercent,
  betterThanSentence,
  distributionOf,
  MIN_PLAYERS_FOR_PERCENTILE,
} from './scoreDistribution';

describe('score distribution', () => {
  it('says what share of counted players scored less, and one outlier barely moves it', () => {
    const day = distributionOf([10, 12, 12, 14, 15, 16, 18, 20, 21, 25]);
    expect(betterThanPercent(day, 18)).toBe(60);
    const farmed = distributionOf([10, 12, 12, 14, 15, 16, 18, 20, 21, 25, 32]);
    expect(betterThanPercent(farmed, 18)).toBe(54);
    expect(betterThanPercent(day, 0)).toBe(0);
  });

  it('says nothing while too few have played, and ignores impossible scores', () => {
    expect(betterThanPercent(distributionOf([1, 2, 3]), 30)).toBeNull();
    expect(distributionOf([-1, 33, 2.5, 4]).reduce((a, b) => a + b, 0)).toBe(1);
    expect(MIN_PLAYERS_FOR_PERCENTILE).toBeGreaterThan(1);
    expect(betterThanSentence(73)).toBe("Better than 73% of today's players");
  });
});

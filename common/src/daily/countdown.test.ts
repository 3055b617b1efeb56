import { describe, expect, it } from 'vitest';
import { msUntilNextLocalMidnight, nextGridableText } from './countdown';

describe('the countdown to the next Gridable', () => {
  it('runs to the next local midnight', () => {
    const now = new Date(2025, 5, 15, 18, 30, 15);
    expect(msUntilNextLocalMidnight(now)).toBe(new Date(2025, 5, 16).getTime() - now.getTime());
  });

  it('reads as hours, minutes and seconds', () => {
    expect(nextGridableText(5 * 3600_000 + 23 * 60_000 + 10_000)).toBe('Next Gridable in 05:23:10');
    expect(nextGridableText(400)).toBe('Next Gridable in 00:00:01');
    expect(nextGridableText(0)).toBe('Next Gridable in 00:00:00');
  });
});

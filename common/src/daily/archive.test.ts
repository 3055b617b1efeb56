import { describe, expect, it } from 'vitest';
import { archiveDays, isArchiveDay } from './archive';

describe('archiveDays', () => {
  it('lists every day from yesterday back to Gridable #1, newest first', () => {
    const days = archiveDays('2025-01-04');
    expect(days).toEqual([
      { gameNumber: 3, date: '2025-01-03' },
      { gameNumber: 2, date: '2025-01-02' },
      { gameNumber: 1, date: '2025-01-01' },
    ]);
    expect(archiveDays('2025-01-01')).toEqual([]);
  });
});

describe('isArchiveDay', () => {
  it('is a launched day before the player’s today', () => {
    expect(isArchiveDay('2025-01-03', '2025-01-04')).toBe(true);
    expect(isArchiveDay('2025-01-04', '2025-01-04')).toBe(false);
    expect(isArchiveDay('2024-12-31', '2025-01-04')).toBe(false);
  });
});

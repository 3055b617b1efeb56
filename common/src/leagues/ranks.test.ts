import { describe, expect, it } from 'vitest';
import { competitionRanks, tiedRanks } from './ranks';

describe('league ranks', () => {
  it('shares ranks between equal scores', () => {
    expect(competitionRanks([20, 25, 20, 12])).toEqual([2, 1, 2, 4]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('marks each rank that more than one entry holds as tied, and no entry without a rank', () => {
    expect(tiedRanks([2, 1, 2, 4])).toEqual([true, false, true, false]);
    expect(tiedRanks([1, null, null])).toEqual([false, false, false]);
    expect(tiedRanks([])).toEqual([]);
  });
});

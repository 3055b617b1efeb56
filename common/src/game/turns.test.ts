import { describe, expect, it } from 'vitest';
import {
  blindLetterIndexForRound,
  blindLetterOrdinal,
  chooserForRound,
  isBlindRound,
  isFinalRound,
  isSeat,
  otherSeat,
} from './turns';

describe('turns', () => {
  it('gives the letter choice to player 1 in odd rounds and player 2 in even rounds', () => {
    expect([1, 2, 3, 15, 16].map(chooserForRound)).toEqual([1, 2, 1, 1, 2]);
  });

  it('treats round 16 and later as the final round', () => {
    expect([1, 15, 16, 17].map(isFinalRound)).toEqual([false, false, true, true]);
  });

  it('knows the seats', () => {
    expect(otherSeat(1)).toBe(2);
    expect(otherSeat(2)).toBe(1);
    expect([1, 2, 0, 3, '1'].map(isSeat)).toEqual([true, true, false, false, false]);
  });

  it('uses blind letters in the odd rounds 1–15 only', () => {
    expect([1, 2, 15, 16, 17, 0].map(isBlindRound)).toEqual([true, false, true, false, false, false]);
    expect([1, 3, 15, 2].map(blindLetterIndexForRound)).toEqual([0, 1, 7, null]);
  });

  it('names each blind letter for the announcement, the eighth being the final one', () => {
    expect([1, 3, 5, 7, 9, 11, 13, 15].map(blindLetterOrdinal)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'final',
    ]);
    expect(blindLetterOrdinal(2)).toBeNull();
    expect(blindLetterOrdinal(17)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parSentence } from './par';

describe('parSentence', () => {
  it('says by how much the player beat, tied or lost to the computer', () => {
    expect(parSentence(26, 27)).toBe('Par 26 — you beat the Hard computer by 1');
    expect(parSentence(26, 26)).toBe('Par 26 — you tied with the Hard computer');
    expect(parSentence(26, 20)).toBe('Par 26 — the Hard computer beat you by 6');
  });
});

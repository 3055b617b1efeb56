import { describe, expect, it } from 'vitest';
import { crc32c } from '../src/crc32c';

describe('crc32c', () => {
  it('gives the published check values (RFC 3720)', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(Buffer.alloc(32, 0))).toBe(0x8a9136aa);
    expect(crc32c(Buffer.alloc(32, 0xff))).toBe(0x62a8ab43);
    expect(crc32c(Buffer.alloc(0))).toBe(0);
  });

  it('continues across pieces and over a sub-range exactly as over the whole', () => {
    const bytes = Buffer.from('the quick brown fox jumps over the lazy dog, twice over');
    const whole = crc32c(bytes);
    for (const cut of [1, 7, 8, 9, 30])
      expect(crc32c(bytes, cut, bytes.length, crc32c(bytes, 0, cut))).toBe(whole);
    const framed = Buffer.concat([Buffer.from('xx'), bytes, Buffer.from('yy')]);
    expect(crc32c(framed, 2, 2 + bytes.length)).toBe(whole);
  });
});

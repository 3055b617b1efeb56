// CRC-32C (Castagnoli), the checksum of journal records and snapshot documents: it catches every
// burst error up to 32 bits and changed bytes anywhere with odds of 1 in 4 billion of a miss.
// Slicing-by-8 tables: eight bytes per step, a few hundred MB/s in V8 with no native module.

const POLY = 0x82f63b78;

const TABLES: Uint32Array[] = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  const first = tables[0] as Uint32Array;
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
    first[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    let c = first[n] as number;
    for (let t = 1; t < 8; t++) {
      c = (first[c & 0xff] as number) ^ (c >>> 8);
      (tables[t] as Uint32Array)[n] = c >>> 0;
    }
  }
  return tables;
})();

const [T0, T1, T2, T3, T4, T5, T6, T7] = TABLES as [
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
];

/** CRC-32C of `bytes[start, end)`, continuing from `crc` (the checksum of what came before, or 0). */
export function crc32c(bytes: Uint8Array, start = 0, end = bytes.length, crc = 0): number {
  let c = ~crc >>> 0;
  let i = start;
  const stop8 = end - ((end - start) & 7);
  while (i < stop8) {
    const a =
      (c ^
        ((bytes[i] as number) |
          ((bytes[i + 1] as number) << 8) |
          ((bytes[i + 2] as number) << 16) |
          ((bytes[i + 3] as number) << 24))) >>>
      0;
    const b =
      (bytes[i + 4] as number) |
      ((bytes[i + 5] as number) << 8) |
      ((bytes[i + 6] as number) << 16) |
      ((bytes[i + 7] as number) << 24);
    c =
      (T7[a & 0xff] as number) ^
      (T6[(a >>> 8) & 0xff] as number) ^
      (T5[(a >>> 16) & 0xff] as number) ^
      (T4[a >>> 24] as number) ^
      (T3[b & 0xff] as number) ^
      (T2[(b >>> 8) & 0xff] as number) ^
      (T1[(b >>> 16) & 0xff] as number) ^
      (T0[b >>> 24] as number);
    i += 8;
  }
  while (i < end) c = (T0[(c ^ (bytes[i++] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

// A review's seed from what names the game, so the same game always gets the same review.

/** FNV-1a over the UTF-16 code units of `key`: a stable 32-bit seed. */
export function reviewSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

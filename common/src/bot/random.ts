// Seeds for the bot: the daily sequence's mulberry32, and a mix so each decision gets its own stream.
export { mulberry32 } from '../daily/sequence';

/** Combines a seed with decision details into a new 32-bit seed (murmur3's finaliser over each part). */
export function mixSeed(seed: number, ...parts: number[]): number {
  let h = seed >>> 0;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}

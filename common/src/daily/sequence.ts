// The rules of a day's eight blind letters and the draw itself, over whatever random source the caller trusts.
import { DAILY_SEQUENCE_LENGTH } from '../constants';

/** Relative English letter frequency (per mille), so most days' letters make words. */
export const LETTER_WEIGHTS: Readonly<Record<string, number>> = {
  E: 127,
  T: 91,
  A: 82,
  O: 75,
  I: 70,
  N: 67,
  S: 63,
  H: 61,
  R: 60,
  D: 43,
  L: 40,
  C: 28,
  U: 28,
  M: 24,
  W: 24,
  F: 22,
  G: 20,
  Y: 20,
  P: 19,
  B: 15,
  V: 10,
  K: 8,
  J: 2,
  X: 2,
  Q: 1,
  Z: 1,
};
const LETTERS = Object.keys(LETTER_WEIGHTS);
const TOTAL_WEIGHT = LETTERS.reduce((sum, letter) => sum + (LETTER_WEIGHTS[letter] ?? 0), 0);
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const MIN_VOWELS = 2;
const MAX_COPIES = 2;
const MAX_DRAWS = 64;
/** Used only if 64 draws in a row break the rules, which no fair source does; it keeps the loop finite. */
const FALLBACK_SEQUENCE = ['S', 'T', 'A', 'R', 'E', 'L', 'I', 'N'];

/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1). Only tests and benchmarks use it, to replay a
 * draw; the server draws each day from node:crypto so no day's letters follow from anything in the repo.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawLetter(random: () => number): string {
  let remaining = random() * TOTAL_WEIGHT;
  for (const letter of LETTERS) {
    remaining -= LETTER_WEIGHTS[letter] ?? 0;
    if (remaining < 0) return letter;
  }
  return 'E';
}

/** At least two vowels, Q only with a U, and no letter more than twice. */
export function isPlayableSequence(letters: readonly string[]): boolean {
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  const vowels = letters.filter((letter) => VOWELS.has(letter)).length;
  return (
    letters.length === DAILY_SEQUENCE_LENGTH &&
    vowels >= MIN_VOWELS &&
    (!counts.has('Q') || counts.has('U')) &&
    [...counts.values()].every((count) => count <= MAX_COPIES)
  );
}

/**
 * Draws letters from `random` until a draw is playable and `isAcceptable` agrees (the server passes "a perfect
 * 32 is possible with hindsight"). Pure: the caller picks the random source, so tests can replay a seed.
 */
export function drawDailyLetters(
  random: () => number,
  isAcceptable: (letters: readonly string[]) => boolean = () => true,
): string[] {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const letters = Array.from({ length: DAILY_SEQUENCE_LENGTH }, () => drawLetter(random));
    if (isPlayableSequence(letters) && isAcceptable(letters)) return letters;
  }
  return [...FALLBACK_SEQUENCE];
}

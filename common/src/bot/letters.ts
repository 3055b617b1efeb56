// Letters as codes 0–25 and the daily draw's letter distribution, as the bot samples and weighs it.
import { LETTER_WEIGHTS } from '../daily/sequence';

export const LETTER_COUNT = 26;

export function letterCode(letter: string): number {
  const code = letter.toUpperCase().charCodeAt(0) - 65;
  if (letter.length !== 1 || code < 0 || code >= LETTER_COUNT) {
    throw new RangeError(`"${letter}" is not a letter A–Z.`);
  }
  return code;
}

export function letterOfCode(code: number): string {
  return String.fromCharCode(65 + code);
}

const WEIGHTS = Array.from({ length: LETTER_COUNT }, (_, code) => LETTER_WEIGHTS[letterOfCode(code)] ?? 0);
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, w) => sum + w, 0);

/** Probability of each letter code in a random draw. */
export const LETTER_PROBABILITIES: Float64Array = Float64Array.from(WEIGHTS, (w) => w / TOTAL_WEIGHT);

/** One slot per unit of weight, so a draw is a single multiply and read. */
const DRAW_TABLE: Uint8Array = (() => {
  const table = new Uint8Array(TOTAL_WEIGHT);
  let at = 0;
  WEIGHTS.forEach((w, code) => {
    table.fill(code, at, at + w);
    at += w;
  });
  return table;
})();

/** A letter code drawn from the daily distribution with `random()` in [0, 1). */
export function drawLetterCode(random: () => number): number {
  return DRAW_TABLE[Math.floor(random() * TOTAL_WEIGHT)] ?? 4;
}

// One-time codes that move a player's identity to another device: short enough to type, random enough that a
// limited number of guesses a minute never finds one in its ten minutes.
export const TRANSFER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRANSFER_CODE_LENGTH = 8;
export const TRANSFER_CODE_TTL_MS = 10 * 60_000;

/** A code as typed or scanned: spaces and dashes dropped, upper-cased. */
export function normalizeTransferCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function isTransferCode(text: string): boolean {
  return text.length === TRANSFER_CODE_LENGTH && [...text].every((ch) => TRANSFER_CODE_ALPHABET.includes(ch));
}

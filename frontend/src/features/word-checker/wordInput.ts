// What the word box keeps of what was typed: letters only, upper-cased, at most 4 (docs/PROTOCOL.md §5).
import { WORD_CHECK_MAX_LENGTH } from '@gridable/common/constants';

export function normalizeWordInput(typed: string): string {
  return typed
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, WORD_CHECK_MAX_LENGTH);
}

export function wordVerdict(word: string, isValid: boolean): string {
  return isValid ? `"${word}" is a valid Gridable word` : `"${word}" is not a valid Gridable word`;
}

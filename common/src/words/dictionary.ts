// The valid-word list (SCOWL level 50, 2–4 letters): one lookup shared by scoring, the server and the word checker.
import { WORD_DATA } from './wordData';

const WORDS: ReadonlySet<string> = new Set(WORD_DATA.split(' '));

/** Whether `word` is in Gridable's list, ignoring case and surrounding space. */
export function isValidWord(word: string): boolean {
  return WORDS.has(word.trim().toUpperCase());
}

/** How many words of each length the list holds (the rules text quotes these). */
export function wordCountsByLength(): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const word of WORDS) counts[word.length] = (counts[word.length] ?? 0) + 1;
  return counts;
}

export const DICTIONARY_SIZE = WORDS.size;

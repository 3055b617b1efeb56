// A tiny dictionary for tests, so the rules are tested apart from the real word list.
import type { Grid } from './grid';

const WORDS = new Set([
  'AT',
  'CAT',
  'ATS',
  'CATS',
  'TO',
  'IT',
  'IS',
  'AS',
  'OX',
  'OXEN',
  'EAT',
  'TEA',
  'SEA',
  'TA',
  'TAT',
  'ARE',
  'AREA',
  'BE',
  'BED',
  'SO',
  'DO',
  'GO',
  'NO',
  'ON',
  'AN',
  'NOT',
  'TON',
  'TOT',
  'TEN',
]);

export const isTestWord = (word: string): boolean => WORDS.has(word);

/** Builds a grid from four strings of four characters; '.' is an empty cell. */
export function gridOf(rows: [string, string, string, string]): Grid {
  return rows.map((row) => [...row].map((ch) => (ch === '.' ? null : ch)));
}

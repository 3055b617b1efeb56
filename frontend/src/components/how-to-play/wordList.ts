// How the rules describe the dictionary's size (docs/PROTOCOL.md §2, word checker and help text).
export const WORD_LIST_DESCRIPTION = 'about 50 two-letter, 500 three-letter and over 2,000 four-letter words';

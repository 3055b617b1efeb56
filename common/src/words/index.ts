export { isValidWord, wordCountsByLength, DICTIONARY_SIZE } from './dictionary';

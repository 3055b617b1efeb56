// The one rule for nicknames and league names: short, plain characters, and nothing from the profanity list.
// The server refuses a bad name with the sentence this returns; the browser shows the same sentence before sending.
import { PROFANITY_DATA } from './profanityData';

export const NAME_MAX_LENGTH = 20;
/** What a player's name for friend games is called in the rule's sentences: "Name must be at most 20 characters." */
export const PLAYER_NAME_FIELD = 'Name';
export const LEAGUE_MAX_MEMBERS = 50;
/** Nicknames an invite shows: "Ana, Ben and Cleo" names a league of three, "Ana, Ben and 3 others" a bigger one. */
export const LEAGUE_INVITE_NAMES = 3;

/**
 * Letters and digits, each with up to three combining marks: Hindi, Thai or Arabic names need their vowel signs
 * and Vietnamese typed decomposed its accents, while a longer pile of marks is text drawn over its neighbours.
 */
const ALLOWED = /^(?:[\p{L}\p{N}]\p{M}{0,3}|[ ._-])+$/u;
/** Digits people type for letters, so "sh1t" reads as what it means. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
};
/** Shorter entries only count as whole words: "class" and "Scunthorpe" are fine. */
const MIN_EMBEDDED_LENGTH = 5;

interface ListEntry {
  phrase: string;
  squashed: string;
}
const ENTRIES: readonly ListEntry[] = PROFANITY_DATA.map((phrase) => ({
  phrase,
  squashed: phrase.replace(/ /g, ''),
}));

/** Lower case, accents dropped, every run of separators one space. */
function wordsOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ ._-]+/g, ' ')
    .trim();
}

function readsAsProfanity(words: string): boolean {
  const tokens = words.split(' ');
  const padded = ` ${words} `;
  const squashed = tokens.join('');
  return ENTRIES.some(
    ({ phrase, squashed: entry }) =>
      padded.includes(` ${phrase} `) ||
      squashed === entry ||
      (entry.length >= MIN_EMBEDDED_LENGTH && squashed.includes(entry)),
  );
}

function withoutLookAlikes(words: string): string {
  return words.replace(/[0-9]/g, (digit) => LOOK_ALIKES[digit] ?? digit);
}

/** Whether a name is on (or spells out) the project's profanity list. */
export function isProfaneName(name: string): boolean {
  const words = wordsOf(name);
  return readsAsProfanity(words) || readsAsProfanity(withoutLookAlikes(words));
}

/**
 * Why `name` (already trimmed) cannot be used as a nickname or league name, as a sentence; null when it can.
 * `what` names the field in the sentence: "Nickname", "League name".
 */
export function nameProblem(name: string, what: string): string | null {
  const length = [...name].length;
  if (length === 0) return `${what} must not be empty.`;
  if (length > NAME_MAX_LENGTH) return `${what} must be at most ${NAME_MAX_LENGTH} characters.`;
  if (!ALLOWED.test(name)) return `${what} may use only letters, digits, spaces and . _ -`;
  if (isProfaneName(name)) return `${what} is not allowed here; please choose another.`;
  return null;
}

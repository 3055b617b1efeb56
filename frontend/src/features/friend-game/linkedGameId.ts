// A game link pasted into a chat often comes back with the sentence's punctuation stuck to it ("…/game/AB2CD)."
// or "…/game/AB2CD%20"): the id without what trails it, when that names a game, is the one meant.
import { couldNameGame } from '@gridable/common/rules';

/** Characters a linkifier or a sentence leaves after an id: none of them can be part of one. */
const TRAILING_JUNK = /[\s.,;:!?)\]}>'"`*_~-]+$/u;

/** The id `rawId` was meant to be, when trailing punctuation is all that stops it naming a game; else null. */
export function linkedGameId(rawId: string): string | null {
  if (couldNameGame(rawId.trim())) return null;
  const trimmed = rawId.replace(TRAILING_JUNK, '');
  return couldNameGame(trimmed) ? trimmed : null;
}

// docs/PROTOCOL.md §2: each blind letter is announced for 2 s ('Today's first blind letter is...') before it is revealed.
import { useEffect, useState } from 'react';
import { BLIND_LETTER_ANNOUNCE_MS } from '@gridable/common/constants';
import { blindLetterOrdinal } from '@gridable/common/rules';

export interface BlindLetterAnnouncement {
  /** 'first' … 'final' in a blind round, else null. */
  ordinal: string | null;
  /** True for the 2 s the announcement shows; the letter is hidden and the grid waits meanwhile. */
  isAnnouncing: boolean;
}

export function useBlindLetterAnnouncement(
  gameId: string,
  round: number,
  letter: string | null,
  isActive: boolean,
): BlindLetterAnnouncement {
  const ordinal = blindLetterOrdinal(round);
  // One announcement per blind round of a game; a re-render of the same round does not start it again.
  const key = isActive && ordinal !== null && letter ? `${gameId}:${round}` : null;
  const [revealedKey, setRevealedKey] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => setRevealedKey(key), BLIND_LETTER_ANNOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  return { ordinal, isAnnouncing: key !== null && revealedKey !== key };
}

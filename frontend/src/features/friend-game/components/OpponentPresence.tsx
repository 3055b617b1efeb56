// The opponent's Active/Away indicator (docs/PROTOCOL.md §2); a dot for the eye, the word for everyone.
import { memo } from 'react';
import type { PresenceState } from '@gridable/common';
import { PresencePill } from '../../../components/game-screen/PresencePill';
import { UNNAMED_OPPONENT } from '../model/playerNames';

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const OpponentPresence = memo(function OpponentPresence({
  presence,
  name = UNNAMED_OPPONENT,
}: {
  presence: PresenceState | null;
  /** The opponent's name; "Opponent" while they have none. */
  name?: string;
}) {
  const isActive = presence !== 'away';
  return (
    <PresencePill isAway={!isActive} isCompactOnPhone={name !== UNNAMED_OPPONENT}>
      {name}: {isActive ? 'Active' : 'Away'}
    </PresencePill>
  );
});

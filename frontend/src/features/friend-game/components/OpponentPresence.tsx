// The opponent's Active/Away indicator (docs/PROTOCOL.md §2); a dot for the eye, the word for everyone.
import { memo } from 'react';
import type { PresenceState } from '@gridable/common';
import { PresencePill } from '../../../components/game-screen/PresencePill';

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const OpponentPresence = memo(function OpponentPresence({
  presence,
}: {
  presence: PresenceState | null;
}) {
  const isActive = presence !== 'away';
  return <PresencePill isAway={!isActive}>Opponent: {isActive ? 'Active' : 'Away'}</PresencePill>;
});

// The opponent's Active/Away indicator (docs/PROTOCOL.md §2); a dot for the eye, the word for everyone.
import type { PresenceState } from '@gridable/common';
import { PresencePill } from '../../../components/game-screen/PresencePill';

export function OpponentPresence({ presence }: { presence: PresenceState | null }) {
  const isActive = presence !== 'away';
  return <PresencePill isAway={!isActive}>Opponent: {isActive ? 'Active' : 'Away'}</PresencePill>;
}

// The client's pre-check of a move: common's own reducer, run on the state the player sees, so a move the
// server would refuse is refused at once with the server's sentence, without a round trip.
import { applyMove, withSeatView, type Move } from '@gridable/common/rules';
import type { FriendGameState } from '../model/friendGameSlice';

/** The refusal sentence, or null when the rules accept `move` from this player now. */
export function moveRefusal(state: FriendGameState, move: Move): string | null {
  const seat = state.playerInfo?.playerId;
  if (!state.game || !seat) return null;
  // A confirm still in flight counts as placed: the second one would be refused once it lands.
  const seen = state.isPlacementOptimistic ? withSeatView(state.game, seat, { submitted: true }) : state.game;
  const result = applyMove(seen, move, seat);
  return result.ok ? null : result.error.message;
}

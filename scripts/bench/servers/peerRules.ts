// The game both peer servers serve: Gridable's own reducer from common, so every server under test runs the same rules.
import {
  applyMove,
  createFriendGameCore,
  type FriendGameCore,
  type Move,
  type Seat,
} from '@gridable/common/rules';

/** A started two-player game, as the peers hold it in memory. */
export function newPeerGame(): FriendGameCore {
  return { ...createFriendGameCore(), status: 'active' };
}

/** One move by one seat; null when the rules refuse it. */
export function playPeerMove(game: FriendGameCore, move: Move, seat: Seat): FriendGameCore | null {
  const result = applyMove(game, move, seat);
  return result.ok ? result.game : null;
}

// What Home's games list says of a friend game in progress: how long the board has been still, and when the
// player may take the win (as a correspondence game's list does, a move two days old says so). The time follows
// the opponent's presence on one line: "Opponent away · last move 2 days ago".
const MINUTE = 60_000;

export const HUB_MESSAGES = Object.freeze({
  claimable: 'No move for 72 hours: you can claim the win',
});

/** The fold under the few newest games nobody has joined yet: "4 more waiting for a friend". */
export function moreWaitingText(count: number): string {
  return `${count} more waiting for a friend`;
}

/** "last move 2 days ago", from the game's last move and the time now. */
export function lastMoveText(lastMoveAt: string, now: number): string {
  const ago = agoText(lastMoveAt, now);
  return ago ? `last move ${ago}` : '';
}

/** A game still waiting for its friend: not started, or nobody has taken the second seat. */
export function waitsForFriend(game: { status: string; opponentJoined?: boolean }): boolean {
  return game.status === 'waiting' || game.opponentJoined === false;
}

/**
 * The time line of a friend game in progress. A game nobody has moved in has no "last move": one still
 * waiting says since when it waits, one a friend joined says nobody has moved yet.
 */
export function hubTimeText(
  game: { status: string; opponentJoined?: boolean; moved: boolean; lastMoveAt: string; createdAt: string },
  now: number,
): string {
  if (waitsForFriend(game)) {
    const ago = agoText(game.createdAt, now);
    return ago ? `Waiting for your friend · created ${ago}` : 'Waiting for your friend';
  }
  if (!game.moved) {
    const ago = agoText(game.lastMoveAt, now);
    return ago ? `no move yet · started ${ago}` : 'no move yet';
  }
  return lastMoveText(game.lastMoveAt, now);
}

/** "just now", "5 min ago", "11 h ago", "2 days ago"; empty for an unreadable time. */
function agoText(at: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(at)) / MINUTE);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

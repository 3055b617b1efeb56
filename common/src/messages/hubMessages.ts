// What Home's games list says of a friend game in progress: how long the board has been still, and when the
// player may take the win (as a correspondence game's list does, a move two days old says so). The time follows
// a row's second line, short enough for a 320 px phone: "Round 3 · 5–2 · 2 h ago".
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
 * The second line of a friend game's row in the hub, one line on a 320 px phone (about 30 characters at 14 px):
 * "Round 3 · 5–2 · 2 h ago" since the last move; a game nobody has moved in has no "last move", and its round and
 * score go without saying (round 1, 0–0): "Started 5 min ago"; one still waiting for its friend says since when.
 */
export function hubRowText(
  game: {
    status: string;
    opponentJoined?: boolean;
    moved: boolean;
    lastMoveAt: string;
    createdAt: string;
    round: number;
    yourScore: number;
    opponentScore: number;
  },
  now: number,
): string {
  if (waitsForFriend(game)) {
    const ago = agoText(game.createdAt, now);
    return ago ? `Waiting · created ${ago}` : 'Waiting for your friend';
  }
  if (!game.moved) {
    const ago = agoText(game.lastMoveAt, now);
    return ago ? `Started ${ago}` : 'No move yet';
  }
  const ago = agoText(game.lastMoveAt, now);
  return [`Round ${game.round}`, `${game.yourScore}–${game.opponentScore}`, ...(ago ? [ago] : [])].join(
    ' · ',
  );
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

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
  const minutes = Math.floor(Math.max(0, now - Date.parse(lastMoveAt)) / MINUTE);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'last move just now';
  if (minutes < 60) return `last move ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `last move ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `last move ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

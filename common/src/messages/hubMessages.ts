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
/** A friend game's line on Home: who it is against ('vs Ana'), or its code while the opponent has no name. */
export function hubGameTitle(game: { gameId: string; opponentName?: string | null }): string {
  return game.opponentName ? `vs ${game.opponentName}` : `Game ${game.gameId}`;
}

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

/** Under three hours left in the day, the daily's row says how long (the nudge a streak needs at 9 pm). */
const DAY_ENDING_MS = 3 * 60 * MINUTE;

/**
 * The second line of today's daily in the hub, as short as a friend game's: the streak the day keeps going and, in
 * the day's last hours, how long is left: "4-day streak · 2 h left". Before the day's status is known (the app
 * shell, a slow read) it is a line that holds for everyone, so the row's height never changes as it arrives.
 */
export function dailyRowText(status: { streak: number } | null, msLeftToday: number): string {
  if (status === null) return 'New letters today';
  const parts: string[] = [];
  if (status.streak > 0) parts.push(`${status.streak}-day streak`);
  if (msLeftToday < DAY_ENDING_MS) {
    const minutes = Math.max(1, Math.floor(msLeftToday / MINUTE));
    parts.push(minutes < 60 ? `${minutes} min left` : `${Math.floor(minutes / 60)} h left`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'New letters today';
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

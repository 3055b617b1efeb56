// The tab title's turn signal: both the browser and the server's tests read whose turn it is the same way.
export const YOUR_TURN_PREFIX = '(Your turn)';

/** `title` with the "(Your turn)" prefix when the player must act, and without it (exactly once) otherwise. */
export function turnTitle(title: string, yourTurn: boolean): string {
  const bare = title.startsWith(`${YOUR_TURN_PREFIX} `) ? title.slice(YOUR_TURN_PREFIX.length + 1) : title;
  return yourTurn ? `${YOUR_TURN_PREFIX} ${bare}` : bare;
}

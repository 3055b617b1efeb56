// What a transfer code may carry, as zod-free checks: the server's schema (protocol/identity.ts) refines with
// these, and the browser packing a carry drops what they refuse, so one odd stored entry never blocks a move.

/** A result page link as the browser keeps it: absolute http(s), a plain host, one /share/ segment. */
const SHARE_LINK = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/share\/[A-Za-z0-9_-]+$/i;
export const CARRIED_SHARE_LINK_MAX = 200;

/** Friend ids, DCS- daily ids and legacy DC- ids, as AnyGameId accepts them (already trimmed). */
const GAME_ID = /^[A-Za-z0-9-]{1,64}$/;

/** How seats record when they were taken: `Date.prototype.toISOString`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function isCarriedShareLink(url: string): boolean {
  return url.length <= CARRIED_SHARE_LINK_MAX && SHARE_LINK.test(url);
}

export function isCarriedGameId(gameId: string): boolean {
  return GAME_ID.test(gameId);
}

export function isCarriedSeat(seat: { gameId: string; playerId: number; assignedAt: string }): boolean {
  return (
    isCarriedGameId(seat.gameId) &&
    (seat.playerId === 1 || seat.playerId === 2) &&
    ISO_INSTANT.test(seat.assignedAt)
  );
}

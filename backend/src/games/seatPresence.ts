// A seat's presence is the union of its player's tabs on every node: each node records its own part (a socket of
// theirs is here; a tab of theirs here shows the game) and the seat is held while any node holds it and Available
// while any node's tab shows the game. Each part is written inside the game's version-guarded write, so two nodes
// changing theirs at once both count, and a node that dies has its part removed by the living
// (realtime/nodeMembership.ts) instead of leaving the seat as it last wrote it.
import type { Seat } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { seatFields } from './gameRecord';

/** One node's part of a player's presence on a game: null when it has no tab of theirs. */
export interface NodePresence {
  /** A socket of theirs is connected here (it holds the seat: their page tells them of their turn). */
  connected: boolean;
  /** A tab of theirs here shows the game. */
  looking: boolean;
}

interface SeatParts {
  holders: string[];
  lookers: string[];
}

/**
 * The parts recorded on the seat. A record written before parts existed names at most the one node holding it,
 * which was looking when the seat was Available.
 */
function partsOf(game: StoredGame, seat: Seat): SeatParts {
  const f = seatFields(seat);
  const legacyNode = game[f.active] === true ? (game[f.node] ?? null) : null;
  const holders = game[f.holders] ?? (legacyNode === null ? [] : [legacyNode]);
  const lookers = game[f.lookers] ?? (game[f.status] === 'Available' ? holders : []);
  return { holders: [...holders], lookers: [...lookers] };
}

/**
 * The seat's fields with `node`'s part replaced by `part`; `alone`: every other node's part is void too (a lone
 * node after a restart holds nothing its earlier self recorded). Null when that changes nothing.
 */
export function withNodePart(
  game: StoredGame,
  seat: Seat,
  node: string,
  part: NodePresence | null,
  { alone = false }: { alone?: boolean } = {},
): Partial<StoredGame> | null {
  const f = seatFields(seat);
  const before = partsOf(game, seat);
  const others = (nodes: string[]) => (alone ? [] : nodes.filter((n) => n !== node));
  const holders = [...others(before.holders), ...(part?.connected ? [node] : [])];
  const lookers = [...others(before.lookers), ...(part?.looking ? [node] : [])];
  const active = holders.length > 0;
  const current = game[f.node] ?? null;
  const holder = current !== null && holders.includes(current) ? current : (holders.at(-1) ?? null);
  const status = lookers.length > 0 ? 'Available' : 'Away';
  const unchanged =
    sameNodes(before.holders, holders) &&
    sameNodes(before.lookers, lookers) &&
    game[f.active] === active &&
    (game[f.node] ?? null) === holder &&
    game[f.status] === status;
  if (unchanged) return null;
  return {
    [f.holders]: holders,
    [f.lookers]: lookers,
    [f.active]: active,
    [f.node]: holder,
    [f.status]: status,
  };
}

function sameNodes(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((node) => b.includes(node));
}

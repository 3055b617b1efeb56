// Reads a stored game as the rules' FriendGameCore and its seats; writes go back as flat $set fields.
import { isSeat, type FriendGameCore, type Grid, type ScoredWord, type Seat } from '@gridable/common';
import type { HeldSeatGame, StoredGame } from '../db/stores/gameStore';

/** What a caller offers as proof of a seat: REST sends a clientId and/or playerUUID, sockets both. */
export interface Credentials {
  clientId?: string | undefined;
  playerUUID?: string | undefined;
}

/** The stored field names of one seat. */
export function seatFields(seat: Seat) {
  return {
    clientId: `player${seat}`,
    uuid: `player${seat}UUID`,
    status: `player${seat}Status`,
    active: `player${seat}Active`,
    node: `player${seat}Node`,
    holders: `player${seat}Holders`,
    lookers: `player${seat}Lookers`,
    lastSeen: `player${seat}LastSeen`,
    leftAt: `player${seat}LeftAt`,
    name: `player${seat}Name`,
  } as const;
}

export function clientIdOf(game: StoredGame, seat: Seat): string | null {
  return game[seatFields(seat).clientId] ?? null;
}

export function uuidOf(game: StoredGame, seat: Seat): string | null {
  return game[seatFields(seat).uuid] ?? null;
}

/** The name a seat's player goes by, null while they have given none. */
export function nameOf(game: StoredGame, seat: Seat): string | null {
  return game[seatFields(seat).name] ?? null;
}

/**
 * The players whose seats a game records as held by a live socket, or, with `nodeId`, in whose presence that node
 * has a part (a socket of theirs, or a tab showing the game).
 */
export function heldSeatsOf(game: HeldSeatGame, nodeId?: string): { gameId: string; playerUUID: string }[] {
  return ([1, 2] as const).flatMap((seat) => {
    const { active, uuid, node, holders, lookers } = seatFields(seat);
    const playerUUID = game[uuid];
    const held =
      nodeId === undefined
        ? game[active] === true
        : (game[active] === true && game[node] === nodeId) ||
          (game[holders] ?? []).includes(nodeId) ||
          (game[lookers] ?? []).includes(nodeId);
    return held && playerUUID ? [{ gameId: game.gameId, playerUUID }] : [];
  });
}

export function isSeatTaken(game: StoredGame, seat: Seat): boolean {
  return uuidOf(game, seat) !== null || clientIdOf(game, seat) !== null;
}

export function seatByUUID(game: StoredGame, playerUUID: string | undefined): Seat | null {
  if (!playerUUID) return null;
  if (uuidOf(game, 1) === playerUUID) return 1;
  if (uuidOf(game, 2) === playerUUID) return 2;
  return null;
}

/** The seat these credentials hold: the tab's clientId first, else the browser's playerUUID. */
export function seatOf(game: StoredGame, credentials: Credentials): Seat | null {
  const { clientId } = credentials;
  if (clientId) {
    if (clientIdOf(game, 1) === clientId) return 1;
    if (clientIdOf(game, 2) === clientId) return 2;
  }
  return seatByUUID(game, credentials.playerUUID);
}

/** 'Available' means present (docs/PROTOCOL.md §3); anything else is away. */
export function isPresent(game: StoredGame, seat: Seat): boolean {
  return game[seatFields(seat).status] === 'Available';
}

/**
 * Whether a tab of the seat's player shows the game: a socket holds the seat and its tabs have not all said
 * they are hidden (or idle). Its page then tells them of their turn, so no push is due.
 */
export function isLookedAt(game: StoredGame, seat: Seat): boolean {
  const f = seatFields(seat);
  return game[f.active] === true && game[f.status] !== 'Away';
}

export function coreOf(game: StoredGame): FriendGameCore {
  return {
    gameMode: game.gameMode === 'daily' ? 'daily' : 'multiplayer',
    status: game.status ?? 'waiting',
    currentRound: game.currentRound ?? 1,
    currentLetter: game.currentLetter ?? null,
    currentTurn: isSeat(game.currentTurn) ? game.currentTurn : 1,
    roundState: game.roundState ?? 'AWAITING_LETTER',
    player1Grid: game.player1Grid as Grid,
    player2Grid: game.player2Grid as Grid,
    player1Words: (game.player1Words ?? []) as ScoredWord[],
    player2Words: (game.player2Words ?? []) as ScoredWord[],
    player1Score: game.player1Score ?? 0,
    player2Score: game.player2Score ?? 0,
    player1Submitted: game.player1Submitted ?? false,
    player2Submitted: game.player2Submitted ?? false,
  };
}

/** The core as $set fields; whole grids and word lists are always written together. */
export function coreFields(core: FriendGameCore): Record<string, unknown> {
  return { ...core };
}

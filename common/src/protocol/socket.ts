// Client-to-server Socket.IO events: each payload is parsed with these schemas and answered by an acknowledgement.
import { z } from 'zod';
import { GameView, PlayerInfo } from './gameView';
import { PresenceState, SeatStatus } from './games';
import { PlayerName } from './names';
import { ErrorCode } from './errorCodes';
import { CellIndex, ClientId, FriendGameId, Letter, PlayerUUID, Seat, StateVersion } from './primitives';
import type { ServerEvent, ServerEventType } from './events';
import type { SocketRematch } from './rematch';
import type { SocketEndGame, SocketReaction } from './acrossTime';
import type { SocketWithdraw } from './withdraw';
import type { SocketWatch, WatchAck, WatchState, WatchersCount } from './review';

/** Sent in the Socket.IO handshake `auth` and again with `join`. */
export const SocketJoin = z.object({
  gameId: FriendGameId,
  playerUUID: PlayerUUID,
  clientId: ClientId,
  playerId: Seat.nullable().optional(),
  // The tab's presence as it (re)connects: a hidden tab rejoining must not count as looking until its next
  // report. Absent (a client of an earlier release) means active, as a join always did.
  presence: PresenceState.optional(),
  /** The player's name, as with REST join: taking a seat names it, returning with another name renames it. */
  name: PlayerName.optional(),
});
export type SocketJoin = z.infer<typeof SocketJoin>;

// `version`: the state the move was made against; a move on a game that has moved on since is refused.
export const SocketLetter = z.object({ letter: Letter, version: StateVersion.optional() });
export type SocketLetter = z.infer<typeof SocketLetter>;
export const SocketPlacement = z.object({ cellIndex: CellIndex, version: StateVersion.optional() });
export type SocketPlacement = z.infer<typeof SocketPlacement>;
export const SocketPresence = z.object({ status: PresenceState });
export type SocketPresence = z.infer<typeof SocketPresence>;
export const SocketStatus = z.object({ status: SeatStatus });
export type SocketStatus = z.infer<typeof SocketStatus>;
// Clients may send nothing, {} or null: all mean "send me the state".
export const SocketRefresh = z.object({}).nullish();

/** Every acknowledgement: the fresh state on success, or the error sentence. */
export const SocketAck = z.union([
  z.object({ ok: z.literal(true), game: GameView, playerInfo: PlayerInfo.nullable() }),
  z.object({
    ok: z.literal(false),
    error: z.string(),
    code: ErrorCode.optional(),
    /** The game's state id when the refusal was decided, when known. */
    version: StateVersion.optional(),
  }),
]);
export type SocketAck = z.infer<typeof SocketAck>;

export type AckCallback = (ack: SocketAck) => void;

export interface ClientToServerEvents {
  join: (payload: SocketJoin, ack: AckCallback) => void;
  letter: (payload: SocketLetter, ack: AckCallback) => void;
  placement: (payload: SocketPlacement, ack: AckCallback) => void;
  presence: (payload: SocketPresence, ack: AckCallback) => void;
  status: (payload: SocketStatus, ack: AckCallback) => void;
  refresh: (payload: Record<string, never> | null | undefined, ack: AckCallback) => void;
  rematch: (payload: SocketRematch, ack: AckCallback) => void;
  /** Turns down the opponent's rematch offer, or takes back one's own (as POST /api/games/:id/rematch/decline). */
  'rematch-decline': (payload: SocketRematch, ack: AckCallback) => void;
  resign: (payload: SocketEndGame, ack: AckCallback) => void;
  'claim-win': (payload: SocketEndGame, ack: AckCallback) => void;
  nudge: (payload: SocketEndGame, ack: AckCallback) => void;
  reaction: (payload: SocketReaction, ack: AckCallback) => void;
  /** The creator takes back a game nobody joined; the ack carries the withdrawn game, seen by nobody. */
  withdraw: (payload: SocketWithdraw, ack: AckCallback) => void;
  /** A stranger follows a full game as a watcher (no seat, no grids until the end). */
  watch: (payload: SocketWatch, ack: (ack: WatchAck) => void) => void;
}

export type ServerToClientEvents = {
  [T in ServerEventType]: (event: Extract<ServerEvent, { type: T }>) => void;
} & {
  WATCH_STATE: (event: WatchState) => void;
  WATCHERS: (event: WatchersCount) => void;
};
